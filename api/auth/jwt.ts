import { errors, jwtVerify, SignJWT } from 'jose'

/**
 * The shop's access tokens: JWTs signed with HMAC-SHA256 under JWT_SECRET, made and checked by `jose`
 * (decision 047). Verification accepts exactly that algorithm (a token claiming `none`, RS256 or anything else
 * is refused), checks the audience, the issuer and the expiry, and requires the `sid` claim: the server-side
 * session (api/db/sessions.ts) that logout and a password change or reset end, which the caller checks against D1.
 */
export const JWT_AUDIENCE = 'shop-api'
export const JWT_ISSUER = 'drinkarna-shop-api'
export const JWT_TTL_SECONDS = 7 * 24 * 60 * 60
/** A session id as made by api/db/sessions.ts: 32 random bytes in base64url. */
const SESSION_ID = /^[\w-]{43}$/
/** The only algorithm a session token may claim; the secret is ours, so there is nothing to negotiate. */
const ALGORITHM = 'HS256'

export type AccessClaims = { sub: string; sid: string; aud: string; iss: string; iat: number; exp: number }

const secretKey = (secret: string) => new TextEncoder().encode(secret)

export async function signAccessToken(
  secret: string,
  session: { customerId: number; sessionId: string; expiresAt: number },
  now = Date.now(),
): Promise<string> {
  return new SignJWT({ sid: session.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(session.customerId))
    .setAudience(JWT_AUDIENCE)
    .setIssuer(JWT_ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(session.expiresAt)
    .sign(secretKey(secret))
}

export type Verification =
  { ok: true; customerId: number; sessionId: string } | { ok: false; reason: 'invalid' | 'expired' }

/** An expiry in the past, or one that is missing or not a number, is `expired`, as the API has always answered it. */
function isExpiry(error: unknown): boolean {
  if (error instanceof errors.JWTExpired) return true
  return error instanceof errors.JWTClaimValidationFailed && error.claim === 'exp'
}

export async function verifyAccessToken(secret: string, token: string, now = Date.now()): Promise<Verification> {
  let claims: Record<string, unknown>
  try {
    const verified = await jwtVerify(token, secretKey(secret), {
      algorithms: [ALGORITHM],
      audience: JWT_AUDIENCE,
      issuer: JWT_ISSUER,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(now),
    })
    claims = verified.payload
  } catch (error) {
    if (error instanceof errors.JOSEError) return { ok: false, reason: isExpiry(error) ? 'expired' : 'invalid' }
    throw error
  }
  // tokens from before server-side sessions (no sid) cannot be ended, so they are not accepted
  if (typeof claims.sid !== 'string' || !SESSION_ID.test(claims.sid)) return { ok: false, reason: 'invalid' }
  const customerId = Number(claims.sub)
  return typeof claims.sub === 'string' && Number.isInteger(customerId) && customerId > 0
    ? { ok: true, customerId, sessionId: claims.sid }
    : { ok: false, reason: 'invalid' }
}
