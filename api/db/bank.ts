import * as z from 'zod/mini'
import { orderNumberOfSymbol } from '../../contract/variable-symbol'
import { groupBy, parseRows, prepare, sql } from './sql'

/**
 * Bank statement pairing's tables (migration 0021, docs/decisions/045): the orders a statement's variable
 * symbols name, the movements paired before, and the record of a new pair.
 */

const candidateRow = z.object({
  number: z.string(),
  order_state: z.string(),
  payment_id: z.number(),
  method_code: z.nullable(z.string()),
  payment_state: z.string(),
  amount: z.number(),
})

/**
 * The placed orders whose numbers are among `symbols` (variable symbols without leading zeros), with every
 * payment of each. Order numbers are nine digits with leading zeros (api/db/order-transitions.ts).
 */
export async function bankCandidates(db: D1Database, symbols: readonly string[]) {
  const numbers = [...new Set(symbols.flatMap((s) => orderNumberOfSymbol(s) ?? []))]
  if (numbers.length === 0) return []
  const rows = parseRows(
    candidateRow,
    await prepare(
      db,
      sql`SELECT o.number, o.state AS order_state, p.id AS payment_id, p.method_code, p.state AS payment_state, p.amount
        FROM orders o JOIN payments p ON p.order_id = o.id
        WHERE o.number IN (SELECT value FROM json_each(${JSON.stringify(numbers)})) AND o.state <> 'cart'
        ORDER BY o.id, p.id`,
    ).all(),
  )
  return [...groupBy(rows, (row) => row.number)].map(([number, payments]) => ({
    orderNumber: number,
    orderState: payments[0]!.order_state,
    payments: payments.map((p) => ({
      id: p.payment_id,
      methodCode: p.method_code,
      state: p.payment_state,
      amount: p.amount,
    })),
  }))
}

/** Which of `keys` were paired by an earlier import. */
export async function importedTransactions(db: D1Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await prepare(
    db,
    sql`SELECT transaction_key FROM bank_transactions WHERE transaction_key IN (SELECT value FROM json_each(${JSON.stringify([...new Set(keys)])}))`,
  ).all()
  return new Set(parseRows(z.object({ transaction_key: z.string() }), rows).map((r) => r.transaction_key))
}

export type PairRecord = {
  transactionKey: string
  paymentId: number
  amount: number
  variableSymbol: string
  valueDate: string
}

/**
 * The record that a movement pays a payment: written once per movement and once per payment (both unique), and
 * only while the payment is still open, so a second import, two imports at once, or staff completing the payment
 * meanwhile leave nothing recorded. The lifecycle completes the payment in the same batch, guarded by
 * `pairRecorded` (api/fulfilment/payments.ts `completePayment`).
 */
export function recordPair(db: D1Database, pair: PairRecord): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT INTO bank_transactions (transaction_key, payment_id, amount, variable_symbol, value_date)
      SELECT ${pair.transactionKey}, ${pair.paymentId}, ${pair.amount}, ${pair.variableSymbol}, ${pair.valueDate}
      WHERE EXISTS (SELECT 1 FROM payments WHERE id = ${pair.paymentId} AND state IN ('new', 'processing', 'authorized'))
      ON CONFLICT DO NOTHING`,
  )
}

/** The guard for statements after `recordPair` in its batch: this movement is recorded for this payment. */
export function pairRecorded(pair: Pick<PairRecord, 'transactionKey' | 'paymentId'>) {
  return sql`EXISTS (SELECT 1 FROM bank_transactions WHERE transaction_key = ${pair.transactionKey} AND payment_id = ${pair.paymentId})`
}
