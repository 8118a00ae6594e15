import * as z from 'zod/mini'
import { prepare, type Sql, sql } from './sql'

/**
 * The rows of `account_tokens`: only a token's SHA-256 is stored (api/auth/account-tokens.ts makes and hashes
 * tokens). A token is live while unused and not expired.
 */
export type TokenPurpose = 'verification' | 'password_reset'

/** Stores a token's hash for the customers `customers` selects (a query of `id`s; none: no row). */
export function insertTokenHash(
  db: D1Database,
  hash: string,
  customers: Sql,
  purpose: TokenPurpose,
  ttlMinutes: number,
): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT INTO account_tokens (token_hash, customer_id, purpose, expires_at)
      SELECT ${hash}, id, ${purpose}, datetime('now', ${`+${ttlMinutes} minutes`}) FROM (${customers})`,
  )
}

/** The one customer `customers` names, for `insertTokenHash`. */
export function oneCustomer(customerId: number): Sql {
  return sql`SELECT ${customerId} AS id`
}

const customerRow = z.object({ customer_id: z.number() })

/** The customer of a live token. */
export async function liveTokenCustomer(db: D1Database, hash: string, purpose: TokenPurpose): Promise<number | null> {
  const row = await prepare(
    db,
    sql`SELECT customer_id FROM account_tokens
      WHERE token_hash = ${hash} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > datetime('now')`,
  ).first()
  return row === null ? null : customerRow.parse(row).customer_id
}

/**
 * Using a live token, marked with `useId`: the statement changes one row only for the request that won it, and
 * `guard` (for the WHERE of the statements batched after it) holds only then.
 */
export function markTokenUsed(
  db: D1Database,
  hash: string,
  purpose: TokenPurpose,
  useId: string,
): { use: D1PreparedStatement; guard: Sql } {
  return {
    use: prepare(
      db,
      sql`UPDATE account_tokens SET used_at = datetime('now'), use_id = ${useId}
        WHERE token_hash = ${hash} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > datetime('now')`,
    ),
    guard: sql`EXISTS (SELECT 1 FROM account_tokens WHERE token_hash = ${hash} AND use_id = ${useId})`,
  }
}

/** Every unused reset token of the customer stops working, when `guard` holds. */
export function expireResetTokens(db: D1Database, customerId: number, guard: Sql): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE account_tokens SET used_at = datetime('now') WHERE customer_id = ${customerId} AND purpose = 'password_reset' AND used_at IS NULL AND ${guard}`,
  )
}
