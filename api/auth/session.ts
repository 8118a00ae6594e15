import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { upsertVerifiedCustomer } from '../db/customers'
import { findLiveSession, insertSession, newSessionId, ordersOfSessionWhere } from '../db/sessions'
import type { Sql } from '../db/sql'
import type { ApiEnv, Bindings } from '../env'
import { UnauthorizedError } from '../http/errors'
import { JWT_TTL_SECONDS, signAccessToken, verifyAccessToken } from './jwt'

/**
 * Who is calling: a valid bearer token of a live session names the customer; no token is a guest; a bad,
 * expired or ended one is a 401. One D1 query per authenticated call (the session joined with its user).
 */
export const authenticate = createMiddleware<ApiEnv>(async function authenticate(c, next) {
  const header = c.req.header('authorization')
  c.set('customerId', null)
  c.set('sessionId', null)
  c.set('customerVerified', false)
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) throw new UnauthorizedError('Invalid JWT Token')
    const verified = await verifyAccessToken(c.env.JWT_SECRET, match[1]!)
    if (!verified.ok)
      throw new UnauthorizedError(verified.reason === 'expired' ? 'Expired JWT Token' : 'Invalid JWT Token')
    // logged out, password changed or reset, taken over, or the account is gone: the token is no token at all
    const session = await findLiveSession(
      c.env.DB,
      verified.sessionId,
      verified.customerId,
      Math.floor(Date.now() / 1000),
    )
    if (!session) throw new UnauthorizedError('Invalid JWT Token')
    c.set('customerId', verified.customerId)
    c.set('sessionId', verified.sessionId)
    c.set('customerVerified', session.verified)
  }
  await next()
})

/** The logged-in customer's id; 401 for guests (docs/shop-api.md#auth: collection and write calls). */
export function requireCustomer(c: Context<ApiEnv>): number {
  const id = c.var.customerId
  if (id === null) throw new UnauthorizedError('JWT Token not found')
  return id
}

/**
 * Which of the customer's orders their session may list (`orders` columns): those made while logged in, and
 * the guest orders of the e-mail only once it is verified. Anyone can register a guest's address with their
 * own password; only its mailbox's owner can verify it (decision 013).
 */
export function ordersOfSession(c: Context<ApiEnv>): Sql {
  return ordersOfSessionWhere(c.var.customerVerified)
}

/** A new session of the customer and its access token (7 days, like the session row). */
export async function issueAccessToken(env: Bindings, customerId: number, now = Date.now()): Promise<string> {
  const createdAt = Math.floor(now / 1000)
  const session = { id: newSessionId(), customerId, createdAt, expiresAt: createdAt + JWT_TTL_SECONDS }
  await insertSession(env.DB, session).run()
  return signAccessToken(env.JWT_SECRET, { customerId, sessionId: session.id, expiresAt: session.expiresAt }, now)
}

/**
 * The customer of an e-mail (created when new) with a shop user, for social login: the provider has
 * verified the e-mail. Names fill in only what the customer has not set.
 *
 * An account of that e-mail that is not verified yet may have been registered by anyone (docs/security.md, hole 3):
 * linking the provider's verified identity takes it over for the mailbox's owner. Its password is dropped,
 * its sessions end, and what its registrant entered (names, phone, newsletter consent, address book, watch list) goes;
 * then it is verified. One batch: the statements all see the account as unverified before the last one.
 */
export async function findOrCreateCustomer(
  db: D1Database,
  input: { email: string; firstName?: string | null; lastName?: string | null },
): Promise<{ id: number }> {
  const email = input.email.trim().toLowerCase()
  const firstName = input.firstName ?? null
  const lastName = input.lastName ?? null
  return upsertVerifiedCustomer(db, email, firstName, lastName)
}
