import { ORDER_STATES, PAYMENT_STATES, SHIPPING_METHODS, SHIPPING_STATES } from '../../lib/orders'

/** The orders list's filters, all in the URL (a shared link opens the same list); unknown values are dropped. */
export type OrderListSearch = {
  state?: string
  paymentState?: string
  shippingState?: string
  shippingMethod?: string
  search?: string
  page?: number
}

const oneOf = (value: unknown, allowed: readonly string[]) =>
  typeof value === 'string' && allowed.includes(value) ? value : undefined

export function parseOrderListSearch(search: Record<string, unknown>): OrderListSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 100) : ''
  const page = Number(search.page)
  return {
    state: oneOf(search.state, ORDER_STATES),
    paymentState: oneOf(search.paymentState, PAYMENT_STATES),
    shippingState: oneOf(search.shippingState, SHIPPING_STATES),
    shippingMethod: oneOf(search.shippingMethod, SHIPPING_METHODS),
    search: text === '' ? undefined : text,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  }
}
