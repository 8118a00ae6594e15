import type { ReviewInvitation } from '../../../contract/reviews'
import { FormMessage } from '../../components/ui/FormField'
import { useT } from '../../lib/services'
import { ReviewForm } from './ReviewForm'
import './texts'

/** The page of the review link: the form for the link's product, or why the link cannot be used. */
export function ReviewPage({
  token,
  invitation,
  problem,
}: {
  token: string | undefined
  invitation: ReviewInvitation | null
  problem: string | null
}) {
  const t = useT()
  if (token && invitation) return <ReviewForm token={token} invitation={invitation} />
  return (
    <section className="form-panel review-form" aria-labelledby="review-form-title">
      <h1 id="review-form-title">{t('reviews.form.title')}</h1>
      <FormMessage kind="error">{problem ?? t('reviews.form.missing')}</FormMessage>
    </section>
  )
}
