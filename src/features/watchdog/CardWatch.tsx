import { useHydrated } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { SectionBoundary } from '../../components/ui/SectionBoundary'
import { useT } from '../../lib/services'
import { useAuth } from '../auth'

/** The button that knows the watched state and changes it, loaded for a customer or on a guest's first click. */
const CardWatchLive = lazy(() => import('./CardWatchLive'))

export type CardWatchProps = {
  /** The card's default variant. */
  code: string
  inStock: boolean
  /** The card's product name, so that the many equal buttons of a list say which product they watch. */
  describedBy: string
}

/**
 * The watch button of a product card (decision 025): "Hlídat dostupnost" on a sold-out card, "Hlídat
 * cenu" on others. What the server renders and a guest first loads is this button alone, unpressed for everyone
 * (the list is personal: decision 020's edge cache). A logged-in customer's cards, or a guest's click, load
 * CardWatchLive, which shows the watched state and changes it; the button is its fallback, so nothing jumps.
 */
export function CardWatch({ code, inStock, describedBy }: CardWatchProps) {
  const t = useT()
  const hydrated = useHydrated()
  const loggedIn = useAuth((s) => s.isAuthenticated)
  const [asked, setAsked] = useState(false)
  const type = inStock ? 'price_lower_than' : 'back_in_stock'
  const button = (
    <button
      type="button"
      className="card-watch"
      aria-pressed="false"
      aria-describedby={describedBy}
      disabled={!hydrated || asked}
      onClick={() => setAsked(true)}
    >
      {t(`watchdog.watch.${type}`)}
    </button>
  )
  // the server and the hydration render show the button alone: the session may be known to one and not the other
  if (!(loggedIn && hydrated) && !asked) return button
  return (
    <SectionBoundary fallback={button}>
      <Suspense fallback={button}>
        <CardWatchLive code={code} type={type} describedBy={describedBy} asked={asked} />
      </Suspense>
    </SectionBoundary>
  )
}
