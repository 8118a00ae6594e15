import { insertTokenHash, liveTokenCustomer, markTokenUsed, oneCustomer, type TokenPurpose } from '../db/account-tokens'
import type { Sql } from '../db/sql'
import { toBase64Url } from './password'

/**
 * One-time tokens sent by e-mail (verification, password reset): 32 random bytes, of which only the SHA-256
 * is stored, so a leaked table opens no account. A token is used at most once and not after its expiry.
 */
export type { TokenPurpose }
export const TOKEN_TTL_MINUTES: Record<TokenPurpose, number> = { verification: 48 * 60, password_reset: 60 }

/** The SHA-256 of a token, as stored. */
export async function digest(token: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A new token and the hash that is stored of it. */
export async function newAccountToken(): Promise<{ token: string; hash: string }> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
  return { token, hash: await digest(token) }
}

/** Stores a token's hash for the customers `customers` selects (a query of `id`s; none: no row). */
export function insertAccountToken(
  db: D1Database,
  hash: string,
  customers: Sql,
  purpose: TokenPurpose,
): D1PreparedStatement {
  return insertTokenHash(db, hash, customers, purpose, TOKEN_TTL_MINUTES[purpose])
}

export async function createAccountToken(db: D1Database, customerId: number, purpose: TokenPurpose): Promise<string> {
  const { token, hash } = await newAccountToken()
  await insertAccountToken(db, hash, oneCustomer(customerId), purpose).run()
  return token
}

/** The customer of a token that is still valid, without using it. */
export async function peekAccountToken(db: D1Database, token: string, purpose: TokenPurpose): Promise<number | null> {
  return liveTokenCustomer(db, await digest(token), purpose)
}

/**
 * Uses a token: the statements run in one batch with `effects`, which apply only if this call used it (two
 * requests with the same token: one wins). Returns the customer, or null for an unknown, used or expired token.
 */
export async function useAccountToken(
  db: D1Database,
  token: string,
  purpose: TokenPurpose,
  effects: (customerId: number, guard: Sql) => D1PreparedStatement[],
): Promise<number | null> {
  const hash = await digest(token)
  const customerId = await peekAccountToken(db, token, purpose)
  if (customerId === null) return null
  const useId = crypto.randomUUID()
  const { use, guard } = markTokenUsed(db, hash, purpose, useId)
  const results = await db.batch([use, ...effects(customerId, guard)])
  return results[0]?.meta.changes === 1 ? customerId : null
}
