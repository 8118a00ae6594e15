import { describe, expect, it } from 'vitest'
import { JWT_AUDIENCE, JWT_ISSUER, signAccessToken, verifyAccessToken } from './jwt'
import { toBase64Url } from './password'

/** The session access token (decision 011, 013, 047) as a client presents it back to the API. */

const SECRET = 'a-test-secret-of-the-shop-api-for-these-tests'
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0)
const seconds = Math.floor(NOW / 1000)
const session = { customerId: 42, sessionId: toBase64Url(new Uint8Array(32).fill(7)), expiresAt: seconds + 3600 }
const claims = {
  sub: '42',
  sid: session.sessionId,
  aud: JWT_AUDIENCE,
  iss: JWT_ISSUER,
  iat: seconds,
  exp: seconds + 3600,
}
const encode = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)))
const HASH: Record<string, string> = { HS256: 'SHA-256', HS512: 'SHA-512' }

/** A token MACed with the shop's own secret (by Web Crypto, not the code under test) around any header and claims. */
async function forge(
  header: { alg: string; [name: string]: unknown },
  body: Record<string, unknown> = claims,
): Promise<string> {
  const signed = `${encode(header)}.${encode(body)}`
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(SECRET),
    { name: 'HMAC', hash: HASH[header.alg] ?? 'SHA-256' },
    false,
    ['sign'],
  )
  return `${signed}.${toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signed))))}`
}

describe('session access tokens', () => {
  it('verifies its own token: the customer and the session', async () => {
    const token = await signAccessToken(SECRET, session, NOW)

    expect(JSON.parse(atob(token.split('.')[0]!))).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(await verifyAccessToken(SECRET, token, NOW)).toEqual({
      ok: true,
      customerId: 42,
      sessionId: session.sessionId,
    })
    expect(await verifyAccessToken(SECRET, token, (session.expiresAt - 1) * 1000)).toMatchObject({ ok: true })
  })

  it('answers expired from its exp on, and invalid for another secret', async () => {
    const token = await signAccessToken(SECRET, session, NOW)

    expect(await verifyAccessToken(SECRET, token, session.expiresAt * 1000)).toEqual({ ok: false, reason: 'expired' })
    expect(await verifyAccessToken('another-secret-of-the-same-length-as-ours!!', token, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('accepts HS256 only: none, HS512 under the same secret and an RS256 header are refused', async () => {
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`
    const [, body, signature] = (await forge({ alg: 'HS256' })).split('.')
    const relabelled = `${encode({ alg: 'RS256', typ: 'JWT' })}.${body}.${signature}`

    for (const token of [unsigned, await forge({ alg: 'HS512' }), relabelled, 'not-a-jwt', 'a.b']) {
      expect(await verifyAccessToken(SECRET, token, NOW)).toEqual({ ok: false, reason: 'invalid' })
    }
  })

  it('refuses a token of ours without a session id, or with another audience or issuer', async () => {
    const { sid: _sid, ...withoutSid } = claims
    for (const body of [
      withoutSid,
      { ...claims, sid: 'short' },
      { ...claims, aud: 'another-api' },
      { ...claims, iss: 'someone' },
      { ...claims, sub: 'admin' },
    ]) {
      expect(await verifyAccessToken(SECRET, await forge({ alg: 'HS256' }, body), NOW)).toEqual({
        ok: false,
        reason: 'invalid',
      })
    }
  })

  it('refuses what a JWT library must refuse: a critical header it does not know, and a token not valid yet', async () => {
    const critical = await forge({ alg: 'HS256', crit: ['exp-ext'], 'exp-ext': true })
    const notYet = await forge({ alg: 'HS256' }, { ...claims, nbf: seconds + 600 })

    expect(await verifyAccessToken(SECRET, critical, NOW)).toEqual({ ok: false, reason: 'invalid' })
    expect(await verifyAccessToken(SECRET, notYet, NOW)).toEqual({ ok: false, reason: 'invalid' })
  })
})
