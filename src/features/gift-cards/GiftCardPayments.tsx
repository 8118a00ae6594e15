import { lazy, Suspense } from 'react'
import type { OrderGiftCard } from '../../../contract/gift-cards'

const PaymentsView = lazy(() => import('./PaymentsView'))

/**
 * The rows of a totals list for the vouchers paying an order (PaymentsView.tsx); nothing, and nothing loaded, when
 * no voucher pays it.
 */
export function GiftCardPayments({ cards, rowClassName }: { cards: readonly OrderGiftCard[]; rowClassName: string }) {
  if (cards.length === 0) return null
  return (
    <Suspense fallback={null}>
      <PaymentsView cards={cards} rowClassName={rowClassName} />
    </Suspense>
  )
}
