import { useHydrated } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import type { WatchdogEventType } from '../../../contract/watchdog'
import { SectionBoundary } from '../../components/ui/SectionBoundary'
import { useT } from '../../lib/services'
import { useWatchdog } from './use-watchdog'
import { useWatchdogSync } from './use-watchdog-sync'

/** The panel's code (watched states, the login detour, the texts) comes on the first click or a watched variant. */
const ProductWatchPanel = lazy(() => import('./ProductWatchPanel'))

type Props = {
  /** The chosen variant; null when the product has none. */
  variantCode: string | null
  inStock: boolean
}

/** The events a product page offers: availability only while sold out (or already watched), the price always. */
export function watchRows(inStock: boolean, watchingStock: boolean): WatchdogEventType[] {
  return !inStock || watchingStock ? ['back_in_stock', 'price_lower_than'] : ['price_lower_than']
}

/**
 * The watch buttons under a product's purchase box (docs/product.md#data, docs/product.md#watch-list, decision 025): "Hlídat dostupnost" for a
 * sold-out variant, "Hlídat cenu" for any. What the server and the first browser render show is the guest's
 * state, and all a page loads at first: the panel that knows watched states, stops a watch and sends a guest
 * through the login popup is loaded on the first click, or once the list (loaded after hydration) has the variant.
 */
export function ProductWatch({ variantCode, inStock }: Props) {
  useWatchdogSync()
  // from the state given, not isWatched (which reads the current state): the hydration render is the guest's
  const listed = useWatchdog((s) => (variantCode ? variantCode in s.entries : false))
  // while the list loads a click could replace events it does not know yet (POST is an upsert)
  const loading = useWatchdog((s) => s.status === 'loading')
  const [asked, setAsked] = useState<WatchdogEventType | null>(null)
  const [active, setActive] = useState(false)
  if (!variantCode) return null
  const buttons = (
    <WatchButtons
      rows={watchRows(inStock, false)}
      busy={loading}
      onWatch={(type) => (setAsked(type), setActive(true))}
    />
  )
  if (!listed && !active) return buttons
  return (
    <SectionBoundary fallback={buttons}>
      <Suspense fallback={buttons}>
        <ProductWatchPanel
          variantCode={variantCode}
          inStock={inStock}
          asked={asked}
          onAskedTaken={() => setAsked(null)}
        />
      </Suspense>
    </SectionBoundary>
  )
}

/** The buttons of the events not watched; disabled until the page has hydrated (a click needs the scripts). */
export function WatchButtons({
  rows,
  onWatch,
  busy = false,
  children,
}: {
  rows: WatchdogEventType[]
  onWatch: (type: WatchdogEventType) => void
  busy?: boolean
  /** The panel's watched states and links. */
  children?: ReactNode
}) {
  const t = useT()
  const hydrated = useHydrated()
  return (
    <div className="product-watch">
      {rows.map((type) => (
        <button
          key={type}
          type="button"
          className="button product-watch__button"
          disabled={!hydrated || busy}
          onClick={() => onWatch(type)}
        >
          {t(`watchdog.watch.${type}`)}
        </button>
      ))}
      {children}
    </div>
  )
}
