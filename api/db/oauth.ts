import * as z from 'zod/mini'
import type { OAuthProviderId } from '../auth/oauth/providers'
import { prepare, sql } from './sql'

/**
 * Social login's rows in D1 (migration 0009). Taking a single-use row deletes it in the same statement, so
 * two requests racing with one state or one hand-over code cannot both get it.
 */

export const AUTHORIZATION_TTL_MS = 10 * 60 * 1000
export const HANDOFF_TTL_MS = 60 * 1000

export type PendingAuthorization = {
  provider: OAuthProviderId
  bindingHash: string
  codeVerifier: string
  nonce: string
  redirectUri: string
  expiresAt: number
}

const authorizationRow = z.object({
  provider: z.enum(['google', 'facebook', 'apple']),
  binding_hash: z.string(),
  code_verifier: z.string(),
  nonce: z.string(),
  redirect_uri: z.string(),
  expires_at: z.number(),
})

export async function saveAuthorization(
  db: D1Database,
  stateHash: string,
  pending: PendingAuthorization,
  now: number,
): Promise<void> {
  await db.batch([
    // sign-ins never finished leave their rows; the next one sweeps them
    prepare(db, sql`DELETE FROM oauth_authorizations WHERE expires_at <= ${now}`),
    prepare(
      db,
      sql`INSERT INTO oauth_authorizations (state_hash, provider, binding_hash, code_verifier, nonce, redirect_uri, expires_at)
        VALUES (${stateHash}, ${pending.provider}, ${pending.bindingHash}, ${pending.codeVerifier}, ${pending.nonce}, ${pending.redirectUri}, ${pending.expiresAt})`,
    ),
  ])
}

/** The authorization of a state, removed as it is read; null when unknown or already used. Expiry is the caller's check. */
export async function takeAuthorization(db: D1Database, stateHash: string): Promise<PendingAuthorization | null> {
  const found = await prepare(
    db,
    sql`DELETE FROM oauth_authorizations WHERE state_hash = ${stateHash} RETURNING *`,
  ).first()
  if (!found) return null
  const r = authorizationRow.parse(found)
  return {
    provider: r.provider,
    bindingHash: r.binding_hash,
    codeVerifier: r.code_verifier,
    nonce: r.nonce,
    redirectUri: r.redirect_uri,
    expiresAt: r.expires_at,
  }
}

export async function saveHandoff(
  db: D1Database,
  codeHash: string,
  handoff: { customerId: number; bindingHash: string; expiresAt: number },
  now: number,
): Promise<void> {
  await db.batch([
    prepare(db, sql`DELETE FROM oauth_handoffs WHERE expires_at <= ${now}`),
    prepare(
      db,
      sql`INSERT INTO oauth_handoffs (code_hash, customer_id, binding_hash, expires_at)
        VALUES (${codeHash}, ${handoff.customerId}, ${handoff.bindingHash}, ${handoff.expiresAt})`,
    ),
  ])
}

const handoffRow = z.object({ customer_id: z.number(), binding_hash: z.string(), expires_at: z.number() })

/** The hand-over of a code, removed as it is read; null when unknown or already used. */
export async function takeHandoff(
  db: D1Database,
  codeHash: string,
): Promise<{ customerId: number; bindingHash: string; expiresAt: number } | null> {
  const found = await prepare(
    db,
    sql`DELETE FROM oauth_handoffs WHERE code_hash = ${codeHash} RETURNING customer_id, binding_hash, expires_at`,
  ).first()
  if (!found) return null
  const r = handoffRow.parse(found)
  return { customerId: r.customer_id, bindingHash: r.binding_hash, expiresAt: r.expires_at }
}

/** The customer a provider account is linked to, or null. */
export async function getLinkedCustomer(
  db: D1Database,
  provider: OAuthProviderId,
  subject: string,
): Promise<number | null> {
  const found = await prepare(
    db,
    sql`SELECT customer_id FROM oauth_identities WHERE provider = ${provider} AND subject = ${subject}`,
  ).first()
  return found ? z.object({ customer_id: z.number() }).parse(found).customer_id : null
}

/** Links a provider account to a customer; a link made meanwhile by a concurrent sign-in wins. Returns the linked customer. */
export async function linkIdentity(
  db: D1Database,
  link: { provider: OAuthProviderId; subject: string; customerId: number; email: string },
  now: number,
): Promise<number> {
  await prepare(
    db,
    sql`INSERT INTO oauth_identities (provider, subject, customer_id, email, created_at)
      VALUES (${link.provider}, ${link.subject}, ${link.customerId}, ${link.email}, ${now}) ON CONFLICT (provider, subject) DO NOTHING`,
  ).run()
  return (await getLinkedCustomer(db, link.provider, link.subject)) ?? link.customerId
}
