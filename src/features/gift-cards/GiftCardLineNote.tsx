import { lazy, Suspense } from 'react'
import type { Line } from './LineNoteView'

const LineNoteView = lazy(() => import('./LineNoteView'))

/**
 * Under a voucher line of a cart or an order: its value, that it comes by e-mail, and once paid its codes
 * (LineNoteView.tsx). Nothing for a line of goods, whose pages then load none of its code or texts.
 */
export function GiftCardLineNote({ item, className }: { item: Line; className: string }) {
  if (item.giftCard !== true) return null
  return (
    <Suspense fallback={null}>
      <LineNoteView item={item} className={className} />
    </Suspense>
  )
}
