import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose'
import * as z from 'zod/mini'

/**
 * Verification of an OpenID Connect id_token (OIDC Core 3.1.3.7) by `jose` (decision 047): a signature in one
 * of the provider's algorithms (its discovery document's, never `none` or an HMAC, so a token "signed" with the
 * public key as a shared secret cannot pass) by a key of its JWKS, then `iss`, `aud` (and `azp` when there are
 * several audiences), `exp`, `iat` and the `nonce` of this sign-in.
 */

export type IdTokenProblem =
  'malformed' | 'algorithm' | 'key' | 'signature' | 'issuer' | 'audience' | 'expired' | 'nonce'

export class IdTokenError extends Error {
  readonly problem: IdTokenProblem
  constructor(problem: IdTokenProblem, detail: string, options?: ErrorOptions) {
    super(`id_token rejected (${problem}): ${detail}`, options)
    this.name = 'IdTokenError'
    this.problem = problem
  }
}

/** Clock difference tolerated between the provider and us. */
export const CLOCK_SKEW_SECONDS = 60
/**
 * The oldest id_token taken (plus the skew): the provider makes it when the shop exchanges the code, at most 10
 * minutes after the sign-in started (the state's lifetime), so an older one is not this sign-in's answer. With it
 * `jose` also refuses an `iat` in the future.
 */
export const MAX_ID_TOKEN_AGE_SECONDS = 10 * 60

/**
 * The signature algorithms an id_token may use: the public-key ones. `none` and HS256/384/512 are not in it,
 * whatever a discovery document says: the shop's client secret is not a signing key it shares with a provider.
 */
export const PUBLIC_KEY_ALGORITHMS: readonly string[] = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
]
/** OIDC's default when a provider says nothing else (Core 3.1.3.7, Registration `id_token_signed_response_alg`). */
const DEFAULT_ALGORITHMS = ['RS256']

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

/** Where the signing keys come from: a JWKS the caller holds, or a key set (api/auth/oauth/provider-keys.ts). */
type SigningKeys = { keys: readonly JsonWebKey[] } | { keySet: JWTVerifyGetKey }

export type IdTokenExpectations = SigningKeys & {
  /** The provider's `id_token_signing_alg_values_supported`; RS256 when not given. */
  algorithms?: readonly string[]
  issuers: readonly string[]
  /** Our client id. */
  audience: string
  /** The nonce sent with this sign-in's authorization request. */
  nonce: string
  /** Epoch milliseconds. */
  now?: number
}

function keySetOf(expected: SigningKeys): JWTVerifyGetKey {
  if ('keySet' in expected) return expected.keySet
  try {
    return createLocalJWKSet({ keys: expected.keys } as JSONWebKeySet)
  } catch (error) {
    throw new IdTokenError('key', 'the JWKS is malformed', { cause: error })
  }
}

/** Which check a `jose` refusal names. */
function problemOf(error: errors.JOSEError): IdTokenProblem {
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm'
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return 'key'
  if (error instanceof errors.JWKSInvalid || error instanceof errors.JWKInvalid) return 'key'
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature'
  if (error instanceof errors.JWTExpired) return 'expired'
  if (error instanceof errors.JWTClaimValidationFailed && error.reason === 'check_failed') {
    if (error.claim === 'iss') return 'issuer'
    if (error.claim === 'aud') return 'audience'
    if (error.claim === 'iat' || error.claim === 'nbf') return 'expired'
  }
  // a compact JWS or claims set that does not parse, a claim missing or of the wrong type, an unknown `crit`
  return 'malformed'
}

/** The claims of a valid id_token; throws IdTokenError naming the first check it fails. */
export async function verifyIdToken(token: string, expected: IdTokenExpectations): Promise<IdTokenClaims> {
  const algorithms = (expected.algorithms ?? DEFAULT_ALGORITHMS).filter((alg) => PUBLIC_KEY_ALGORITHMS.includes(alg))
  if (algorithms.length === 0) throw new IdTokenError('algorithm', 'the provider names no public-key algorithm')
  let payload: unknown
  try {
    const verified = await jwtVerify(token, keySetOf(expected), {
      algorithms,
      issuer: [...expected.issuers],
      audience: expected.audience,
      requiredClaims: ['exp'],
      maxTokenAge: MAX_ID_TOKEN_AGE_SECONDS,
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: new Date(expected.now ?? Date.now()),
    })
    payload = verified.payload
  } catch (error) {
    // anything else (the provider's key set unreachable: OAuthProviderError) is not a verdict on the token
    if (!(error instanceof errors.JOSEError)) throw error
    throw new IdTokenError(problemOf(error), error.message, { cause: error })
  }
  const parsed = claims.safeParse(payload)
  if (!parsed.success) throw new IdTokenError('malformed', 'claims')
  const body = parsed.data
  const audiences = typeof body.aud === 'string' ? [body.aud] : body.aud
  if (audiences.length > 1 && body.azp !== expected.audience)
    throw new IdTokenError('audience', `azp ${body.azp ?? '(none)'}`)
  if (body.nonce === undefined || body.nonce !== expected.nonce)
    throw new IdTokenError('nonce', 'does not match this sign-in')
  return body
}

/** `email_verified` as a boolean (absent: false). */
export function isEmailVerified(value: IdTokenClaims['email_verified']): boolean {
  return value === true || value === 'true'
}
