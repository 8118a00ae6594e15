import type { OrderGiftCard } from '../../../contract/gift-cards'
import type { PaymentMethod, ShippingMethod } from '../../../contract/order'
import type { Order } from '../../lib/api/normalize'

/**
 * Shipping and payment choices of the checkout: which payments go with a shipping method, what the shopper
 * pays for them, and the totals shown before the order is placed. The API decides the real totals; the
 * preview only swaps the cart's current shipping and fee for the chosen ones.
 */
export function findShipping(methods: readonly ShippingMethod[], code: string): ShippingMethod | null {
  return methods.find((method) => method.code === code) ?? null
}

export function findPayment(methods: readonly PaymentMethod[], code: string): PaymentMethod | null {
  return methods.find((method) => method.code === code) ?? null
}

/** The payment methods allowed with a shipping method, in their own order; none before shipping is chosen. */
export function allowedPayments(shipping: ShippingMethod | null, payments: readonly PaymentMethod[]): PaymentMethod[] {
  if (!shipping) return []
  const allowed = shipping.paymentMethods
  if (!allowed) return [...payments]
  return payments.filter((payment) => allowed.includes(payment.code))
}

/**
 * The payment that stays chosen after the shipping changed: the current one when it is still allowed, the
 * only one when there is a single choice, otherwise none (the shopper picks).
 */
export function keepPayment(current: string, allowed: readonly PaymentMethod[]): string {
  if (allowed.some((payment) => payment.code === current)) return current
  return allowed.length === 1 && allowed[0] ? allowed[0].code : ''
}

/** Prices for this order (free shipping above the threshold) over the list prices, by method code. */
export function withOrderPrices(
  methods: readonly ShippingMethod[],
  orderPrices: ReadonlyMap<string, number> | null,
): ShippingMethod[] {
  if (!orderPrices) return [...methods]
  return methods.map((method) => {
    const price = orderPrices.get(method.code)
    return price === undefined ? method : { ...method, price }
  })
}

export type TotalsPreview = {
  /** The lines as listed (their subtotals, after product discounts). */
  itemsSubtotal: number
  /** Order discounts such as a coupon (negative or 0). */
  discount: number
  shipping: number
  paymentFee: number
  total: number
}

/** The totals as the API gave them: lines, order discounts, shipping (net of free shipping), payment fee. */
export function orderTotals(order: Order): TotalsPreview {
  const itemsSubtotal = order.itemsSubtotal ?? order.items.reduce((sum, item) => sum + (item.subtotal ?? item.total), 0)
  const itemsTotal = order.itemsTotal ?? order.items.reduce((sum, item) => sum + item.total, 0)
  return {
    itemsSubtotal,
    discount: itemsTotal - itemsSubtotal,
    shipping: order.shippingTotal ?? 0,
    paymentFee: order.paymentFeeTotal ?? 0,
    total: order.total,
  }
}

/**
 * The totals with the chosen shipping and payment. The cart's total already holds its current shipping and
 * fee; those are swapped for the chosen method's price (for this order) and fee. Without a choice the cart's
 * own figures stand.
 */
export function previewTotals(
  cart: Order,
  shipping: ShippingMethod | null,
  payment: PaymentMethod | null,
): TotalsPreview {
  const current = orderTotals(cart)
  const shippingPrice = shipping ? shipping.price : current.shipping
  const fee = payment ? (payment.fee ?? 0) : current.paymentFee
  return {
    ...current,
    shipping: shippingPrice,
    paymentFee: fee,
    // never below 0: gift vouchers pay at most what is due (the API settles the exact split)
    total: Math.max(0, current.total - current.shipping - current.paymentFee + shippingPrice + fee),
  }
}

/**
 * The preview with what the applied gift vouchers pay of it (docs/decisions/056-gift-vouchers.md): each in the order
 * it was added, up to what the cart used of it so far, and the rest left to pay. A cheaper shipping frees a part of a
 * voucher, a dearer one is left to pay in money until the API, which knows the balances, settles it when the order
 * is placed (a voucher's balance may be more than the cart used of it).
 */
export function withGiftCards(cart: Order, preview: TotalsPreview): TotalsPreview & { giftCards: OrderGiftCard[] } {
  const applied = cart.giftCards ?? []
  if (applied.length === 0) return { ...preview, giftCards: [] }
  let due = preview.itemsSubtotal + preview.discount + preview.shipping + preview.paymentFee
  const giftCards = applied.map(({ code, amount }) => {
    const used = Math.min(amount, due)
    due -= used
    return { code, amount: used }
  })
  return { ...preview, giftCards, total: due }
}
