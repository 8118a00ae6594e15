import * as z from 'zod/mini'
import { toBase64Url } from '../auth/password'
import { prepare, type Sql, sql } from './sql'

/**
 * Server-side sessions (migration 0010): every access token names one row by its `sid` claim, and a token
 * whose row is gone or past its expiry is refused. Ending a session is deleting its row. Times are unix seconds.
 */

export function newSessionId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
}

export function insertSession(
  db: D1Database,
  session: { id: string; customerId: number; createdAt: number; expiresAt: number },
): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT INTO sessions (id, customer_id, created_at, expires_at)
      VALUES (${session.id}, ${session.customerId}, ${session.createdAt}, ${session.expiresAt})`,
  )
}

const sessionRow = z.object({ verified: z.number() })

/**
 * The one query of an authenticated call: the session is live and its customer still has a shop user; also
 * whether that user's e-mail is verified (what an unverified account may see, decision 013).
 */
export async function findLiveSession(
  db: D1Database,
  id: string,
  customerId: number,
  now: number,
): Promise<{ verified: boolean } | null> {
  const found = await prepare(
    db,
    sql`SELECT u.verified_at IS NOT NULL AS verified FROM sessions s JOIN shop_users u ON u.customer_id = s.customer_id
      WHERE s.id = ${id} AND s.customer_id = ${customerId} AND s.expires_at > ${now}`,
  ).first()
  return found ? { verified: sessionRow.parse(found).verified === 1 } : null
}

export function deleteSession(db: D1Database, id: string, customerId: number): D1PreparedStatement {
  return prepare(db, sql`DELETE FROM sessions WHERE id = ${id} AND customer_id = ${customerId}`)
}

/**
 * Ends every session of a customer (but `keep`, the one asking, when given). `guard` makes it conditional
 * inside a batch (a one-time token used by this request).
 */
export function deleteSessionsOf(
  db: D1Database,
  customerId: number,
  options: { keep?: string; guard?: Sql } = {},
): D1PreparedStatement {
  const keep = options.keep === undefined ? sql`` : sql` AND id != ${options.keep}`
  const guard = options.guard === undefined ? sql`` : sql` AND ${options.guard}`
  return prepare(db, sql`DELETE FROM sessions WHERE customer_id = ${customerId}${keep}${guard}`)
}

/** Expired rows (the hourly cron). */
export async function purgeExpiredSessions(db: D1Database, now = Math.floor(Date.now() / 1000)): Promise<void> {
  await prepare(db, sql`DELETE FROM sessions WHERE expires_at <= ${now}`).run()
}

/**
 * Which of a customer's orders a session may list (`orders` columns): those made while logged in, and the guest
 * orders of the e-mail only once it is verified (decision 013).
 */
export function ordersOfSessionWhere(customerVerified: boolean): Sql {
  return customerVerified ? sql`1 = 1` : sql`created_by_guest = 0`
}
