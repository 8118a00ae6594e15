import * as z from 'zod/mini'
import { prepare, sql } from './sql'

/**
 * The age check's rows (migration 0019, decision 038): checks under way (single use, deleted as they are read,
 * so a replayed bank answer finds nothing) and the stored result, which is only "adult, when, by what".
 */

export const AGE_CHECK_TTL_MS = 10 * 60 * 1000

/** The method recorded with a verification: the bank identity (Bank iD) over OpenID Connect. */
export const BANK_IDENTITY_METHOD = 'bankid'

export type PendingAgeCheck = {
  orderId: number
  bindingHash: string
  codeVerifier: string
  nonce: string
  redirectUri: string
  expiresAt: number
}

const pendingRow = z.object({
  order_id: z.number(),
  binding_hash: z.string(),
  code_verifier: z.string(),
  nonce: z.string(),
  redirect_uri: z.string(),
  expires_at: z.number(),
})

export async function saveAgeCheck(
  db: D1Database,
  stateHash: string,
  pending: PendingAgeCheck,
  now: number,
): Promise<void> {
  await db.batch([
    // checks never finished leave their rows; the next one sweeps them
    prepare(db, sql`DELETE FROM age_check_authorizations WHERE expires_at <= ${now}`),
    prepare(
      db,
      sql`INSERT INTO age_check_authorizations (state_hash, order_id, binding_hash, code_verifier, nonce, redirect_uri, expires_at)
        VALUES (${stateHash}, ${pending.orderId}, ${pending.bindingHash}, ${pending.codeVerifier}, ${pending.nonce}, ${pending.redirectUri}, ${pending.expiresAt})`,
    ),
  ])
}

/** The check of a state, removed as it is read; null when unknown or used. Expiry is the caller's check. */
export async function takeAgeCheck(db: D1Database, stateHash: string): Promise<PendingAgeCheck | null> {
  const found = await prepare(
    db,
    sql`DELETE FROM age_check_authorizations WHERE state_hash = ${stateHash} RETURNING *`,
  ).first()
  if (!found) return null
  const r = pendingRow.parse(found)
  return {
    orderId: r.order_id,
    bindingHash: r.binding_hash,
    codeVerifier: r.code_verifier,
    nonce: r.nonce,
    redirectUri: r.redirect_uri,
    expiresAt: r.expires_at,
  }
}

/**
 * Records a verified adult on the cart, and on its customer when the cart belongs to one (remembered for later
 * orders). A cart placed meanwhile is left alone. Not a cart write (decision 014): it changes no price, and
 * the placement checks it in its own statement. Returns whether the cart took it.
 */
export async function markVerifiedAdult(db: D1Database, orderId: number, method: string): Promise<boolean> {
  const [order] = await db.batch([
    prepare(
      db,
      sql`UPDATE orders SET age_verified_at = datetime('now'), age_verification_method = ${method}, updated_at = datetime('now')
        WHERE id = ${orderId} AND state = 'cart'`,
    ),
    prepare(
      db,
      sql`UPDATE customers SET age_verified_at = datetime('now'), age_verification_method = ${method}
        WHERE id = (SELECT customer_id FROM orders WHERE id = ${orderId} AND state = 'cart' AND created_by_guest = 0)`,
    ),
  ])
  return order?.meta.changes === 1
}
