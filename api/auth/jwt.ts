import { fromBase64Url, sameBytes, toBase64Url } from './password'

/**
 * The shop's access tokens: JWTs signed with HMAC-SHA256 under JWT_SECRET. Verification accepts exactly that
 * algorithm (a token claiming `none`, RS256 or anything else is refused), checks the audience, the issuer and
 * the expiry, and requires the `sid` claim: the server-side session (api/db/sessions.ts) that logout and a
 * password change or reset end, which the caller checks against D1.
 */
export const JWT_AUDIENCE = 'shop-api'
export const JWT_ISSUER = 'drinkarna-shop-api'
export const JWT_TTL_SECONDS = 7 * 24 * 60 * 60
/** A session id as made by api/db/sessions.ts: 32 random bytes in base64url. */
const SESSION_ID = /^[\w-]{43}$/

export type AccessClaims = { sub: string; sid: string; aud: string; iss: string; iat: number; exp: number }

const encoder = new TextEncoder()

function key(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
}

async function sign(secret: string, data: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret), encoder.encode(data)))
}

const encodePart = (value: unknown) => toBase64Url(encoder.encode(JSON.stringify(value)))

export async function signAccessToken(secret: string, session: { customerId: number; sessionId: string; expiresAt: number }, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000)
  const claims: AccessClaims = { sub: String(session.customerId), sid: session.sessionId, aud: JWT_AUDIENCE, iss: JWT_ISSUER, iat, exp: session.expiresAt }
  const body = `${encodePart({ alg: 'HS256', typ: 'JWT' })}.${encodePart(claims)}`
  return `${body}.${toBase64Url(await sign(secret, body))}`
}

export type Verification = { ok: true; customerId: number; sessionId: string } | { ok: false; reason: 'invalid' | 'expired' }

function parse(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(part)))
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export async function verifyAccessToken(secret: string, token: string, now = Date.now()): Promise<Verification> {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'invalid' }
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string]
  const header = parse(headerPart)
  if (header?.alg !== 'HS256') return { ok: false, reason: 'invalid' }
  let signature: Uint8Array
  try {
    signature = fromBase64Url(signaturePart)
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!sameBytes(signature, await sign(secret, `${headerPart}.${claimsPart}`))) return { ok: false, reason: 'invalid' }
  const claims = parse(claimsPart)
  if (!claims || claims.aud !== JWT_AUDIENCE || claims.iss !== JWT_ISSUER || typeof claims.sub !== 'string') return { ok: false, reason: 'invalid' }
  // tokens from before server-side sessions (no sid) cannot be ended, so they are not accepted
  if (typeof claims.sid !== 'string' || !SESSION_ID.test(claims.sid)) return { ok: false, reason: 'invalid' }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return { ok: false, reason: 'expired' }
  const customerId = Number(claims.sub)
  return Number.isInteger(customerId) && customerId > 0 ? { ok: true, customerId, sessionId: claims.sid } : { ok: false, reason: 'invalid' }
}
