import { Link, useLocation } from '@tanstack/react-router'
import { useT } from '../../lib/services'
import type { Order } from '../cart'

/** What the bank's answer brought back (`/cart/summary?overeni-veku=…`, api/resources/age-check.ts). */
const OUTCOMES = ['nezletily', 'zamitnuto', 'vyprselo', 'chyba'] as const
type Outcome = (typeof OUTCOMES)[number]

function outcomeOf(searchStr: string): Outcome | null {
  const value = new URLSearchParams(searchStr).get('overeni-veku')
  return OUTCOMES.find((outcome) => outcome === value) ?? null
}

/**
 * The 18+ step of a cart with alcohol (decision 038): the notice, then the bank identity check, or its result.
 * A plain link, not a form action: the browser leaves for the bank and comes back to this page, where what was
 * typed meanwhile comes back from the tab's draft (use-checkout-draft.ts), written once more on the click that
 * leaves. It stands first in the form: most shoppers check their age before typing anything.
 */
export function AgeCheckSection({ cart, onLeave }: { cart: Order; onLeave: () => void }) {
  const t = useT()
  const outcome = outcomeOf(useLocation({ select: (location) => location.searchStr }))
  const verified = cart.ageVerification != null
  return (
    <section className="checkout-section age-check" aria-labelledby="age-check-title">
      <h2 id="age-check-title" className="checkout-section__title">
        <span className="age-badge" aria-hidden="true">
          18+
        </span>{' '}
        {t('checkout.ageCheck.title')}
      </h2>
      <p className="checkout-section__hint">{t('checkout.ageCheck.notice')}</p>
      {verified ? (
        <p className="age-check__done" role="status">
          {t('checkout.ageCheck.verified')}
        </p>
      ) : (
        <>
          {outcome ? (
            <p className="age-check__problem" role="alert">
              {t(`checkout.ageCheck.outcome.${outcome}`)}
            </p>
          ) : null}
          {outcome === 'nezletily' ? (
            <Link to="/cart" className="button button--ghost">
              {t('checkout.backToCart')}
            </Link>
          ) : (
            <a
              className="button button--primary age-check__start"
              href={`/oauth/connect/bankid?order=${encodeURIComponent(cart.tokenValue)}`}
              onClick={onLeave}
            >
              {t('checkout.ageCheck.start')}
            </a>
          )}
        </>
      )}
    </section>
  )
}
