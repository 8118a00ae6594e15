import { SignJWT } from 'jose'
import * as z from 'zod/mini'
import { toBase64Url } from '../auth/password'

/**
 * The sandbox identity provider's signing key: an RS256 key pair made on first use and kept in D1 (migration
 * 0009), so every isolate signs with the same key and the published JWKS stays valid across restarts.
 */

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const

const keyRow = z.object({ kid: z.string(), private_jwk: z.string(), public_jwk: z.string() })

export type SandboxKey = { kid: string; privateJwk: JsonWebKey; publicJwk: JsonWebKey }

async function generate(): Promise<SandboxKey> {
  const pair = (await crypto.subtle.generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair
  const privateJwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey
  const { kty, n, e } = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey
  const kid = `sandbox-${toBase64Url(crypto.getRandomValues(new Uint8Array(9)))}`
  return { kid, privateJwk, publicJwk: { kty, n, e, alg: 'RS256', use: 'sig', kid } as JsonWebKey }
}

/** The key, made and stored when there is none yet; two isolates racing both end up with the stored one. */
export async function getSandboxKey(db: D1Database): Promise<SandboxKey> {
  const read = async () => {
    const found = await db
      .prepare('SELECT kid, private_jwk, public_jwk FROM sandbox_identity_keys WHERE id = 1')
      .first()
    if (!found) return null
    const r = keyRow.parse(found)
    return {
      kid: r.kid,
      privateJwk: JSON.parse(r.private_jwk) as JsonWebKey,
      publicJwk: JSON.parse(r.public_jwk) as JsonWebKey,
    }
  }
  const existing = await read()
  if (existing) return existing
  const made = await generate()
  await db
    .prepare(
      'INSERT INTO sandbox_identity_keys (id, kid, private_jwk, public_jwk, created_at) VALUES (1, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
    )
    .bind(made.kid, JSON.stringify(made.privateJwk), JSON.stringify(made.publicJwk), Date.now())
    .run()
  return (await read()) ?? made
}

/** A compact JWS (RS256) of the claims, with the key's `kid`, as the provider signs its id_tokens (by `jose`). */
export async function signSandboxJwt(key: SandboxKey, claims: Record<string, unknown>): Promise<string> {
  const privateKey = await crypto.subtle.importKey('jwk', key.privateJwk, RSA, false, ['sign'])
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' }).sign(privateKey)
}
