import * as z from 'zod/mini'
import { ORDER_STATES, PAYMENT_STATES, SHIPPING_METHODS, SHIPPING_STATES } from '../../lib/orders'
import { searchOneOf, searchPage, searchText } from '../../lib/search-params'

/** The orders list's filters, all in the URL (a shared link opens the same list); unknown values are dropped. */
export const orderListSearch = z.object({
  state: searchOneOf(ORDER_STATES),
  paymentState: searchOneOf(PAYMENT_STATES),
  shippingState: searchOneOf(SHIPPING_STATES),
  shippingMethod: searchOneOf(SHIPPING_METHODS),
  search: searchText(100),
  page: searchPage,
})

export type OrderListSearch = z.output<typeof orderListSearch>
