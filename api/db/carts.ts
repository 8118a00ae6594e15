import * as z from 'zod/mini'
import { stillCart } from './cart-writes'
import { prepare, sql } from './sql'

/**
 * A cart's life before checkout: made, taken over at login, its defaults, and what the customer sets on it.
 * Writes are statements for one cart write (`writeCart` in ./cart-writes.ts) or one batch.
 */

/** A new cart, the customer's (made while logged in) or a guest's. */
export function insertCart(
  db: D1Database,
  token: string,
  locale: string,
  customerId: number | null,
): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT INTO orders (token, locale, customer_id, created_by_guest) VALUES (${token}, ${locale}, ${customerId}, ${customerId === null ? 1 : 0})`,
  )
}

/** A guest cart becomes the customer's at login. */
export function takeOverCart(db: D1Database, orderId: number, customerId: number): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE orders SET customer_id = ${customerId}, created_by_guest = 0 WHERE id = ${orderId} AND state = 'cart'`,
  )
}

const tokenRow = z.object({ token: z.string() })

/** The token of the customer's latest cart with items, as Sylius picks it up. */
export async function latestCartWithItems(db: D1Database, customerId: number): Promise<string | null> {
  const latest = await prepare(
    db,
    sql`SELECT o.token FROM orders o WHERE o.customer_id = ${customerId} AND o.created_by_guest = 0 AND o.state = 'cart'
        AND EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = o.id) ORDER BY o.updated_at DESC, o.id DESC LIMIT 1`,
  ).first()
  return latest === null ? null : tokenRow.parse(latest).token
}

/** The default shipment and payment a cart gets with its first item (first method, first payment allowed with it). */
export function defaultMethods(db: D1Database, orderId: number): D1PreparedStatement[] {
  return [
    prepare(
      db,
      sql`INSERT OR IGNORE INTO shipments (order_id, method_code)
        SELECT ${orderId}, (SELECT code FROM shipping_methods WHERE enabled = 1 ORDER BY position, code LIMIT 1) WHERE ${stillCart(orderId)}`,
    ),
    prepare(
      db,
      sql`INSERT INTO payments (order_id, method_code)
        SELECT ${orderId}, (SELECT sp.payment_code FROM shipping_payment_methods sp JOIN payment_methods p ON p.code = sp.payment_code
            WHERE p.enabled = 1 AND sp.shipping_code = (SELECT method_code FROM shipments WHERE order_id = ${orderId})
            ORDER BY p.position LIMIT 1)
        WHERE NOT EXISTS (SELECT 1 FROM payments WHERE order_id = ${orderId}) AND ${stillCart(orderId)}`,
    ),
  ]
}

/**
 * A customer's cart starts with their default address as billing and shipping address (Sylius pre-fills the
 * billing address the same way), unless the cart has an address already: when it is made or taken over, and
 * when an item is added.
 */
export function prefillDefaultAddress(db: D1Database, token: string, customerId: number): D1PreparedStatement {
  const address = sql`(SELECT json_object('firstName', first_name, 'lastName', last_name, 'company', company, 'companyId', company_id,
      'vatId', vat_id, 'street', street, 'city', city, 'postcode', postcode, 'phoneNumber', phone_number, 'countryCode', country_code)
    FROM addresses WHERE customer_id = ${customerId} AND default_address = 1)`
  return prepare(
    db,
    sql`UPDATE orders SET billing_address = ${address}, shipping_address = ${address}
      WHERE token = ${token} AND state = 'cart' AND billing_address IS NULL
        AND EXISTS (SELECT 1 FROM addresses WHERE customer_id = ${customerId} AND default_address = 1)`,
  )
}

/** A guest's e-mail: the cart belongs to that e-mail's customer (made when new). */
export function setGuestEmail(db: D1Database, orderId: number, email: string): D1PreparedStatement[] {
  return [
    prepare(
      db,
      sql`INSERT INTO customers (email) SELECT ${email} WHERE ${stillCart(orderId)} ON CONFLICT (email) DO NOTHING`,
    ),
    prepare(
      db,
      sql`UPDATE orders SET customer_id = (SELECT id FROM customers WHERE email = ${email}) WHERE id = ${orderId} AND state = 'cart'`,
    ),
  ]
}

/** The address transition: both addresses (JSON text; no shipping one when nothing is shipped) and `addressed`. */
export function setCartAddresses(
  db: D1Database,
  orderId: number,
  billing: string,
  shipping: string | null,
): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE orders SET billing_address = ${billing},
        shipping_address = ${shipping}, checkout_state = 'addressed'
      WHERE id = ${orderId} AND state = 'cart'`,
  )
}

export function setCouponAndNotes(
  db: D1Database,
  orderId: number,
  couponCode: string | null,
  notes: string | null,
): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE orders SET coupon_code = ${couponCode}, notes = ${notes},
        updated_at = datetime('now') WHERE id = ${orderId} AND state = 'cart'`,
  )
}

/** Deletes carts untouched for `days` (their items, shipment and payment go with them), at most `limit`; returns how many. */
export async function deleteCartsUntouchedFor(db: D1Database, days: number, limit: number): Promise<number> {
  const result = await prepare(
    db,
    sql`DELETE FROM orders WHERE id IN (
        SELECT id FROM orders WHERE state = 'cart' AND updated_at < datetime('now', ${`-${days} days`}) LIMIT ${limit})
      RETURNING id`,
  ).all()
  // counted by the returned rows: D1's `changes` also counts the cascaded items, shipments and payments
  return result.results.length
}
