import { lazy, Suspense } from 'react'
import type { GiftCardAmountFieldProps } from './use-gift-card-amount'

/**
 * The free-amount voucher's field (GiftCardAmountField.tsx) with its texts is a chunk of its own
 * (docs/decisions/021-first-load-javascript.md): most product pages never show it, and a voucher's page shows it
 * once "Vlastní částka" is chosen. The server renders it directly when that variant is the one shown first (its
 * HTML is in the page); hydration then waits for the chunk while the server's markup stays in place.
 */
let loaded: typeof import('./GiftCardAmountField') | undefined
const load = () => import('./GiftCardAmountField').then((m) => (loaded = m))
const LazyField = lazy(() => load().then((m) => ({ default: m.GiftCardAmountField })))
// A lazy component that suspends on the server is sent later in the stream and revealed by a script.
if (import.meta.env.SSR) void load()

export function GiftCardAmountSlot(props: GiftCardAmountFieldProps) {
  const GiftCardAmountField = loaded ? loaded.GiftCardAmountField : LazyField
  return (
    <Suspense fallback={null}>
      <GiftCardAmountField {...props} />
    </Suspense>
  )
}
