import * as z from 'zod/mini'
import type { OrderQueue } from '../../contract/order-states'
import { containing, join, limitOffset, type Page, parseCount, parseRows, prepare, type Sql, sql } from './sql'

/** Reads of the admin API's orders (decision 044): the filtered list, and the history and refunds of one. */

export type OrderFilters = {
  state?: string
  paymentState?: string
  shippingState?: string
  shippingMethod?: string
  /** UTC, `YYYY-MM-DD[ HH:MM[:SS]]`: placed at or after / before (the API turns a bare date into Prague's day). */
  after?: string
  before?: string
  /** An order number, an e-mail or a name (part of it, any case). */
  search?: string
  /** One of the staff's queues of today's work (decision 049). */
  queue?: OrderQueue
}

const shipmentIn = (states: Sql, method?: string) =>
  method
    ? sql`EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.state IN (${states}) AND s.method_code = ${method})`
    : sql`EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.state IN (${states}))`
const lastPaymentMethod = sql`(SELECT p.method_code FROM payments p WHERE p.order_id = o.id ORDER BY p.id DESC LIMIT 1)`

/**
 * The staff console's queues (contract/order-states.ts): what is waiting for someone's hands. `carrierMethods`:
 * the shipping methods whose parcels a carrier takes (api/shipping/registry.ts), handed over in `toHandToCarrier`.
 */
function queueCondition(queue: OrderQueue, carrierMethods: readonly string[]): Sql {
  switch (queue) {
    case 'toPay':
      return sql`o.state = 'new' AND o.payment_state = 'awaiting_payment' AND ${lastPaymentMethod} = 'bank_transfer'`
    case 'toPack':
      return sql`o.state IN ('new', 'progressing') AND ${shipmentIn(sql`'ready', 'waiting_for_expedition'`)}
        AND (o.payment_state IN ('paid', 'partially_refunded') OR ${lastPaymentMethod} = 'cod')`
    case 'toHandToCarrier':
      return sql`o.state IN ('new', 'progressing') AND EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id
        AND s.state = 'ready_for_expedition'
        AND s.method_code IN (${join(
          carrierMethods.map((code) => sql`${code}`),
          ', ',
        )}))`
    case 'toHandToCourier':
      return sql`o.state IN ('new', 'progressing') AND ${shipmentIn(sql`'ready_for_expedition'`, 'courier')}`
    case 'readyForPickup':
      return sql`o.state IN ('new', 'progressing') AND ${shipmentIn(sql`'ready_for_pickup'`, 'shop_pickup')}`
  }
}

const listRow = z.object({
  id: z.number(),
  token: z.string(),
  number: z.nullable(z.string()),
  state: z.string(),
  payment_state: z.string(),
  shipping_state: z.string(),
  total: z.number(),
  email: z.nullable(z.string()),
  billing_address: z.nullable(z.string()),
  shipping_method: z.nullable(z.string()),
  shipment_id: z.nullable(z.number()),
  payment_method: z.nullable(z.string()),
  checkout_completed_at: z.nullable(z.string()),
  payment_due_at: z.nullable(z.string()),
})
export type OrderListRow = z.infer<typeof listRow>

function conditions(filters: OrderFilters, carrierMethods: readonly string[]): Sql {
  const where: Sql[] = [sql`o.state != 'cart'`]
  if (filters.state) where.push(sql`o.state = ${filters.state}`)
  if (filters.paymentState) where.push(sql`o.payment_state = ${filters.paymentState}`)
  if (filters.shippingState) where.push(sql`o.shipping_state = ${filters.shippingState}`)
  if (filters.shippingMethod)
    where.push(
      sql`EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.method_code = ${filters.shippingMethod})`,
    )
  if (filters.queue) where.push(queueCondition(filters.queue, carrierMethods))
  if (filters.after) where.push(sql`o.checkout_completed_at >= datetime(${filters.after})`)
  if (filters.before) where.push(sql`o.checkout_completed_at < datetime(${filters.before})`)
  if (filters.search) {
    const like = containing(filters.search)
    where.push(sql`(o.number LIKE ${like} ESCAPE '\\' OR c.email LIKE ${like} ESCAPE '\\'
      OR (COALESCE(json_extract(o.billing_address, '$.firstName'), '') || ' ' || COALESCE(json_extract(o.billing_address, '$.lastName'), '')) LIKE ${like} ESCAPE '\\'
      OR (COALESCE(json_extract(o.shipping_address, '$.firstName'), '') || ' ' || COALESCE(json_extract(o.shipping_address, '$.lastName'), '')) LIKE ${like} ESCAPE '\\')`)
  }
  return join(where, ' AND ')
}

/** Placed orders, newest first, with the count of all that match. */
export async function listOrders(
  db: D1Database,
  filters: OrderFilters,
  page: Page,
  carrierMethods: readonly string[] = [],
): Promise<{ rows: OrderListRow[]; totalItems: number }> {
  const where = conditions(filters, carrierMethods)
  const [rows, count] = await db.batch([
    prepare(
      db,
      sql`SELECT o.id, o.token, o.number, o.state, o.payment_state, o.shipping_state, o.total, c.email, o.billing_address,
          (SELECT s.method_code FROM shipments s WHERE s.order_id = o.id) AS shipping_method,
          (SELECT s.id FROM shipments s WHERE s.order_id = o.id) AS shipment_id,
          (SELECT p.method_code FROM payments p WHERE p.order_id = o.id ORDER BY p.id DESC LIMIT 1) AS payment_method,
          o.checkout_completed_at, o.payment_due_at
        FROM orders o LEFT JOIN customers c ON c.id = o.customer_id
        WHERE ${where} ORDER BY o.checkout_completed_at DESC, o.id DESC ${limitOffset(page)}`,
    ),
    prepare(
      db,
      sql`SELECT count(*) AS total FROM orders o LEFT JOIN customers c ON c.id = o.customer_id WHERE ${where}`,
    ),
  ])
  return { rows: parseRows(listRow, rows!), totalItems: parseCount(count!) }
}

const historyRow = z.object({
  id: z.number(),
  transition: z.string(),
  actor: z.string(),
  detail: z.nullable(z.string()),
  created_at: z.string(),
})
const refundRow = z.object({
  id: z.number(),
  payment_id: z.nullable(z.number()),
  amount: z.number(),
  method: z.string(),
  state: z.string(),
  account: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  actor: z.string(),
  created_at: z.string(),
})
const claimRow = z.object({
  id: z.number(),
  type: z.string(),
  state: z.string(),
  reason: z.nullable(z.string()),
  created_at: z.string(),
})

export type HistoryEntry = { id: number; transition: string; actor: string; detail: unknown; createdAt: string }
export type RefundRow = z.infer<typeof refundRow>
export type ClaimRow = z.infer<typeof claimRow>

/** Everything that happened to an order, oldest first; its refunds; its complaints and returns. */
export async function orderRecords(
  db: D1Database,
  orderId: number,
): Promise<{ history: HistoryEntry[]; refunds: RefundRow[]; claims: ClaimRow[] }> {
  const [history, refunds, claims] = await db.batch([
    prepare(
      db,
      sql`SELECT id, transition, actor, detail, created_at FROM order_history WHERE order_id = ${orderId} ORDER BY id`,
    ),
    prepare(
      db,
      sql`SELECT id, payment_id, amount, method, state, account, reason, actor, created_at FROM refunds WHERE order_id = ${orderId} ORDER BY id`,
    ),
    prepare(
      db,
      sql`SELECT id, type, state, reason, created_at FROM claim_requests WHERE order_id = ${orderId} ORDER BY id`,
    ),
  ])
  return {
    history: parseRows(historyRow, history!).map((row) => ({
      id: row.id,
      transition: row.transition,
      actor: row.actor,
      detail: row.detail === null ? null : (JSON.parse(row.detail) as unknown),
      createdAt: row.created_at,
    })),
    refunds: parseRows(refundRow, refunds!),
    claims: parseRows(claimRow, claims!),
  }
}

/** An order's token by a shipment or payment id (the admin paths name those). */
export async function orderTokenOf(
  db: D1Database,
  key: { shipmentId: number } | { paymentId: number },
): Promise<string | null> {
  const table = 'shipmentId' in key ? sql`shipments` : sql`payments`
  const id = 'shipmentId' in key ? key.shipmentId : key.paymentId
  const found = await prepare(
    db,
    sql`SELECT o.token FROM orders o JOIN ${table} x ON x.order_id = o.id WHERE x.id = ${id} AND o.state != 'cart'`,
  ).first<{ token: string }>()
  return found?.token ?? null
}
