import { lazy, memo, Suspense } from 'react'
import type { Line } from './LineNoteView'

const LineNoteView = lazy(() => import('./LineNoteView'))

type Props = { item: Line; className: string }

/** What the note shows: an equal line in a new object is the same note. */
const shown = ({ item, className }: Props) => `${className} ${item.unitPrice} ${item.giftCardCodes}`

/**
 * Memoised on what it shows: the cart store answers again right after hydration with equal lines in new objects,
 * and an update that reaches the boundary while it still waits for the chunk replaces the server's markup with
 * the empty fallback until the chunk arrives (the note blinks). Hydration otherwise keeps that markup in place.
 */
const LineNote = memo(
  function LineNote(props: Props) {
    return (
      <Suspense fallback={null}>
        <LineNoteView {...props} />
      </Suspense>
    )
  },
  (before, after) => shown(before) === shown(after),
)

/**
 * Under a voucher line of a cart or an order: its value, that it comes by e-mail, and once paid its codes
 * (LineNoteView.tsx, a chunk of its own). Nothing for a line of goods, whose pages then load none of its code or
 * texts.
 */
export function GiftCardLineNote(props: Props) {
  if (props.item.giftCard !== true) return null
  return <LineNote {...props} />
}
