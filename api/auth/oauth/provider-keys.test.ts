import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { toBase64Url } from '../password'
import { OAuthProviderError } from './client'
import {
  CLOCK_SKEW_SECONDS,
  IdTokenError,
  type IdTokenProblem,
  MAX_ID_TOKEN_AGE_SECONDS,
  verifyIdToken,
} from './id-token'
import { discoveryUrl, providerSigning } from './provider-keys'
import type { ProviderConfig } from './providers'

/**
 * The provider's algorithms and keys as a sign-in gets them: a provider on the network (its discovery document
 * and JWKS answered by `send`, which counts what is fetched), each test with its own issuer because the shop
 * keeps both for the isolate's life.
 */

type Key = { kid: string; alg: string; privateKey: CryptoKey; publicJwk: JsonWebKey }

async function makeKey(kid: string, alg: 'RS256' | 'ES256'): Promise<Key> {
  const pair = await generateKeyPair(alg)
  return {
    kid,
    alg,
    privateKey: pair.privateKey,
    publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg, use: 'sig' } as JsonWebKey,
  }
}

/** A provider on the network: what it publishes can change between sign-ins, and every fetch is counted. */
function provider(name: string, algorithms: string[], keys: Key[]) {
  const issuer = `https://${name}.idp.example`
  const state = { algorithms, keys, jwksDown: false, discoveryIssuer: issuer, fetched: [] as string[] }
  const config: ProviderConfig<string> = {
    id: name,
    clientId: 'client-1',
    clientAuth: { method: 'client_secret_post', secret: 'secret' },
    issuer,
    acceptedIssuers: [issuer],
    authorizationUrl: `${issuer}/authorize`,
    tokenUrl: `${issuer}/token`,
    jwksUrl: `${issuer}/jwks`,
    scope: 'openid',
    responseMode: 'query',
    emailVerifiedWithoutClaim: false,
  }
  async function send(url: string): Promise<Response> {
    state.fetched.push(new URL(url).pathname)
    if (url === discoveryUrl(issuer)) {
      return Response.json({
        issuer: state.discoveryIssuer,
        jwks_uri: config.jwksUrl,
        id_token_signing_alg_values_supported: state.algorithms,
      })
    }
    if (url === config.jwksUrl)
      return state.jwksDown
        ? new Response('down', { status: 503 })
        : Response.json({ keys: state.keys.map((key) => key.publicJwk) })
    return new Response('not found', { status: 404 })
  }
  /** An id_token for this sign-in, signed by `key`. */
  function idToken(key: Key, claims: Record<string, unknown> = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000)
    const body = { iss: issuer, sub: 'person-1', aud: 'client-1', iat: now, exp: now + 600, nonce: 'n-1', ...claims }
    return new SignJWT(body).setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' }).sign(key.privateKey)
  }
  /** A sign-in's verification: the provider's signing as the sign-in fetches it, then the token. */
  async function verify(token: string) {
    return verifyIdToken(token, {
      ...(await providerSigning(send, config)),
      issuers: [issuer],
      audience: 'client-1',
      nonce: 'n-1',
    })
  }
  async function problemOf(token: string): Promise<IdTokenProblem | 'provider' | null> {
    try {
      await verify(token)
      return null
    } catch (error) {
      if (error instanceof IdTokenError) return error.problem
      if (error instanceof OAuthProviderError) return 'provider'
      throw error
    }
  }
  return { state, config, send, idToken, verify, problemOf }
}

const encode = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)))

let rsa: Key
let rsaNext: Key
let ec: Key
beforeAll(async () => {
  ;[rsa, rsaNext, ec] = await Promise.all([
    makeKey('rsa-1', 'RS256'),
    makeKey('rsa-2', 'RS256'),
    makeKey('ec-1', 'ES256'),
  ])
})

describe('the provider discovery document', () => {
  it('is read at the issuer (without its trailing slash) plus /.well-known/openid-configuration', () => {
    expect(discoveryUrl('https://oidc.bankid.cz/')).toBe('https://oidc.bankid.cz/.well-known/openid-configuration')
    expect(discoveryUrl('https://accounts.google.com')).toBe(
      'https://accounts.google.com/.well-known/openid-configuration',
    )
    expect(discoveryUrl('/sandbox/identity/google')).toBe('/sandbox/identity/google/.well-known/openid-configuration')
  })

  it('gives the algorithms: a token in one it lists passes, a validly signed one in another is refused', async () => {
    const idp = provider('ec-only', ['ES256'], [ec, rsa])

    expect(await idp.verify(await idp.idToken(ec))).toMatchObject({ sub: 'person-1' })
    expect(await idp.problemOf(await idp.idToken(rsa))).toBe('algorithm')
  })

  it('never admits none or an HMAC keyed with the public key, even when the document lists them', async () => {
    const idp = provider('lists-none', ['none', 'HS256', 'RS256'], [rsa])
    const claims = {
      iss: idp.config.issuer,
      sub: 'person-1',
      aud: 'client-1',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
      nonce: 'n-1',
    }
    const unsigned = `${encode({ alg: 'none', kid: rsa.kid })}.${encode(claims)}.`
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: rsa.kid })
      .sign(new TextEncoder().encode(JSON.stringify(rsa.publicJwk)))

    expect((await providerSigning(idp.send, idp.config)).algorithms).toEqual(['RS256'])
    expect(await idp.problemOf(unsigned)).toBe('algorithm')
    expect(await idp.problemOf(hmac)).toBe('algorithm')
    expect(await idp.problemOf(await idp.idToken(rsa))).toBeNull()
  })

  it('fails as the provider when its document names only none and HMAC, or another issuer', async () => {
    const hmacOnly = provider('hmac-only', ['none', 'HS256'], [rsa])
    const elsewhere = provider('elsewhere', ['RS256'], [rsa])
    elsewhere.state.discoveryIssuer = 'https://evil.example'

    expect(await hmacOnly.problemOf(await hmacOnly.idToken(rsa))).toBe('provider')
    expect(await elsewhere.problemOf(await elsewhere.idToken(rsa))).toBe('provider')
  })
})

describe('the provider signing keys', () => {
  it('keeps the document and the keys across sign-ins, and picks up a rotated key at once', async () => {
    const idp = provider('rotating', ['RS256'], [rsa])
    await idp.verify(await idp.idToken(rsa))
    expect(idp.state.fetched).toEqual(['/.well-known/openid-configuration', '/jwks'])

    idp.state.fetched = []
    await idp.verify(await idp.idToken(rsa))
    expect(idp.state.fetched).toEqual([])

    // the provider rotates: the new key signs, the old one is withdrawn
    idp.state.keys = [rsaNext]
    expect(await idp.verify(await idp.idToken(rsaNext))).toMatchObject({ sub: 'person-1' })
    expect(idp.state.fetched).toEqual(['/jwks'])
    expect(await idp.problemOf(await idp.idToken(rsa))).toBe('key')
  })

  it('refuses a key id the provider does not publish, and fails as the provider when its JWKS is down', async () => {
    const idp = provider('keys-down', ['RS256'], [rsa])

    expect(await idp.problemOf(await idp.idToken({ ...rsa, kid: 'rsa-9' }))).toBe('key')
    idp.state.jwksDown = true
    expect(await idp.problemOf(await idp.idToken({ ...rsaNext }))).toBe('provider')
  })
})

describe('an id_token of the provider', () => {
  it('is refused when issued more than 10 minutes (and the clock skew) before this sign-in', async () => {
    const idp = provider('token-age', ['RS256'], [rsa])
    const now = Math.floor(Date.now() / 1000)
    const issuedAgo = (seconds: number) => idp.idToken(rsa, { iat: now - seconds, exp: now + 3600 })

    expect(await idp.problemOf(await issuedAgo(MAX_ID_TOKEN_AGE_SECONDS + CLOCK_SKEW_SECONDS - 5))).toBeNull()
    expect(await idp.problemOf(await issuedAgo(MAX_ID_TOKEN_AGE_SECONDS + CLOCK_SKEW_SECONDS + 5))).toBe('expired')
  })
})
