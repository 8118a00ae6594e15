import * as z from 'zod/mini'
import { parseRows, prepare, type Sql, sql } from './sql'

/**
 * The outbox of orders reported to Heureka's "Ověřeno zákazníky" (docs/decisions/062-heureka-certification.md,
 * migration 0029). Times in epoch milliseconds.
 */

/**
 * The placement batch's statements: the shopper's opt-out kept on the order, and the order queued for Heureka
 * unless they opted out or the shop does not report to Heureka (`enabled`: an order placed while it is off is
 * never sent later). Both run only where `placed` holds (the placement's guard), so an order is queued exactly
 * when it was placed, and once (the order is the outbox's key).
 */
export function queueHeurekaOrder(
  db: D1Database,
  orderId: number,
  { optOut, enabled }: { optOut: boolean; enabled: boolean },
  placed: Sql,
  now: number,
): D1PreparedStatement[] {
  const keep = prepare(
    db,
    sql`UPDATE orders SET heureka_opt_out = ${optOut ? 1 : 0} WHERE id = ${orderId} AND ${placed}`,
  )
  if (optOut || !enabled) return [keep]
  return [
    keep,
    prepare(
      db,
      sql`INSERT OR IGNORE INTO heureka_outbox (order_id, next_attempt_at, created_at) SELECT ${orderId}, ${now}, ${now} WHERE ${placed}`,
    ),
  ]
}

const claimedRow = z.object({
  order_id: z.number(),
  attempts: z.number(),
  number: z.nullable(z.string()),
  email: z.nullable(z.string()),
  codes: z.nullable(z.string()),
})

/** What Heureka is told of an order: the customer's address, the order number, the variants' feed ITEM_IDs. */
export type HeurekaOrder = { orderId: number; attempts: number; number: string; email: string; itemIds: string[] }

/**
 * Takes up to `limit` due orders for one attempt each, in one statement, so two runs at once never take the same
 * one; each is held until `leaseUntil`. Orders out of attempts are failed first.
 */
export async function claimDueHeurekaOrders(
  db: D1Database,
  { now, limit, leaseUntil, maxAttempts }: { now: number; limit: number; leaseUntil: number; maxAttempts: number },
): Promise<HeurekaOrder[]> {
  const [, claimed] = await db.batch([
    prepare(
      db,
      sql`UPDATE heureka_outbox SET status = 'failed', last_error = COALESCE(last_error, 'attempt interrupted')
        WHERE status = 'queued' AND attempts >= ${maxAttempts} AND next_attempt_at <= ${now}`,
    ),
    prepare(
      db,
      sql`UPDATE heureka_outbox SET attempts = attempts + 1, next_attempt_at = ${leaseUntil}
        WHERE order_id IN (SELECT order_id FROM heureka_outbox WHERE status = 'queued' AND next_attempt_at <= ${now}
                           ORDER BY next_attempt_at, order_id LIMIT ${limit})
        RETURNING order_id, attempts,
          (SELECT o.number FROM orders o WHERE o.id = heureka_outbox.order_id) AS number,
          (SELECT c.email FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = heureka_outbox.order_id) AS email,
          (SELECT json_group_array(code) FROM (SELECT DISTINCT v.code FROM order_items oi
             JOIN product_variants v ON v.id = oi.variant_id WHERE oi.order_id = heureka_outbox.order_id ORDER BY v.code)) AS codes`,
    ),
  ])
  return parseRows(claimedRow, claimed!).flatMap((row) =>
    row.number && row.email
      ? [
          {
            orderId: row.order_id,
            attempts: row.attempts,
            number: row.number,
            email: row.email,
            itemIds: z.array(z.string()).parse(JSON.parse(row.codes ?? '[]')),
          },
        ]
      : [],
  )
}

export async function markHeurekaSent(db: D1Database, orderId: number, now: number): Promise<void> {
  await prepare(
    db,
    sql`UPDATE heureka_outbox SET status = 'sent', sent_at = ${now} WHERE order_id = ${orderId} AND status = 'queued'`,
  ).run()
}

/** After a failed attempt: again at `nextAttemptAt`, or, with null, given up. */
export async function markHeurekaFailed(
  db: D1Database,
  orderId: number,
  error: string,
  nextAttemptAt: number | null,
): Promise<void> {
  const next = nextAttemptAt === null ? sql`status = 'failed'` : sql`next_attempt_at = ${nextAttemptAt}`
  await prepare(
    db,
    sql`UPDATE heureka_outbox SET last_error = ${error}, ${next} WHERE order_id = ${orderId} AND status = 'queued'`,
  ).run()
}

/** The sandbox stand-in's record of a call (api/sandbox/heureka.ts): never the key itself. */
export async function recordSandboxHeurekaCall(
  db: D1Database,
  call: { body: unknown; keyGiven: boolean; status: number },
): Promise<void> {
  await prepare(
    db,
    sql`INSERT INTO sandbox_heureka_calls (body, key_given, status, received_at)
      VALUES (${JSON.stringify(call.body)}, ${call.keyGiven ? 1 : 0}, ${call.status}, ${Date.now()})`,
  ).run()
}

const callRow = z.object({ id: z.number(), body: z.string(), key_given: z.number(), status: z.number() })

export async function listSandboxHeurekaCalls(db: D1Database) {
  const result = await prepare(
    db,
    sql`SELECT id, body, key_given, status FROM sandbox_heureka_calls ORDER BY id DESC LIMIT 200`,
  ).all()
  return parseRows(callRow, result).map((row) => ({
    id: row.id,
    body: JSON.parse(row.body) as unknown,
    keyGiven: row.key_given === 1,
    status: row.status,
  }))
}
