import * as z from 'zod/mini'
import { PAYMENT } from '../../contract/checkout-limits'
import { LIVE_STATES, orderGuard, recordHistory, returnStock, sellStock } from './order-transitions'
import { returnGiftCards } from './gift-cards'
import { join, parseRows, prepare, type Sql, sql } from './sql'

/**
 * Fulfilment's D1 side (docs/decisions/044-fulfilment.md): what a transition needs to know about an order, and
 * the transitions of shipments as single batches guarded by a transition id (as
 * api/db/order-transitions.ts): the first statement makes the change conditionally, every later one runs only
 * where it did, the history line and the caller's mails included.
 */

const text = z.nullable(z.string())
const int = z.nullable(z.number())

const factsRow = z.object({
  id: z.number(),
  token: z.string(),
  number: text,
  email: text,
  locale: z.string(),
  state: z.string(),
  payment_state: z.string(),
  shipping_state: z.string(),
  total: z.number(),
  cancel_reason: text,
  stock_sold: z.number(),
  billing_address: text,
  shipping_address: text,
  alcohol: z.number(),
  /** Grams: the drinks' volume as their weight plus a bottle's glass and packing, 1 kg for anything else. */
  weight: z.number(),
})

const shipmentFactsRow = z.object({
  id: z.number(),
  method_code: text,
  kind: text,
  state: z.string(),
  branch_id: text,
  branch_name: text,
  check_age_at_handover: z.number(),
  parcel_id: text,
  barcode: text,
  tracking_number: text,
  tracking_url: text,
  handover_age_checked: int,
  handed_over_by: text,
  shipped_at: text,
  delivered_at: text,
})

const paymentFactsRow = z.object({
  id: z.number(),
  method_code: text,
  gateway: text,
  state: z.string(),
  amount: z.number(),
  gateway_trans_id: text,
  completed_at: text,
  refunded: z.number(),
})

export type ShipmentFacts = z.infer<typeof shipmentFactsRow>
export type PaymentFacts = z.infer<typeof paymentFactsRow>
export type OrderFacts = z.infer<typeof factsRow> & { shipment: ShipmentFacts | null; payments: PaymentFacts[] }

/** How a transition's caller names the order. */
export type OrderKey = { orderId: number } | { token: string } | { paymentId: number } | { shipmentId: number }

function orderIdOf(key: OrderKey): Sql {
  if ('orderId' in key) return sql`${key.orderId}`
  if ('token' in key) return sql`(SELECT id FROM orders WHERE token = ${key.token} AND state != 'cart')`
  if ('paymentId' in key) return sql`(SELECT order_id FROM payments WHERE id = ${key.paymentId})`
  return sql`(SELECT order_id FROM shipments WHERE id = ${key.shipmentId})`
}

/** A placed order with its shipment and payments (refunded sums), or null. One round trip. */
export async function findOrderFacts(db: D1Database, key: OrderKey): Promise<OrderFacts | null> {
  const id = orderIdOf(key)
  const [orders, shipments, payments] = await db.batch([
    prepare(
      db,
      sql`SELECT o.id, o.token, o.number, c.email, o.locale, o.state, o.payment_state, o.shipping_state, o.total, o.cancel_reason,
          o.stock_sold, o.billing_address, o.shipping_address,
          EXISTS (SELECT 1 FROM order_items oi JOIN product_variants v ON v.id = oi.variant_id JOIN products p ON p.id = v.product_id
            WHERE oi.order_id = o.id AND COALESCE(p.alcohol_tenths, 0) > 0) AS alcohol,
          (SELECT COALESCE(SUM(oi.quantity * CASE WHEN p.volume_ml IS NULL THEN 1000 ELSE p.volume_ml + 500 END), 0)
            FROM order_items oi JOIN product_variants v ON v.id = oi.variant_id JOIN products p ON p.id = v.product_id
            WHERE oi.order_id = o.id) AS weight
        FROM orders o LEFT JOIN customers c ON c.id = o.customer_id WHERE o.id = ${id} AND o.state != 'cart'`,
    ),
    prepare(
      db,
      sql`SELECT s.id, s.method_code, m.kind, s.state, s.branch_id, s.branch_name, s.check_age_at_handover, s.parcel_id, s.barcode,
          s.tracking_number, s.tracking_url, s.handover_age_checked, s.handed_over_by, s.shipped_at, s.delivered_at
        FROM shipments s LEFT JOIN shipping_methods m ON m.code = s.method_code WHERE s.order_id = ${id}`,
    ),
    prepare(
      db,
      sql`SELECT p.id, p.method_code, m.gateway, p.state, p.amount, p.gateway_trans_id, p.completed_at,
          (SELECT COALESCE(SUM(r.amount), 0) FROM refunds r WHERE r.payment_id = p.id AND r.state != 'failed') AS refunded
        FROM payments p LEFT JOIN payment_methods m ON m.code = p.method_code WHERE p.order_id = ${id} ORDER BY p.id`,
    ),
  ])
  const order = parseRows(factsRow, orders!)[0]
  if (!order) return null
  return {
    ...order,
    shipment: parseRows(shipmentFactsRow, shipments!)[0] ?? null,
    payments: parseRows(paymentFactsRow, payments!),
  }
}

const list = (values: readonly string[]): Sql =>
  sql`(${join(
    values.map((value) => sql`${value}`),
    ', ',
  )})`

/** Cash on delivery still to be collected: the order may leave unpaid. */
const collectsOnDelivery = (orderId: number): Sql =>
  sql`EXISTS (SELECT 1 FROM payments p WHERE p.order_id = ${orderId} AND p.method_code = ${PAYMENT.cashOnDelivery}
    AND p.state IN ('new', 'processing'))`

export type ShipmentMove = {
  orderId: number
  shipmentId: number
  transition: string
  /** What the history calls it (`shipment.ship`) and who made it. */
  name: string
  actor: string
  detail?: Record<string, unknown>
  from: readonly string[]
  to: string
  /** The order's state after the move; unchanged when absent. */
  orderState?: 'progressing' | 'fulfilled'
  /** The goods may leave only once paid, or as cash on delivery. */
  requirePaid?: boolean
  /** Columns the move writes on the shipment (the parcel, the hand-over). */
  set?: Sql
  /** A ship call's claim on the shipment: the move happens only under it. */
  claim?: string
}

/** The guard of a transition batch, for the caller's own statements (mails, audit) in the same batch. */
export function transitionGuard(orderId: number, transition: string): Sql {
  return orderGuard(orderId, transition)
}

/** A shipment moves on (expedition, dispatch, pickup, delivery): the order's states follow, with its history. */
export function moveShipment(db: D1Database, move: ShipmentMove): D1PreparedStatement[] {
  const guard = orderGuard(move.orderId, move.transition)
  // paid, or paid and partly refunded (the rest still goes): as PAID_FOR_GOODS in api/fulfilment/rules.ts
  const paid = move.requirePaid
    ? sql`AND (payment_state IN ('paid', 'partially_refunded') OR ${collectsOnDelivery(move.orderId)})`
    : sql``
  const claimed =
    move.claim === undefined
      ? sql``
      : sql`AND EXISTS (SELECT 1 FROM shipments WHERE id = ${move.shipmentId} AND ship_claim = ${move.claim})`
  const orderState = move.orderState === undefined ? sql`state` : sql`${move.orderState}`
  const set = move.set === undefined ? sql`` : sql`${move.set},`
  return [
    prepare(
      db,
      sql`UPDATE orders SET state = ${orderState}, shipping_state = ${move.to}, transition_id = ${move.transition}, updated_at = datetime('now')
        WHERE id = ${move.orderId} AND state IN ${LIVE_STATES} AND shipping_state IN ${list(move.from)} ${paid}
          AND EXISTS (SELECT 1 FROM shipments WHERE id = ${move.shipmentId} AND order_id = ${move.orderId} AND state IN ${list(move.from)}) ${claimed}`,
    ),
    prepare(
      db,
      sql`UPDATE shipments SET ${set} state = ${move.to}, transition_id = ${move.transition}, ship_claim = NULL, ship_claimed_until = NULL,
          updated_at = datetime('now')
        WHERE id = ${move.shipmentId} AND ${guard}`,
    ),
    recordHistory(db, move.orderId, { transition: move.name, actor: move.actor, detail: move.detail }, guard),
  ]
}

/** The shipment's parcel columns as a ship move writes them. */
export function parcelColumns(parcel: {
  parcelId?: string
  barcode?: string
  trackingNumber?: string
  trackingUrl?: string
}): Sql {
  return sql`parcel_id = ${parcel.parcelId ?? null}, barcode = ${parcel.barcode ?? null}, tracking_number = ${parcel.trackingNumber ?? null},
    tracking_url = ${parcel.trackingUrl ?? null}, shipped_at = datetime('now'), status_checked_at = datetime('now')`
}

/** The hand-over columns of a delivery: when, and for a pickup in the shop who handed it over and checked the age. */
export function handoverColumns(handover: { by?: string; ageChecked?: boolean }): Sql {
  const checked = handover.ageChecked === undefined ? null : handover.ageChecked ? 1 : 0
  return sql`delivered_at = datetime('now'), handed_over_by = ${handover.by ?? null}, handover_age_checked = ${checked}`
}

/** Stock sold when goods leave unpaid (cash on delivery), in a dispatch's batch. */
export function sellStockOnDispatch(db: D1Database, orderId: number, transition: string): D1PreparedStatement[] {
  return sellStock(db, orderId, orderGuard(orderId, transition))
}

/** Cash on delivery collected at the hand-over: the payment completes in the delivery's batch. */
export function collectCashOnDelivery(db: D1Database, orderId: number, transition: string): D1PreparedStatement[] {
  const guard = orderGuard(orderId, transition)
  return [
    prepare(
      db,
      sql`UPDATE payments SET state = 'completed', completed_at = datetime('now'), updated_at = datetime('now')
        WHERE order_id = ${orderId} AND method_code = ${PAYMENT.cashOnDelivery} AND state IN ('new', 'processing') AND ${guard}`,
    ),
    prepare(
      db,
      sql`UPDATE orders SET payment_state = 'paid', payment_due_at = NULL WHERE id = ${orderId} AND payment_state = 'awaiting_payment' AND ${guard}`,
    ),
  ]
}

/** A shipped parcel came back refused: the order is cancelled with the reason, cash on delivery never collected, the stock back on hand. */
export function refuseParcel(
  db: D1Database,
  orderId: number,
  shipmentId: number,
  transition: string,
  by: { actor: string; reason: string },
): D1PreparedStatement[] {
  const guard = orderGuard(orderId, transition)
  return [
    prepare(
      db,
      sql`UPDATE orders SET state = 'cancelled', shipping_state = 'refused', cancel_reason = ${by.reason}, transition_id = ${transition},
          payment_state = CASE WHEN payment_state = 'awaiting_payment' THEN 'cancelled' ELSE payment_state END, updated_at = datetime('now')
        WHERE id = ${orderId} AND state IN ${LIVE_STATES} AND shipping_state IN ('shipped', 'ready_for_pickup')`,
    ),
    prepare(
      db,
      sql`UPDATE shipments SET state = 'refused', transition_id = ${transition}, updated_at = datetime('now') WHERE id = ${shipmentId} AND ${guard}`,
    ),
    prepare(
      db,
      sql`UPDATE payments SET state = 'cancelled', updated_at = datetime('now')
        WHERE order_id = ${orderId} AND state IN ('new', 'processing', 'authorized') AND ${guard}`,
    ),
    ...returnStock(db, orderId, guard),
    // the vouchers that paid part of it get their value back, as in any cancellation (decision 056)
    ...returnGiftCards(db, orderId, guard),
    recordHistory(
      db,
      orderId,
      { transition: 'shipment.refuse', actor: by.actor, detail: { reason: by.reason } },
      guard,
    ),
  ]
}

/**
 * Holds a shipment for a ship call while the carrier is asked for a parcel: only one call at a time (another
 * gets false), and a call that died is taken over after two minutes.
 */
export async function claimShipment(
  db: D1Database,
  shipmentId: number,
  claim: string,
  from: readonly string[],
): Promise<boolean> {
  const result = await prepare(
    db,
    sql`UPDATE shipments SET ship_claim = ${claim}, ship_claimed_until = datetime('now', '+2 minutes')
      WHERE id = ${shipmentId} AND state IN ${list(from)} AND parcel_id IS NULL
        AND (ship_claim IS NULL OR ship_claimed_until < datetime('now'))`,
  ).run()
  return result.meta.changes === 1
}

export async function releaseShipment(db: D1Database, shipmentId: number, claim: string): Promise<void> {
  await prepare(
    db,
    sql`UPDATE shipments SET ship_claim = NULL, ship_claimed_until = NULL WHERE id = ${shipmentId} AND ship_claim = ${claim}`,
  ).run()
}

const dueParcelRow = z.object({
  shipment_id: z.number(),
  order_id: z.number(),
  method_code: text,
  parcel_id: z.string(),
  state: z.string(),
})

/** Shipped carriers' parcels (on the way or at their point) whose status was not asked for `minutes`, the longest unasked first. */
export async function listParcelsToCheck(
  db: D1Database,
  limit: number,
  minutes = 30,
): Promise<Array<{ shipmentId: number; orderId: number; methodCode: string | null; parcelId: string; state: string }>> {
  const rows = await prepare(
    db,
    sql`SELECT id AS shipment_id, order_id, method_code, parcel_id, state FROM shipments
      WHERE state IN ('shipped', 'ready_for_pickup') AND parcel_id IS NOT NULL
        AND (status_checked_at IS NULL OR status_checked_at <= datetime('now', ${`-${minutes} minutes`}))
      ORDER BY status_checked_at LIMIT ${limit}`,
  ).all()
  return parseRows(dueParcelRow, rows).map((row) => ({
    shipmentId: row.shipment_id,
    orderId: row.order_id,
    methodCode: row.method_code,
    parcelId: row.parcel_id,
    state: row.state,
  }))
}

export async function markParcelChecked(db: D1Database, shipmentId: number): Promise<void> {
  await prepare(db, sql`UPDATE shipments SET status_checked_at = datetime('now') WHERE id = ${shipmentId}`).run()
}
