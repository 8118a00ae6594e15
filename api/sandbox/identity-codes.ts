import * as z from 'zod/mini'
import type { Tenant } from './identity-clients'

/** Authorization codes of the sandbox identity provider in D1 (migration 0009): single use, 5 minutes. */

export const CODE_TTL_MS = 5 * 60 * 1000

export type IssuedCode = {
  tenant: Tenant
  clientId: string
  redirectUri: string
  codeChallenge: string | null
  codeChallengeMethod: string | null
  nonce: string | null
  person: string
  expiresAt: number
}

const codeRow = z.object({
  tenant: z.enum(['google', 'facebook', 'apple', 'bankid']),
  client_id: z.string(),
  redirect_uri: z.string(),
  code_challenge: z.nullable(z.string()),
  code_challenge_method: z.nullable(z.string()),
  nonce: z.nullable(z.string()),
  person: z.string(),
  expires_at: z.number(),
})

export async function saveCode(db: D1Database, code: string, issued: IssuedCode): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM sandbox_identity_codes WHERE expires_at <= ?').bind(Date.now()),
    db
      .prepare(
        `INSERT INTO sandbox_identity_codes (code, tenant, client_id, redirect_uri, code_challenge, code_challenge_method, nonce, person, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        code,
        issued.tenant,
        issued.clientId,
        issued.redirectUri,
        issued.codeChallenge,
        issued.codeChallengeMethod,
        issued.nonce,
        issued.person,
        issued.expiresAt,
      ),
  ])
}

/** The code's grant, removed as it is read (a code is good for one exchange, successful or not). */
export async function takeCode(db: D1Database, tenant: Tenant, code: string): Promise<IssuedCode | null> {
  const found = await db
    .prepare('DELETE FROM sandbox_identity_codes WHERE code = ? AND tenant = ? RETURNING *')
    .bind(code, tenant)
    .first()
  if (!found) return null
  const r = codeRow.parse(found)
  return {
    tenant: r.tenant,
    clientId: r.client_id,
    redirectUri: r.redirect_uri,
    codeChallenge: r.code_challenge,
    codeChallengeMethod: r.code_challenge_method,
    nonce: r.nonce,
    person: r.person,
    expiresAt: r.expires_at,
  }
}
