import './product-texts'
import { useHydrated } from '@tanstack/react-router'
import { useState } from 'react'
import type { WatchdogEventType } from '../../../contract/watchdog'
import { useServices, useT } from '../../lib/services'
import { useWatchList } from './use-watch-list'
import { useWatchListSync } from './use-watch-list-sync'

/**
 * The watch button of a product card (issue 12): "Hlídat dostupnost" on a sold-out card, "Hlídat cenu" on
 * others, for the card's default variant; pressed when the customer watches that event. The server and the
 * first browser render show it unpressed for everyone (the list is personal, decision 020's edge cache); the
 * list is loaded after hydration for a logged-in customer, and the code that changes it on the first click.
 */
export function CardWatch({ code, inStock, describedBy }: {
  code: string
  inStock: boolean
  /** The card's product name, so that the many equal buttons of a list say which product they watch. */
  describedBy: string
}) {
  const t = useT()
  const services = useServices()
  const hydrated = useHydrated()
  useWatchListSync()
  const type: WatchdogEventType = inStock ? 'price_lower_than' : 'back_in_stock'
  const watched = useWatchList((s) => s.watchesEvent(code, type))
  const loading = useWatchList((s) => s.status === 'loading')
  const [busy, setBusy] = useState(false)

  async function toggle() {
    setBusy(true)
    try {
      const { watchFromCard } = await import('./card-watch')
      await watchFromCard(services, code, type, !watched)
    } catch {
      // the code could not be loaded (offline): the shop's generic message, as the store does
      services.toasts.getState().toastShown({ kind: 'error', message: t('cart.error.generic') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className="card-watch"
      aria-pressed={watched}
      aria-describedby={describedBy}
      disabled={!hydrated || busy || loading}
      onClick={() => void toggle()}
    >
      {t(`watchlist.watch.${type}`)}
    </button>
  )
}
