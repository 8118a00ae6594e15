import { errors, jwtVerify, SignJWT } from 'jose'

/**
 * The review invitation's signed link (docs/decisions/061-product-reviews.md): a JWT made by `jose` (decision 047)
 * under JWT_SECRET with HS256, audience `product-review`, the order line's id as the subject and an expiry. It
 * works without logging in; it is used up by the review it writes (one per line, api/db/reviews.ts).
 */
export const REVIEW_LINK_AUDIENCE = 'product-review'
const ISSUER = 'drinkarna-shop-api'
const ALGORITHM = 'HS256'
export const REVIEW_LINK_DAYS = 30

const key = (secret: string) => new TextEncoder().encode(secret)

export async function signReviewLink(secret: string, orderItemId: number, now = Date.now()): Promise<string> {
  const issued = Math.floor(now / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(orderItemId))
    .setAudience(REVIEW_LINK_AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(issued)
    .setExpirationTime(issued + REVIEW_LINK_DAYS * 24 * 60 * 60)
    .sign(key(secret))
}

export type ReviewLink = { ok: true; orderItemId: number } | { ok: false; reason: 'invalid' | 'expired' }

/** The order line of a link made by this shop for reviews, or why not (a session token is `invalid` here). */
export async function verifyReviewLink(secret: string, token: string, now = Date.now()): Promise<ReviewLink> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      audience: REVIEW_LINK_AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(now),
    })
    const id = Number(payload.sub)
    return Number.isSafeInteger(id) && id > 0 && String(id) === payload.sub
      ? { ok: true, orderItemId: id }
      : { ok: false, reason: 'invalid' }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' }
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'invalid' }
    throw error
  }
}
