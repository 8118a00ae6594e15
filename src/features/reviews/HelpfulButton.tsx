import { useEffect, useState } from 'react'
import type { ProductReview } from '../../../contract/reviews'
import { useServices, useT } from '../../lib/services'
import { browserId, browserStore, rememberVote, votedCount } from './helpful-votes'
import { voteHelpful } from './reviews.api'

/**
 * "Pomohlo mi to (N)" under a review (decision 061): one vote per browser (or signed-in customer, counted by the
 * API); pressed and disabled once voted, also after a reload, as this browser remembers its votes.
 */
export function HelpfulButton({ review }: { review: ProductReview }) {
  const t = useT()
  const { api } = useServices()
  const [count, setCount] = useState(review.helpfulCount)
  const [voted, setVoted] = useState(false)
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle')

  // the server renders the button unpressed: only the browser knows its own votes
  useEffect(() => {
    const stored = votedCount(browserStore(), review.id)
    if (stored === null) return
    setVoted(true)
    setCount((shown) => Math.max(shown, stored))
  }, [review.id])

  async function vote() {
    setState('sending')
    const store = browserStore()
    try {
      const answer = await voteHelpful(api, review.id, browserId(store))
      rememberVote(store, review.id, answer.helpfulCount)
      setCount(answer.helpfulCount)
      setVoted(true)
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  return (
    <p className="product-review__helpful">
      <button
        type="button"
        className="button button--secondary product-review__helpful-button"
        aria-pressed={voted}
        disabled={voted || state === 'sending'}
        onClick={() => void vote()}
      >
        {t('reviews.helpfulButton', { count })}
      </button>
      {state === 'failed' ? <span role="alert">{t('reviews.helpfulFailed')}</span> : null}
    </p>
  )
}
