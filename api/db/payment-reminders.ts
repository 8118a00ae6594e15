import * as z from 'zod/mini'
import { PAYMENT } from '../../contract/checkout-limits'
import { recordHistory } from './order-transitions'
import { parseRows, prepare, type Sql, sql } from './sql'

/**
 * The payment reminder of an unpaid bank transfer (docs/decisions/054-qr-platba.md). An order is due for one while
 * it is placed, unpaid, paid by a transfer still open, not reminded yet, and its deadline lies ahead but no further
 * than `withinDays`; the deadline passed, the payment deadline sweep cancels it instead.
 */
const dueForReminder = (withinDays: number): Sql =>
  sql`o.state = 'new' AND o.payment_state = 'awaiting_payment' AND o.payment_reminder_id IS NULL
    AND o.payment_due_at > datetime('now') AND o.payment_due_at <= datetime('now', ${`+${withinDays} days`})
    AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.method_code = ${PAYMENT.bankTransfer}
      AND p.state IN ('new', 'processing'))`

const idRow = z.object({ id: z.number() })

/** Orders due for their reminder, the nearest deadline first (the orders_payment_due index serves the range). */
export async function listOrdersToRemind(db: D1Database, withinDays: number, limit: number): Promise<number[]> {
  const result = await prepare(
    db,
    sql`SELECT o.id FROM orders o WHERE ${dueForReminder(withinDays)} ORDER BY o.payment_due_at LIMIT ${limit}`,
  ).all()
  return parseRows(idRow, result).map((row) => row.id)
}

/** Where this run's reminder was claimed: the mail and the history line of the batch run only then. */
export const reminderGuard = (orderId: number, reminder: string): Sql =>
  sql`EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND payment_reminder_id = ${reminder})`

/**
 * The first statements of a reminder's batch: the order is claimed for this run (`reminder`, a fresh id) while it is
 * still due, then its history says so. The caller adds the mail under `reminderGuard` and reads the first
 * statement's `changes`: two runs at once both prepare the batch, one claims the order, the other's mail is not
 * inserted. Checked again here, in the batch: the order may have been paid or cancelled since it was listed.
 */
export function claimReminder(
  db: D1Database,
  orderId: number,
  reminder: string,
  withinDays: number,
): D1PreparedStatement[] {
  return [
    prepare(
      db,
      sql`UPDATE orders SET payment_reminder_id = ${reminder}
        WHERE id = ${orderId} AND id IN (SELECT o.id FROM orders o WHERE o.id = ${orderId} AND ${dueForReminder(withinDays)})`,
    ),
    recordHistory(db, orderId, { transition: 'payment.remind', actor: 'system' }, reminderGuard(orderId, reminder)),
  ]
}
