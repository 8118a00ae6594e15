import * as z from 'zod/mini'
import { parseRows, prepare, sql } from './sql'

/** Reads of payments for the gateway: what a payment expects to receive, and for which order. */

const expectedRow = z.object({ amount: z.number(), number: z.nullable(z.string()) })

export type ExpectedPayment = { amount: number; orderNumber: string | null }

export async function expectedPayment(db: D1Database, paymentId: number): Promise<ExpectedPayment | null> {
  const result = await prepare(
    db,
    sql`SELECT p.amount, o.number FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ${paymentId}`,
  ).all()
  const found = parseRows(expectedRow, result)[0]
  return found ? { amount: found.amount, orderNumber: found.number } : null
}

const byTransactionRow = z.object({ id: z.number(), order_id: z.number() })

/** The payment a gateway transaction belongs to (a notification names only the transaction). */
export async function paymentByTransaction(
  db: D1Database,
  transId: string,
): Promise<{ id: number; orderId: number } | null> {
  const found = parseRows(
    byTransactionRow,
    await prepare(db, sql`SELECT id, order_id FROM payments WHERE gateway_trans_id = ${transId}`).all(),
  )[0]
  return found ? { id: found.id, orderId: found.order_id } : null
}

/** The gateway reported money authorized but not yet captured; false when the payment was past that. */
export async function markAuthorized(db: D1Database, paymentId: number): Promise<boolean> {
  const result = await prepare(
    db,
    sql`UPDATE payments SET state = 'authorized', updated_at = datetime('now') WHERE id = ${paymentId} AND state IN ('new', 'processing')`,
  ).run()
  return result.meta.changes === 1
}

/** A gateway payment started for a new payment; false when another call started one first. */
export async function storeGatewayPayment(
  db: D1Database,
  paymentId: number,
  gateway: { transId: string; redirect: string; idempotencyKey: string | null },
): Promise<boolean> {
  const stored = await prepare(
    db,
    sql`UPDATE payments SET state = 'processing', gateway_trans_id = ${gateway.transId}, gateway_redirect = ${gateway.redirect},
        gateway_key = ${gateway.idempotencyKey}, updated_at = datetime('now')
      WHERE id = ${paymentId} AND state = 'new'`,
  ).run()
  return stored.meta.changes === 1
}

const gatewayRow = z.object({ gateway_trans_id: z.nullable(z.string()), gateway_redirect: z.nullable(z.string()) })

/** The gateway transaction and redirect of a payment, when it has both. */
export async function gatewayOfPayment(
  db: D1Database,
  paymentId: number,
): Promise<{ transId: string; redirect: string } | null> {
  const row = await prepare(
    db,
    sql`SELECT gateway_trans_id, gateway_redirect FROM payments WHERE id = ${paymentId}`,
  ).first()
  const found = row === null ? null : gatewayRow.parse(row)
  return found?.gateway_trans_id && found.gateway_redirect
    ? { transId: found.gateway_trans_id, redirect: found.gateway_redirect }
    : null
}
