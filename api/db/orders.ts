import * as z from 'zod/mini'
import type { LocaleCode } from '../../contract/channel'
import {
  type AppliedGiftCard,
  appliedGiftCardsStatement,
  type IssuedGiftCard,
  issuedGiftCardsStatement,
  parseApplied,
  parseIssued,
} from './gift-cards'
import { parseRows, prepare, type Sql, sql } from './sql'

/** Reads of carts and orders: the order row, its items with the variants' current data, shipment, payments. */

const nullableText = z.nullable(z.string())
const nullableInt = z.nullable(z.number())

export const orderRow = z.object({
  id: z.number(),
  token: z.string(),
  number: nullableText,
  state: z.string(),
  checkout_state: z.string(),
  payment_state: z.string(),
  shipping_state: z.string(),
  locale: z.string(),
  customer_id: nullableInt,
  email: nullableText,
  billing_address: nullableText,
  shipping_address: nullableText,
  coupon_code: nullableText,
  notes: nullableText,
  items_total: z.number(),
  items_subtotal: z.number(),
  shipping_total: z.number(),
  payment_fee_total: z.number(),
  order_promotion_total: z.number(),
  shipping_promotion_total: z.number(),
  tax_total: z.number(),
  total: z.number(),
  /** What gift vouchers pay (docs/decisions/056-gift-vouchers.md); `total` is what is left to pay in money. */
  gift_cards_total: z.number(),
  completion_key: nullableText,
  created_by_guest: z.number(),
  checkout_completed_at: nullableText,
  payment_due_at: nullableText,
  /** Why a cancelled order was cancelled (staff's words, the deadline's, a refused parcel's): the customer's mail says it too. */
  cancel_reason: nullableText,
  created_at: z.string(),
  /** Bumped by every cart write (api/db/cart-writes.ts); completion places only the revision it priced. */
  revision: z.number(),
  /**
   * When the buyer was verified adult (decision 038): on this cart, or on its logged-in customer (never the
   * customer a guest's e-mail names); null: not verified.
   */
  age_verified_at: nullableText,
  age_verification_method: nullableText,
})
export type OrderRow = z.infer<typeof orderRow>

export const itemRow = z.object({
  id: z.number(),
  variant_id: z.number(),
  quantity: z.number(),
  /** What the customer last saw. */
  unit_price: z.number(),
  original_unit_price: nullableInt,
  discounted_unit_price: z.number(),
  subtotal: z.number(),
  total: z.number(),
  product_name: z.string(),
  variant_name: nullableText,
  /** The text engraved on this line; '' for none (docs/decisions/032-engraved-order-lines.md). */
  engraving: z.string(),
  // the variant now
  variant_code: z.string(),
  price_now: z.number(),
  original_price_now: nullableInt,
  sellable: z.number(),
  tracked: z.number(),
  available: z.number(),
  product_id: z.number(),
  product_code: z.string(),
  product_name_now: nullableText,
  variant_name_now: nullableText,
  slug: nullableText,
  alcohol_tenths: nullableInt,
  image_path: nullableText,
  /** A gift voucher's line, and a free-amount voucher's chosen value (0 otherwise). */
  gift_card: z.number(),
  gift_card_amount: z.number(),
})
export type ItemRow = z.infer<typeof itemRow>

export const shipmentRow = z.object({
  id: z.number(),
  method_code: nullableText,
  state: z.string(),
  branch_id: nullableText,
  branch_name: nullableText,
  /** Set at placement for orders with alcohol: the age is checked again at the hand-over. */
  check_age_at_handover: z.number(),
  /** The carrier's parcel once shipped (decision 044): its tracking page and number. */
  tracking_url: nullableText,
  tracking_number: nullableText,
  barcode: nullableText,
})
export type ShipmentRow = z.infer<typeof shipmentRow>

export const paymentRow = z.object({
  id: z.number(),
  method_code: nullableText,
  state: z.string(),
  amount: z.number(),
  gateway_trans_id: nullableText,
  gateway_redirect: nullableText,
  gateway_key: nullableText,
})
export type PaymentRow = z.infer<typeof paymentRow>

export type OrderAggregate = {
  order: OrderRow
  items: ItemRow[]
  shipment: ShipmentRow | null
  payments: PaymentRow[]
  /** Codes of each product's taxons and their ancestors, by product id (promotion scopes). */
  taxons: Map<number, string[]>
  /** The gift vouchers applied, in the order they were added. */
  giftCards: AppliedGiftCard[]
  /** The vouchers the order's voucher lines issued once paid. */
  issuedGiftCards: IssuedGiftCard[]
}

const ORDER_COLUMNS = sql`o.id, o.token, o.number, o.state, o.checkout_state, o.payment_state, o.shipping_state, o.locale,
  o.customer_id, c.email, o.billing_address, o.shipping_address, o.coupon_code, o.notes, o.items_total, o.items_subtotal,
  o.shipping_total, o.payment_fee_total, o.order_promotion_total, o.shipping_promotion_total, o.tax_total, o.total,
  o.gift_cards_total, o.completion_key, o.created_by_guest, o.checkout_completed_at, o.payment_due_at, o.cancel_reason, o.created_at, o.revision,
  CASE WHEN o.age_verified_at IS NOT NULL THEN o.age_verified_at WHEN o.created_by_guest = 0 THEN c.age_verified_at END AS age_verified_at,
  CASE WHEN o.age_verified_at IS NOT NULL THEN o.age_verification_method WHEN o.created_by_guest = 0 THEN c.age_verification_method END
    AS age_verification_method`

export function selectOrder(db: D1Database, where: ReturnType<typeof sql>): D1PreparedStatement {
  return prepare(
    db,
    sql`SELECT ${ORDER_COLUMNS} FROM orders o LEFT JOIN customers c ON c.id = o.customer_id WHERE ${where}`,
  )
}

export async function findOrderByToken(db: D1Database, token: string): Promise<OrderRow | null> {
  return parseRows(orderRow, await selectOrder(db, sql`o.token = ${token}`).all())[0] ?? null
}

/** By the row id, which only the API's own IRIs carry (an order address's, api/resources/order-addresses.ts). */
export async function findOrderById(db: D1Database, id: number): Promise<OrderRow | null> {
  return parseRows(orderRow, await selectOrder(db, sql`o.id = ${id}`).all())[0] ?? null
}

function itemsStatement(db: D1Database, orderId: number, locale: LocaleCode): D1PreparedStatement {
  return prepare(
    db,
    sql`SELECT oi.id, oi.variant_id, oi.quantity, oi.unit_price, oi.original_unit_price, oi.discounted_unit_price,
        oi.subtotal, oi.total, oi.product_name, oi.variant_name, oi.engraving, v.gift_card, oi.gift_card_amount,
        v.code AS variant_code, v.price AS price_now, v.original_price AS original_price_now,
        (v.enabled = 1 AND p.enabled = 1) AS sellable, v.tracked, v.on_hand - v.on_hold AS available,
        p.id AS product_id, p.code AS product_code, v.name AS variant_name_now,
        COALESCE(t.name, d.name) AS product_name_now, COALESCE(t.slug, d.slug) AS slug, p.alcohol_tenths,
        (SELECT i.path FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image_path
      FROM order_items oi
      JOIN product_variants v ON v.id = oi.variant_id
      JOIN products p ON p.id = v.product_id
      LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = ${locale}
      LEFT JOIN product_translations d ON d.product_id = p.id AND d.locale = 'cs_CZ'
      WHERE oi.order_id = ${orderId}
      ORDER BY oi.id`,
  )
}

function taxonsStatement(db: D1Database, orderId: number): D1PreparedStatement {
  return prepare(
    db,
    sql`WITH RECURSIVE owned (product_id, taxon_id) AS (
        SELECT pt.product_id, pt.taxon_id FROM product_taxons pt
          WHERE pt.product_id IN (SELECT v.product_id FROM order_items oi JOIN product_variants v ON v.id = oi.variant_id WHERE oi.order_id = ${orderId})
        UNION
        SELECT p.id, p.main_taxon_id FROM products p
          WHERE p.main_taxon_id IS NOT NULL
            AND p.id IN (SELECT v.product_id FROM order_items oi JOIN product_variants v ON v.id = oi.variant_id WHERE oi.order_id = ${orderId})
        UNION
        SELECT owned.product_id, x.parent_id FROM owned JOIN taxons x ON x.id = owned.taxon_id WHERE x.parent_id IS NOT NULL
      )
      SELECT owned.product_id, x.code FROM owned JOIN taxons x ON x.id = owned.taxon_id`,
  )
}

const taxonRow = z.object({ product_id: z.number(), code: z.string() })

/** The whole order in one round trip. */
export async function loadAggregate(db: D1Database, order: OrderRow, locale: LocaleCode): Promise<OrderAggregate> {
  const [items, shipments, payments, taxons, giftCards, issued] = await db.batch([
    itemsStatement(db, order.id, locale),
    prepare(
      db,
      sql`SELECT id, method_code, state, branch_id, branch_name, check_age_at_handover, tracking_url, tracking_number, barcode FROM shipments WHERE order_id = ${order.id}`,
    ),
    prepare(
      db,
      sql`SELECT id, method_code, state, amount, gateway_trans_id, gateway_redirect, gateway_key FROM payments WHERE order_id = ${order.id} ORDER BY id`,
    ),
    taxonsStatement(db, order.id),
    appliedGiftCardsStatement(db, order.id),
    issuedGiftCardsStatement(db, order.id),
  ])
  const byProduct = new Map<number, string[]>()
  for (const row of parseRows(taxonRow, taxons!)) {
    const list = byProduct.get(row.product_id) ?? []
    list.push(row.code)
    byProduct.set(row.product_id, list)
  }
  return {
    order,
    items: parseRows(itemRow, items!),
    shipment: parseRows(shipmentRow, shipments!)[0] ?? null,
    payments: parseRows(paymentRow, payments!),
    taxons: byProduct,
    giftCards: parseApplied(giftCards!),
    issuedGiftCards: parseIssued(issued!),
  }
}

export async function loadOrder(db: D1Database, token: string, locale: LocaleCode): Promise<OrderAggregate | null> {
  const order = await findOrderByToken(db, token)
  return order ? loadAggregate(db, order, locale) : null
}

const placedOrderRow = z.object({
  token: z.string(),
  number: nullableText,
  state: z.string(),
  payment_state: z.string(),
  shipping_state: z.string(),
  checkout_completed_at: nullableText,
  items_total: z.number(),
  total: z.number(),
  shipping_method: nullableText,
})

export type PlacedOrderRow = z.infer<typeof placedOrderRow>

/** A customer's placed orders, newest first (at most 100); `visible` narrows them to those the session may list. */
export async function listPlacedOrders(db: D1Database, customerId: number, visible: Sql): Promise<PlacedOrderRow[]> {
  const rows = await prepare(
    db,
    sql`SELECT token, number, state, payment_state, shipping_state, checkout_completed_at, items_total, total,
        (SELECT s.method_code FROM shipments s WHERE s.order_id = orders.id) AS shipping_method FROM orders
      WHERE customer_id = ${customerId} AND state != 'cart' AND ${visible} ORDER BY checkout_completed_at DESC, id DESC LIMIT 100`,
  ).all()
  return parseRows(placedOrderRow, rows)
}

const dueRow = z.object({ id: z.number(), trans_id: nullableText, payment_id: nullableInt })

export type DueOrder = { id: number; payment: { id: number; transId: string } | null }

/** Placed orders still unpaid past their payment deadline, the longest overdue first, with a started gateway payment. */
export async function listOverdueOrders(db: D1Database, limit: number): Promise<DueOrder[]> {
  const result = await prepare(
    db,
    sql`SELECT o.id, p.gateway_trans_id AS trans_id, p.id AS payment_id FROM orders o
      LEFT JOIN payments p ON p.order_id = o.id AND p.state = 'processing' AND p.gateway_trans_id IS NOT NULL
      WHERE o.state = 'new' AND o.payment_state = 'awaiting_payment' AND o.payment_due_at <= datetime('now')
      ORDER BY o.payment_due_at LIMIT ${limit}`,
  ).all()
  return parseRows(dueRow, result).map((row) => ({
    id: row.id,
    payment: row.payment_id !== null && row.trans_id !== null ? { id: row.payment_id, transId: row.trans_id } : null,
  }))
}
