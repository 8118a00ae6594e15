import * as z from 'zod/mini'
import { parseRows, prepare, type Sql, sql } from './sql'

/**
 * A return's goods received by staff (decision 050): the claim's receipt written once, by a conditional UPDATE,
 * and under it the lines that came back and the resellable pieces back on the shelf, all in one batch.
 */

export type ReturnedItem = { orderItem: number; quantity: number; state: 'resellable' | 'damaged' }

/** The batch's first statement: a return not received yet becomes received by `staff`. */
export function receiveReturn(db: D1Database, claimId: number, staff: string, transition: string) {
  return prepare(
    db,
    sql`UPDATE claim_requests SET received_at = datetime('now'), received_by = ${staff}, received_transition = ${transition},
        updated_at = datetime('now')
      WHERE id = ${claimId} AND type = 'return' AND received_at IS NULL`,
  )
}

export const receivedGuard = (claimId: number, transition: string): Sql =>
  sql`EXISTS (SELECT 1 FROM claim_requests WHERE id = ${claimId} AND received_transition = ${transition})`

/** A line that came back (only a line of the claim's own order) and, if it can be sold again, its stock. */
export function returnedItemStatements(
  db: D1Database,
  claimId: number,
  item: ReturnedItem,
  guard: Sql,
): D1PreparedStatement[] {
  const own = sql`EXISTS (SELECT 1 FROM order_items oi JOIN claim_requests cr ON cr.order_id = oi.order_id
    WHERE oi.id = ${item.orderItem} AND cr.id = ${claimId})`
  return [
    prepare(
      db,
      sql`INSERT INTO claim_returned_items (claim_id, order_item_id, quantity, condition)
        SELECT ${claimId}, ${item.orderItem}, ${item.quantity}, ${item.state} WHERE ${guard} AND ${own}`,
    ),
    ...(item.state === 'resellable'
      ? [
          prepare(
            db,
            sql`UPDATE product_variants SET on_hand = on_hand + ${item.quantity}, updated_at = datetime('now')
              WHERE id = (SELECT variant_id FROM order_items WHERE id = ${item.orderItem}) AND ${guard} AND ${own}`,
          ),
        ]
      : []),
  ]
}

const receiptRow = z.object({ received_at: z.nullable(z.string()), received_by: z.nullable(z.string()) })
const itemRow = z.object({
  order_item_id: z.number(),
  quantity: z.number(),
  condition: z.enum(['resellable', 'damaged']),
})

/** A claim's receipt, or null before the goods came back. */
export async function returnReceiptOf(
  db: D1Database,
  claimId: number,
): Promise<{ at: string; by: string | null; items: ReturnedItem[] } | null> {
  const [claims, items] = await db.batch([
    prepare(db, sql`SELECT received_at, received_by FROM claim_requests WHERE id = ${claimId}`),
    prepare(
      db,
      sql`SELECT order_item_id, quantity, condition FROM claim_returned_items WHERE claim_id = ${claimId} ORDER BY id`,
    ),
  ])
  const receipt = parseRows(receiptRow, claims!)[0]
  if (!receipt?.received_at) return null
  return {
    at: receipt.received_at,
    by: receipt.received_by,
    items: parseRows(itemRow, items!).map((row) => ({
      orderItem: row.order_item_id,
      quantity: row.quantity,
      state: row.condition,
    })),
  }
}
