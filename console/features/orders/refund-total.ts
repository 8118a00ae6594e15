import { piecesAmount } from '../../../contract/refund-pricing'
import { nameWithVariant } from '../../../contract/variant-label'
import type { OrderDetail } from '../../lib/orders'

/**
 * The refund dialog's arithmetic (decision 044): what is left to refund of each line and of the shipping, and the
 * total of what staff ticked, priced as the server prices it (contract/refund-pricing.ts), so the total shown
 * before confirming is the amount that goes back.
 */

export type RefundableLine = { id: number; name: string; quantity: number; refunded: number; total: number }

/** What staff chose: pieces per order line, the shipping, a goodwill amount, each with its reason. */
export type RefundChoice = {
  lines: Record<number, { quantity: number; reason: string }>
  shipping: { on: boolean; reason: string }
  goodwill: { amount: number; reason: string }
}

export const emptyChoice = (): RefundChoice => ({
  lines: {},
  shipping: { on: false, reason: '' },
  goodwill: { amount: 0, reason: '' },
})

/** Refunds that still count (pending at the gateway or done). */
const counting = (order: OrderDetail) => order.refunds.filter((refund) => refund.state !== 'failed')

export function refundableLines(order: OrderDetail): RefundableLine[] {
  return order.items.map((item) => ({
    id: item.id,
    name: nameWithVariant(item.productName, item.variantName),
    quantity: item.quantity,
    total: item.total,
    refunded: counting(order)
      .flatMap((refund) => refund.lines ?? [])
      .filter((line) => line.kind === 'item' && line.orderItem === item.id)
      .reduce((sum, line) => sum + line.quantity, 0),
  }))
}

/** The shipping not yet refunded. */
export function shippingLeft(order: OrderDetail): number {
  const refunded = counting(order)
    .flatMap((refund) => refund.lines ?? [])
    .filter((line) => line.kind === 'shipping')
    .reduce((sum, line) => sum + line.amount, 0)
  return Math.max(0, order.shippingTotal - refunded)
}

/** The total of a choice in haléře, and the body the admin API takes for it. */
export function refundOf(order: OrderDetail, choice: RefundChoice) {
  const lines = refundableLines(order).flatMap((line) => {
    const chosen = choice.lines[line.id]
    const quantity = Math.min(chosen?.quantity ?? 0, line.quantity - line.refunded)
    return quantity > 0
      ? [
          {
            body: { orderItem: line.id, quantity, reason: chosen?.reason.trim() || null },
            amount: piecesAmount(line.total, line.quantity, line.refunded, quantity),
          },
        ]
      : []
  })
  const shipping = choice.shipping.on ? shippingLeft(order) : 0
  const goodwill = Number.isInteger(choice.goodwill.amount) && choice.goodwill.amount > 0 ? choice.goodwill.amount : 0
  const total = lines.reduce((sum, line) => sum + line.amount, 0) + shipping + goodwill
  return {
    total,
    body: {
      ...(lines.length > 0 ? { lines: lines.map((line) => line.body) } : {}),
      ...(shipping > 0 ? { shipping: { reason: choice.shipping.reason.trim() || null } } : {}),
      ...(goodwill > 0 ? { goodwill: { amount: goodwill, reason: choice.goodwill.reason.trim() || null } } : {}),
    },
  }
}

/**
 * What a refund to the order's vouchers can still give (decision 056): offered only when no payment has money left
 * to give back (money goes first, through its payment), the order is paid and not cancelled; else 0.
 */
export function vouchersRefundable(order: OrderDetail): number {
  if (order.state === 'cancelled') return 0
  // an order still owing its payment has nothing to refund yet (the API refuses it)
  if (order.paymentState !== 'paid' && order.paymentState !== 'partially_refunded') return 0
  const moneyLeft = order.payments.some(
    (payment) => payment.state === 'completed' && payment.amount > payment.refundedAmount,
  )
  return moneyLeft ? 0 : order.giftCardsLeft
}
