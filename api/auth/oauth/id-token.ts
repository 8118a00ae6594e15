import * as z from 'zod/mini'
import { fromBase64Url } from '../password'

/**
 * Verification of an OpenID Connect id_token (OIDC Core 3.1.3.7): an RS256 signature by a key of the
 * provider's JWKS (no other algorithm is accepted, so `none` or an HMAC keyed with the public key cannot pass),
 * then `iss`, `aud` (and `azp` when there are several audiences), `exp`, `iat` and the `nonce` of this sign-in.
 */

export type IdTokenProblem = 'malformed' | 'algorithm' | 'key' | 'signature' | 'issuer' | 'audience' | 'expired' | 'nonce'

export class IdTokenError extends Error {
  readonly problem: IdTokenProblem
  constructor(problem: IdTokenProblem, detail: string) {
    super(`id_token rejected (${problem}): ${detail}`)
    this.name = 'IdTokenError'
    this.problem = problem
  }
}

/** Clock difference tolerated between the provider and us. */
export const CLOCK_SKEW_SECONDS = 60

const header = z.looseObject({ alg: z.string(), kid: z.optional(z.string()), typ: z.optional(z.string()) })

/** Apple sends `email_verified` as the string "true"; the others as a boolean. */
const flag = z.optional(z.union([z.boolean(), z.enum(['true', 'false'])]))

const claims = z.looseObject({
  iss: z.string(),
  sub: z.string().check(z.minLength(1), z.maxLength(255)),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.optional(z.string()),
  exp: z.number(),
  iat: z.number(),
  nonce: z.optional(z.string()),
  email: z.optional(z.string()),
  email_verified: flag,
  given_name: z.optional(z.string()),
  family_name: z.optional(z.string()),
  name: z.optional(z.string()),
})
export type IdTokenClaims = z.infer<typeof claims>

export type IdTokenExpectations = {
  /** The provider's signing keys (its JWKS `keys`). */
  keys: readonly JsonWebKey[]
  issuers: readonly string[]
  /** Our client id. */
  audience: string
  /** The nonce sent with this sign-in's authorization request. */
  nonce: string
  /** Epoch milliseconds. */
  now?: number
}

function decodePart(part: string): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64Url(part)))
  } catch {
    return undefined
  }
}

function signingKey(keys: readonly JsonWebKey[], kid: string | undefined): JsonWebKey | undefined {
  const usable = keys.filter((key) => key.kty === 'RSA' && (key.use === undefined || key.use === 'sig') && (key.alg === undefined || key.alg === 'RS256'))
  if (kid !== undefined) return usable.find((key) => (key as { kid?: string }).kid === kid)
  // a token without kid is only acceptable when the provider has a single key
  return usable.length === 1 ? usable[0] : undefined
}

async function verifySignature(key: JsonWebKey, signed: string, signature: Uint8Array<ArrayBuffer>): Promise<boolean> {
  const { kty, n, e } = key
  const imported = await crypto.subtle.importKey('jwk', { kty, n, e, alg: 'RS256', ext: true }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify'])
  return crypto.subtle.verify('RSASSA-PKCS1-v1_5', imported, signature, new TextEncoder().encode(signed))
}

/** The claims of a valid id_token; throws IdTokenError naming the first check it fails. */
export async function verifyIdToken(token: string, expected: IdTokenExpectations): Promise<IdTokenClaims> {
  const parts = token.split('.')
  if (parts.length !== 3) throw new IdTokenError('malformed', 'not a compact JWS')
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string]
  const parsedHeader = header.safeParse(decodePart(headerPart))
  if (!parsedHeader.success) throw new IdTokenError('malformed', 'header')
  if (parsedHeader.data.alg !== 'RS256') throw new IdTokenError('algorithm', parsedHeader.data.alg)
  const key = signingKey(expected.keys, parsedHeader.data.kid)
  if (!key) throw new IdTokenError('key', `no RS256 key ${parsedHeader.data.kid ?? '(no kid)'}`)
  let signature: Uint8Array<ArrayBuffer>
  try {
    signature = new Uint8Array(fromBase64Url(signaturePart))
  } catch {
    throw new IdTokenError('malformed', 'signature encoding')
  }
  if (!(await verifySignature(key, `${headerPart}.${claimsPart}`, signature))) throw new IdTokenError('signature', 'does not match')

  const parsed = claims.safeParse(decodePart(claimsPart))
  if (!parsed.success) throw new IdTokenError('malformed', 'claims')
  const body = parsed.data
  if (!expected.issuers.includes(body.iss)) throw new IdTokenError('issuer', body.iss)
  const audiences = typeof body.aud === 'string' ? [body.aud] : body.aud
  if (!audiences.includes(expected.audience)) throw new IdTokenError('audience', audiences.join(' '))
  if (audiences.length > 1 && body.azp !== expected.audience) throw new IdTokenError('audience', `azp ${body.azp ?? '(none)'}`)
  const nowSeconds = Math.floor((expected.now ?? Date.now()) / 1000)
  if (body.exp + CLOCK_SKEW_SECONDS <= nowSeconds) throw new IdTokenError('expired', `exp ${body.exp}`)
  if (body.iat - CLOCK_SKEW_SECONDS > nowSeconds) throw new IdTokenError('expired', `issued in the future (${body.iat})`)
  if (body.nonce === undefined || body.nonce !== expected.nonce) throw new IdTokenError('nonce', 'does not match this sign-in')
  return body
}

/** `email_verified` as a boolean (absent: false). */
export function isEmailVerified(value: IdTokenClaims['email_verified']): boolean {
  return value === true || value === 'true'
}
