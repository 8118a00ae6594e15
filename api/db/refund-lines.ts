import * as z from 'zod/mini'
import { join, parseRows, prepare, type Sql, sql } from './sql'

/**
 * A refund's parts (docs/decisions/044-fulfilment.md): pieces of an order line, the shipping, a goodwill amount.
 * What is left to refund of each line and of the shipping is read here to price a refund, and checked again by
 * the refund's own INSERT (`partsFit`), so two staff refunding the same bottle at once give it back once.
 */

export type RefundPart = {
  kind: 'item' | 'shipping' | 'goodwill'
  /** The order line of an `item` part. */
  orderItem: number | null
  name: string
  quantity: number
  amount: number
  reason: string | null
}

const itemRow = z.object({
  id: z.number(),
  product_name: z.string(),
  variant_name: z.nullable(z.string()),
  engraving: z.string(),
  quantity: z.number(),
  total: z.number(),
  refunded: z.number(),
})
const orderRow = z.object({ shipping_total: z.number(), shipping_refunded: z.number() })

export type RefundableItem = z.infer<typeof itemRow>
export type Refundable = { items: RefundableItem[]; shippingTotal: number; shippingRefunded: number }

/** Refunds that still count: pending at the gateway or completed. */
const counting = sql`r.state != 'failed'`

/** An order's lines in invoice order (by id), with the pieces refunded so far, and its shipping. */
export async function refundableOf(db: D1Database, orderId: number): Promise<Refundable> {
  const [items, orders] = await db.batch([
    prepare(
      db,
      sql`SELECT oi.id, oi.product_name, oi.variant_name, oi.engraving, oi.quantity, oi.total,
          (SELECT COALESCE(SUM(l.quantity), 0) FROM refund_lines l JOIN refunds r ON r.id = l.refund_id
            WHERE l.order_item_id = oi.id AND l.kind = 'item' AND ${counting}) AS refunded
        FROM order_items oi WHERE oi.order_id = ${orderId} ORDER BY oi.id`,
    ),
    prepare(
      db,
      sql`SELECT o.shipping_total,
          (SELECT COALESCE(SUM(l.amount), 0) FROM refund_lines l JOIN refunds r ON r.id = l.refund_id
            WHERE r.order_id = o.id AND l.kind = 'shipping' AND ${counting}) AS shipping_refunded
        FROM orders o WHERE o.id = ${orderId}`,
    ),
  ])
  const order = parseRows(orderRow, orders!)[0]
  return {
    items: parseRows(itemRow, items!),
    shippingTotal: order?.shipping_total ?? 0,
    shippingRefunded: order?.shipping_refunded ?? 0,
  }
}

/**
 * The condition a refund's INSERT adds to its own (api/db/refunds.ts `insertRefund`): every line still has
 * the pieces and the shipping still has the amount, counting the refunds written before it.
 */
export function partsFit(orderId: number, parts: readonly RefundPart[]): Sql {
  const checks = parts.flatMap((part): Sql[] => {
    if (part.kind === 'item')
      return [
        sql`(SELECT oi.quantity FROM order_items oi WHERE oi.id = ${part.orderItem} AND oi.order_id = ${orderId})
          - (SELECT COALESCE(SUM(l.quantity), 0) FROM refund_lines l JOIN refunds r ON r.id = l.refund_id
            WHERE l.order_item_id = ${part.orderItem} AND l.kind = 'item' AND ${counting}) >= ${part.quantity}`,
      ]
    if (part.kind === 'shipping')
      return [
        sql`(SELECT o.shipping_total FROM orders o WHERE o.id = ${orderId})
          - (SELECT COALESCE(SUM(l.amount), 0) FROM refund_lines l JOIN refunds r ON r.id = l.refund_id
            WHERE r.order_id = ${orderId} AND l.kind = 'shipping' AND ${counting}) >= ${part.amount}`,
      ]
    return []
  })
  return checks.length === 0 ? sql`1` : join(checks, ' AND ')
}

/** The parts of the refund written by `transition` in the same batch (none where it was refused). */
export function insertRefundLines(db: D1Database, transition: string, parts: readonly RefundPart[]) {
  return parts.map((part) =>
    prepare(
      db,
      sql`INSERT INTO refund_lines (refund_id, kind, order_item_id, name, quantity, amount, reason)
        SELECT id, ${part.kind}, ${part.orderItem}, ${part.name}, ${part.quantity}, ${part.amount}, ${part.reason}
        FROM refunds WHERE transition_id = ${transition}`,
    ),
  )
}

const lineRow = z.object({
  refund_id: z.number(),
  kind: z.enum(['item', 'shipping', 'goodwill']),
  order_item_id: z.nullable(z.number()),
  name: z.string(),
  quantity: z.number(),
  amount: z.number(),
  reason: z.nullable(z.string()),
})

/** The parts of an order's refunds, by refund id. */
export async function refundLinesOfOrder(db: D1Database, orderId: number): Promise<Map<number, RefundPart[]>> {
  const rows = await prepare(
    db,
    sql`SELECT l.refund_id, l.kind, l.order_item_id, l.name, l.quantity, l.amount, l.reason
      FROM refund_lines l JOIN refunds r ON r.id = l.refund_id WHERE r.order_id = ${orderId} ORDER BY l.id`,
  ).all()
  const byRefund = new Map<number, RefundPart[]>()
  for (const row of parseRows(lineRow, rows)) {
    const parts = byRefund.get(row.refund_id) ?? []
    parts.push({
      kind: row.kind,
      orderItem: row.order_item_id,
      name: row.name,
      quantity: row.quantity,
      amount: row.amount,
      reason: row.reason,
    })
    byRefund.set(row.refund_id, parts)
  }
  return byRefund
}
