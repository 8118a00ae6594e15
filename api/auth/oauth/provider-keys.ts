import { createRemoteJWKSet, customFetch, errors, jwksCache, type JWKSCacheInput, type JWTVerifyGetKey } from 'jose'
import * as z from 'zod/mini'
import { fetchProviderDocument, OAuthProviderError, PROVIDER_TIMEOUT_MS, type Send } from './client'
import { PUBLIC_KEY_ALGORITHMS } from './id-token'
import type { ProviderConfig } from './providers'

/**
 * What verifying a provider's id_token needs from the provider (decision 047): the signature algorithms of its
 * discovery document and its signing keys, both kept for the isolate's life so that a sign-in usually fetches
 * nothing but its tokens. The keys are `jose`'s remote key set over the isolate's cache: used for 10 minutes,
 * and fetched again at once when a token names a key the set does not have.
 */

/** How long the algorithms of a discovery document are used before it is read again (as jose's key cache). */
export const DISCOVERY_MAX_AGE_MS = 10 * 60 * 1000

const discoveries = new Map<string, { algorithms: string[]; fetchedAt: number }>()
/** jose's key cache per JWKS URL (`{}` until the first fetch, then the keys and when they came). */
const keyCaches = new Map<string, JWKSCacheInput>()

/** OpenID Connect Discovery 4: the issuer, without a trailing slash, then the well-known path. */
export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
}

const discoveryDocument = z.looseObject({
  issuer: z.string(),
  id_token_signing_alg_values_supported: z.array(z.string()),
})

/** The public-key algorithms the provider signs id_tokens with (`none` and HS* dropped, whatever it lists). */
async function signingAlgorithms(send: Send, config: ProviderConfig<string>): Promise<string[]> {
  const url = discoveryUrl(config.issuer)
  const cached = discoveries.get(url)
  if (cached && Date.now() < cached.fetchedAt + DISCOVERY_MAX_AGE_MS) return cached.algorithms
  const parsed = discoveryDocument.safeParse(await fetchProviderDocument(send, url, 'discovery endpoint'))
  if (!parsed.success) throw new OAuthProviderError('discovery document malformed')
  // Discovery 4.3: a document naming another issuer is not this provider's (a wrong URL in the configuration)
  if (parsed.data.issuer !== config.issuer)
    throw new OAuthProviderError(`discovery document of another issuer (${parsed.data.issuer})`)
  const algorithms = parsed.data.id_token_signing_alg_values_supported.filter((alg) =>
    PUBLIC_KEY_ALGORITHMS.includes(alg),
  )
  if (algorithms.length === 0) throw new OAuthProviderError('discovery document names no public-key signing algorithm')
  discoveries.set(url, { algorithms, fetchedAt: Date.now() })
  return algorithms
}

/** A refusal of the token itself (no such key, or an algorithm the keys cannot do) rather than of the provider. */
const aboutTheToken = (error: unknown) =>
  error instanceof errors.JWKSNoMatchingKey ||
  error instanceof errors.JWKSMultipleMatchingKeys ||
  error instanceof errors.JOSENotSupported

function signingKeys(send: Send, config: ProviderConfig<string>): JWTVerifyGetKey {
  let cache = keyCaches.get(config.jwksUrl)
  if (!cache) keyCaches.set(config.jwksUrl, (cache = {}))
  // a new set per sign-in: `send` belongs to this request (in process it carries its env); the keys are shared
  const remote = createRemoteJWKSet(new URL(config.jwksUrl, 'http://in-process.internal'), {
    timeoutDuration: PROVIDER_TIMEOUT_MS,
    // The id_token comes from the provider's token endpoint in the shop's own request, never from a browser, so
    // a key id the set does not know means the provider rotated its keys, not someone guessing: fetch at once.
    cooldownDuration: 0,
    [jwksCache]: cache,
    // jose fetches only the set's own URL; `send` takes it as configured (relative: the sandbox, in process)
    [customFetch]: async (_url, init) => {
      let response: Response
      try {
        response = await send(config.jwksUrl, init)
      } catch (error) {
        throw new OAuthProviderError('JWKS endpoint unreachable', null, { cause: error })
      }
      if (response.status !== 200) throw new OAuthProviderError(`JWKS endpoint answered ${response.status}`)
      return response
    },
  })
  return async function providerKey(header, token) {
    try {
      return await remote(header, token)
    } catch (error) {
      if (error instanceof OAuthProviderError || aboutTheToken(error) || !(error instanceof errors.JOSEError))
        throw error
      // a timeout, or a document that is no key set of public keys
      throw new OAuthProviderError(
        error instanceof errors.JWKSTimeout ? 'JWKS endpoint unreachable' : 'JWKS document unusable',
        null,
        { cause: error },
      )
    }
  }
}

export type ProviderSigning = { algorithms: string[]; keySet: JWTVerifyGetKey }

/** The provider's id_token algorithms and keys for verifyIdToken (api/auth/oauth/id-token.ts). */
export async function providerSigning(send: Send, config: ProviderConfig<string>): Promise<ProviderSigning> {
  return { algorithms: await signingAlgorithms(send, config), keySet: signingKeys(send, config) }
}
