import * as z from 'zod/mini'
import { parseRows, prepare, sql } from './sql'

/** Reads of payments for the gateway: what a payment expects to receive, and for which order. */

const expectedRow = z.object({ amount: z.number(), number: z.nullable(z.string()) })

export type ExpectedPayment = { amount: number; orderNumber: string | null }

export async function expectedPayment(db: D1Database, paymentId: number): Promise<ExpectedPayment | null> {
  const result = await prepare(db, sql`SELECT p.amount, o.number FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ${paymentId}`).all()
  const found = parseRows(expectedRow, result)[0]
  return found ? { amount: found.amount, orderNumber: found.number } : null
}

const byTransactionRow = z.object({ id: z.number(), order_id: z.number() })

/** The payment a gateway transaction belongs to (a notification names only the transaction). */
export async function paymentByTransaction(db: D1Database, transId: string): Promise<{ id: number; orderId: number } | null> {
  const found = parseRows(byTransactionRow, await prepare(db, sql`SELECT id, order_id FROM payments WHERE gateway_trans_id = ${transId}`).all())[0]
  return found ? { id: found.id, orderId: found.order_id } : null
}
