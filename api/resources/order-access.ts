import type { OrderRow } from '../db/orders'
import { equalSecrets } from '../payments/comgate'

/** Who may read an order (decisions 013 and 033): one rule for every route that shows one or a part of it. */

type Owned = Pick<OrderRow, 'created_by_guest' | 'customer_id' | 'state'>

/** With the order's token: a guest's order (the token is the guest's only key), else only its customer. */
export function readableWithToken(order: Owned, customerId: number | null): boolean {
  return order.created_by_guest === 1 || order.customer_id === customerId
}

/**
 * Without the token, by the bearer alone: the orders the customer's session lists (`GET /orders`), and their
 * cart. A placed guest order of their e-mail counts only once the e-mail is verified: anyone can register a
 * guest's e-mail with their own password, only its mailbox's owner can verify it.
 */
export function readableWithSession(order: Owned, customerId: number | null, customerVerified: boolean): boolean {
  if (customerId === null || order.customer_id !== customerId) return false
  return order.created_by_guest === 0 || (customerVerified && order.state !== 'cart')
}

/**
 * A part of an order named by its own id (an order's address, a tax document): for the customer whose session
 * lists the order, or the holder of the order's token sent as `?tokenValue=` (a guest's only key), under the
 * token's rule. The part's id alone is never enough: it travels in links and logs, the token is the secret.
 */
export function readableWithTokenValue(
  order: Owned & Pick<OrderRow, 'token'>,
  caller: { customerId: number | null; customerVerified: boolean },
  tokenValue: string | undefined,
): boolean {
  if (readableWithSession(order, caller.customerId, caller.customerVerified)) return true
  return (
    tokenValue !== undefined && equalSecrets(tokenValue, order.token) && readableWithToken(order, caller.customerId)
  )
}
