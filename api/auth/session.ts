import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { prepare, sql } from '../db/sql'
import type { ApiEnv, Bindings } from '../env'
import { UnauthorizedError } from '../http/errors'
import { signAccessToken, verifyAccessToken } from './jwt'

/** Who is calling: a valid bearer token names the customer; no token is a guest; a bad token is a 401. */
export const authenticate = createMiddleware<ApiEnv>(async function authenticate(c, next) {
  const header = c.req.header('authorization')
  c.set('customerId', null)
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) throw new UnauthorizedError('Invalid JWT Token')
    const verified = await verifyAccessToken(c.env.JWT_SECRET, match[1]!)
    if (!verified.ok) throw new UnauthorizedError(verified.reason === 'expired' ? 'Expired JWT Token' : 'Invalid JWT Token')
    // a token of a customer whose account is gone is no token at all
    const user = await prepare(c.env.DB, sql`SELECT customer_id FROM shop_users WHERE customer_id = ${verified.customerId}`).first()
    if (!user) throw new UnauthorizedError('Invalid JWT Token')
    c.set('customerId', verified.customerId)
  }
  await next()
})

/** The logged-in customer's id; 401 for guests (SHOP-API.md: collection and write calls). */
export function requireCustomer(c: Context<ApiEnv>): number {
  const id = c.var.customerId
  if (id === null) throw new UnauthorizedError('JWT Token not found')
  return id
}

export function issueAccessToken(env: Bindings, customerId: number): Promise<string> {
  return signAccessToken(env.JWT_SECRET, customerId)
}

/**
 * The customer of an e-mail (created when new) with a shop user, for social login: the provider has
 * verified the e-mail. Names fill in only what the customer has not set.
 */
export async function findOrCreateCustomer(
  db: D1Database,
  input: { email: string; firstName?: string | null; lastName?: string | null },
): Promise<{ id: number }> {
  const email = input.email.trim().toLowerCase()
  await db.batch([
    prepare(db, sql`INSERT INTO customers (email) VALUES (${email}) ON CONFLICT (email) DO NOTHING`),
    prepare(
      db,
      sql`UPDATE customers SET first_name = COALESCE(first_name, ${input.firstName ?? null}), last_name = COALESCE(last_name, ${input.lastName ?? null})
        WHERE email = ${email}`,
    ),
    prepare(
      db,
      sql`INSERT INTO shop_users (customer_id, verified_at) SELECT id, datetime('now') FROM customers WHERE email = ${email}
        ON CONFLICT (customer_id) DO UPDATE SET verified_at = COALESCE(verified_at, datetime('now'))`,
    ),
  ])
  const row = await prepare(db, sql`SELECT id FROM customers WHERE email = ${email}`).first<{ id: number }>()
  return { id: row!.id }
}
