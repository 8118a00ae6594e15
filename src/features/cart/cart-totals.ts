import type { Order } from '../../lib/api/normalize'
import { goodsTotal } from './cart-summary'

// The cart page's sums, apart from the header's (cart-summary.ts): only the cart page's chunk loads them.

export type CartTotalsView = {
  /** The goods at their (discounted) unit prices. */
  items: number
  /** Order-level discounts (a coupon) not shown in the unit prices; ≤ 0. */
  discount: number
  /** null: no shipping method yet; 0: free. */
  shipping: number | null
  paymentFee: number
  total: number
  vat: number
}

/** The rows of the totals box, all read from the API's order (the client never computes a price it sends). */
export function cartTotals(cart: Order): CartTotalsView {
  const items = cart.itemsSubtotal ?? cart.items.reduce((sum, item) => sum + (item.subtotal ?? item.total), 0)
  const hasMethod = cart.shipments[0]?.method != null
  const freeReached = cart.freeShipping != null && cart.freeShipping.remaining === 0
  return {
    items,
    discount: goodsTotal(cart) - items,
    shipping: hasMethod ? (cart.shippingTotal ?? 0) : freeReached ? 0 : null,
    paymentFee: cart.paymentFeeTotal ?? 0,
    total: cart.total,
    vat: cart.taxTotal ?? 0,
  }
}

/** Progress to free shipping, 0–100, or null when the shop has no threshold. */
export function freeShippingProgress(cart: Order): { percent: number; remaining: number } | null {
  const free = cart.freeShipping
  if (!free || free.threshold <= 0) return null
  const reached = free.threshold - free.remaining
  return {
    percent: Math.min(100, Math.max(0, Math.round((reached / free.threshold) * 100))),
    remaining: free.remaining,
  }
}
