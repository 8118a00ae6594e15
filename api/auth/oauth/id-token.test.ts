import { beforeAll, describe, expect, it } from 'vitest'
import { signSandboxJwt, type SandboxKey } from '../../sandbox/identity-keys'
import { toBase64Url } from '../password'
import { CLOCK_SKEW_SECONDS, IdTokenError, verifyIdToken, type IdTokenProblem } from './id-token'

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0)
const seconds = Math.floor(NOW / 1000)
const expected = {
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
  audience: 'client-1',
  nonce: 'n-1',
  now: NOW,
}
const claims = {
  iss: 'https://accounts.google.com',
  sub: '1234',
  aud: 'client-1',
  iat: seconds - 10,
  exp: seconds + 3600,
  nonce: 'n-1',
  email: 'a@example.cz',
  email_verified: true,
}

async function makeKey(kid: string): Promise<SandboxKey> {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair
  const { kty, n, e } = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey
  return {
    kid,
    privateJwk: (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey,
    publicJwk: { kty, n, e, alg: 'RS256', use: 'sig', kid } as JsonWebKey,
  }
}

const encode = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)))

let key: SandboxKey
let other: SandboxKey
beforeAll(async () => {
  ;[key, other] = await Promise.all([makeKey('k1'), makeKey('k2')])
})

async function problemOf(token: string, overrides: Partial<typeof expected> = {}): Promise<IdTokenProblem | null> {
  try {
    await verifyIdToken(token, { keys: [key.publicJwk, other.publicJwk], ...expected, ...overrides })
    return null
  } catch (error) {
    if (error instanceof IdTokenError) return error.problem
    throw error
  }
}

describe('verifyIdToken', () => {
  it('returns the claims of a token signed by a key of the JWKS', async () => {
    const verified = await verifyIdToken(await signSandboxJwt(key, claims), {
      keys: [other.publicJwk, key.publicJwk],
      ...expected,
    })
    expect(verified).toMatchObject({ sub: '1234', email: 'a@example.cz', email_verified: true })
  })

  it("accepts Google's issuer without scheme, an audience list naming us as azp, and exp within the clock skew", async () => {
    const token = await signSandboxJwt(key, {
      ...claims,
      iss: 'accounts.google.com',
      aud: ['client-1', 'other'],
      azp: 'client-1',
      exp: seconds - CLOCK_SKEW_SECONDS + 5,
    })
    expect(await problemOf(token)).toBeNull()
  })

  it.each<[string, Record<string, unknown>, IdTokenProblem]>([
    ['another issuer', { iss: 'https://evil.example' }, 'issuer'],
    ['another audience', { aud: 'client-2' }, 'audience'],
    ['several audiences without us as azp', { aud: ['client-1', 'client-2'], azp: 'client-2' }, 'audience'],
    ['an expiry past the skew', { exp: seconds - CLOCK_SKEW_SECONDS - 1 }, 'expired'],
    ['an issue time in the future', { iat: seconds + 600 }, 'expired'],
    ['another nonce', { nonce: 'n-2' }, 'nonce'],
    ['no nonce', { nonce: undefined }, 'nonce'],
    ['no subject', { sub: '' }, 'malformed'],
  ])('rejects a token with %s', async (_case, change, problem) => {
    expect(await problemOf(await signSandboxJwt(key, { ...claims, ...change }))).toBe(problem)
  })

  it('rejects a changed payload, a signature by a key not in the JWKS and an unknown kid', async () => {
    const [header, , signature] = (await signSandboxJwt(key, claims)).split('.')
    const tampered = `${header}.${encode({ ...claims, sub: '9999' })}.${signature}`
    const stranger = await signSandboxJwt(await makeKey('k1'), claims)
    const unknownKid = await signSandboxJwt({ ...key, kid: 'k9' }, claims)

    expect(await problemOf(tampered)).toBe('signature')
    expect(await problemOf(stranger)).toBe('signature')
    expect(await problemOf(unknownKid)).toBe('key')
  })

  it('accepts RS256 only: "none" and an HMAC keyed with the public key are refused', async () => {
    const none = `${encode({ alg: 'none', kid: 'k1' })}.${encode(claims)}.`
    const body = `${encode({ alg: 'HS256', kid: 'k1' })}.${encode(claims)}`
    const hmacKey = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(JSON.stringify(key.publicJwk)),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    const hmac = `${body}.${toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, new TextEncoder().encode(body))))}`

    expect(await problemOf(none)).toBe('algorithm')
    expect(await problemOf(hmac)).toBe('algorithm')
    expect(await problemOf('not.a-token')).toBe('malformed')
  })

  it('takes a token without kid only when the provider has a single key', async () => {
    const body = `${encode({ alg: 'RS256' })}.${encode(claims)}`
    const privateKey = await crypto.subtle.importKey(
      'jwk',
      key.privateJwk,
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', privateKey, new TextEncoder().encode(body))
    const withoutKid = `${body}.${toBase64Url(new Uint8Array(signature))}`

    expect(await problemOf(withoutKid)).toBe('key')
    expect(await verifyIdToken(withoutKid, { keys: [key.publicJwk], ...expected })).toMatchObject({ sub: '1234' })
  })
})
