import { signReviewLink } from '../reviews/review-links'
import { complete, orderOf, readyCart, send } from './checkout-fixtures'
import { testEnv } from './env'
import { addFulfilmentCatalogue, adminOrder, JUICE, step } from './fulfilment-fixtures'
import { row } from './sql'

/** Orders placed, shipped and delivered as in the shop, and the signed review links of their lines (decision 061). */

export { JUICE }

/** Places a courier order of the juice (cash on delivery); `consent`: the review invitation ticked at checkout. */
export async function placedOrder(
  consent = false,
  email = `rev-${crypto.randomUUID().slice(0, 8)}@example.cz`,
): Promise<{ token: string; itemId: number; shipmentId: number }> {
  await addFulfilmentCatalogue()
  const token = await readyCart([[JUICE, 1]], 'courier', 'cod', { email })
  await orderOf(await complete(token, crypto.randomUUID(), undefined, consent))
  const order = await adminOrder(token)
  const line = await row(
    testEnv.DB,
    'SELECT i.id FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.token = ?',
    token,
  ).first<{ id: number }>()
  return { token, itemId: line!.id, shipmentId: order.shipments[0]!.id }
}

/** The order handed to the courier and delivered (the customer received it). */
export async function deliver(order: { shipmentId: number }): Promise<void> {
  const shipped = await step('PATCH', `/shipments/${order.shipmentId}/ship`, { trackingCode: 'DPD123456' })
  if (shipped.status !== 200) throw new Error(`ship: ${shipped.status}`)
  const delivered = await step('PATCH', `/shipments/${order.shipmentId}/deliver`)
  if (delivered.status !== 200) throw new Error(`deliver: ${delivered.status}`)
}

export async function receivedOrder(consent = false, email?: string) {
  const order = await placedOrder(consent, email)
  await deliver(order)
  return order
}

export const reviewLink = (itemId: number, now?: number) => signReviewLink(testEnv.JWT_SECRET, itemId, now)

export function postReview(body: Record<string, unknown>): Promise<Response> {
  return send('POST', '/product-reviews', body)
}

export const review = (token: string, extra: Record<string, unknown> = {}) => ({
  token,
  rating: 5,
  title: 'Výborný džus',
  comment: 'Chutná jako čerstvě vymačkaný.',
  author: 'Jana',
  ...extra,
})

export { send }

/** An accepted review of a product's first variant, written straight into D1 (for answers that need one). */
export async function addAcceptedReview(db: D1Database, productCode: string, rating = 5): Promise<number> {
  const order = await row(
    db,
    `INSERT INTO orders (token, number, state, checkout_state, payment_state, shipping_state, locale)
     VALUES (?, ?, 'fulfilled', 'completed', 'paid', 'delivered', 'cs_CZ') RETURNING id`,
    crypto.randomUUID().replaceAll('-', ''),
    String(Math.floor(Math.random() * 1e9)),
  ).first<{ id: number }>()
  const item = await row(
    db,
    `INSERT INTO order_items (order_id, variant_id, quantity, unit_price, discounted_unit_price, subtotal, total, product_name)
     SELECT ?, v.id, 1, v.price, v.price, v.price, v.price, p.code FROM product_variants v JOIN products p ON p.id = v.product_id
     WHERE p.code = ? ORDER BY v.position LIMIT 1 RETURNING id, (SELECT id FROM products WHERE code = ?) AS product_id`,
    order!.id,
    productCode,
    productCode,
  ).first<{ id: number; product_id: number }>()
  const review = await row(
    db,
    `INSERT INTO product_reviews (product_id, order_item_id, author, rating, comment, status)
     VALUES (?, ?, 'Jana', ?, 'Výborné.', 'accepted') RETURNING id`,
    item!.product_id,
    item!.id,
    rating,
  ).first<{ id: number }>()
  return review!.id
}
