import { stillCart } from './cart-writes'
import { prepare, sql } from './sql'

/**
 * The checkout's writes to a cart: statements for one cart write (`writeCart` in ./cart-writes.ts), each
 * matching only while the order is still a cart.
 */

export type Branch = { id: string; name: string }

/** The shipping method of the cart's shipment, with the pickup point when the method has one. */
export function chooseShipping(
  db: D1Database,
  orderId: number,
  shipmentId: number,
  methodCode: string,
  branch: Branch | null,
): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE shipments SET method_code = ${methodCode}, branch_id = ${branch?.id ?? null}, branch_name = ${branch?.name ?? null},
        updated_at = datetime('now') WHERE id = ${shipmentId} AND ${stillCart(orderId)}`,
  )
}

export function setCheckoutState(
  db: D1Database,
  orderId: number,
  state: 'shipping_selected' | 'payment_selected',
): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE orders SET checkout_state = ${state}, updated_at = datetime('now') WHERE id = ${orderId} AND state = 'cart'`,
  )
}

/** The payment method of the cart's payment, set by the shipping choice (its first allowed method). */
export function resetPaymentMethod(db: D1Database, orderId: number, methodCode: string | null): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE payments SET method_code = ${methodCode} WHERE order_id = ${orderId} AND state = 'cart'`,
  )
}

/** The payment method the customer chose. */
export function choosePayment(db: D1Database, paymentId: number, methodCode: string): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE payments SET method_code = ${methodCode}, updated_at = datetime('now') WHERE id = ${paymentId} AND state = 'cart'`,
  )
}

export function dropCoupon(db: D1Database, orderId: number): D1PreparedStatement {
  return prepare(db, sql`UPDATE orders SET coupon_code = NULL WHERE id = ${orderId} AND state = 'cart'`)
}
