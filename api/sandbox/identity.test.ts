import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppleClientSecret } from '../auth/oauth/apple-secret'
import { verifyIdToken } from '../auth/oauth/id-token'
import { pkceChallenge, randomToken } from '../auth/oauth/random'
import { testEnv } from '../test/env'
import { readForm, request } from './identity-fixtures'

const BASE = '/sandbox/identity'
const GOOGLE = testEnv.OAUTH_GOOGLE_CLIENT_ID
const REDIRECT = 'https://obchod.test/oauth/callback/google'

afterEach(() => vi.useRealTimers())

function authorizeQuery(overrides: Record<string, string | null> = {}): string {
  const params: Record<string, string | null> = {
    response_type: 'code',
    client_id: GOOGLE,
    redirect_uri: REDIRECT,
    scope: 'openid email profile',
    state: 'state-123',
    nonce: 'nonce-456',
    code_challenge_method: 'S256',
    ...overrides,
  }
  return new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null),
  ).toString()
}

/** Signs in as Jana at Google's tenant; returns the code and the verifier its challenge came from. */
async function issueCode(verifier = randomToken()): Promise<{ code: string; verifier: string }> {
  const page = await request(
    testEnv,
    `${BASE}/google/authorize?${authorizeQuery({ code_challenge: await pkceChallenge(verifier) })}`,
  )
  const form = readForm(await page.text())
  const body = new URLSearchParams(form.fields)
  body.set('person', 'jana')
  const answer = await request(testEnv, form.action, { method: 'POST', body })
  const location = new URL(answer.headers.get('location') ?? '')
  return { code: location.searchParams.get('code') ?? '', verifier }
}

function exchange(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    redirect_uri: REDIRECT,
    client_id: GOOGLE,
    client_secret: testEnv.OAUTH_GOOGLE_CLIENT_SECRET,
    ...fields,
  })
  return request(testEnv, `${BASE}/google/token`, { method: 'POST', headers, body })
}

describe('sandbox identity provider: authorization', () => {
  it('publishes a discovery document per tenant with its own issuer', async () => {
    const response = await request(testEnv, `${BASE}/apple/.well-known/openid-configuration`)
    expect(await response.json()).toMatchObject({
      issuer: '/sandbox/identity/apple',
      authorization_endpoint: '/sandbox/identity/apple/authorize',
      token_endpoint: '/sandbox/identity/apple/token',
      jwks_uri: '/sandbox/identity/apple/jwks',
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256', 'plain'],
    })
    expect((await request(testEnv, `${BASE}/myspace/jwks`)).status).toBe(404)
  })

  it('shows a Czech consent page without scripts, carrying the request in hidden fields', async () => {
    const response = await request(
      testEnv,
      `${BASE}/google/authorize?${authorizeQuery({ state: '"><script>alert(1)</script>' })}`,
    )
    const html = await response.text()
    const form = readForm(html)

    expect(response.status).toBe(200)
    expect(html).toContain('Přihlásit se přes Google')
    expect(html).not.toMatch(/<script/i)
    expect(form.fields.get('state')).toBe('"><script>alert(1)</script>')
    expect(form.buttons.map((button) => button.label)).toEqual([
      'Jana Nováková',
      'Petr Svoboda',
      'Tomáš Dvořák',
      'Zamítnout',
    ])
  })

  it('shows an error page, not a redirect, for an unknown client or an unregistered redirect URI', async () => {
    const client = await request(testEnv, `${BASE}/google/authorize?${authorizeQuery({ client_id: 'someone-else' })}`)
    const redirect = await request(
      testEnv,
      `${BASE}/google/authorize?${authorizeQuery({ redirect_uri: 'https://evil.example/steal' })}`,
    )

    expect(client.status).toBe(400)
    expect(await client.text()).toContain('není registrovaná')
    expect(redirect.status).toBe(400)
  })

  it('answers a wrong response type, and Apple scopes without form_post, with an error at the redirect URI', async () => {
    const token = await request(testEnv, `${BASE}/google/authorize?${authorizeQuery({ response_type: 'token' })}`)
    const apple = await request(
      testEnv,
      `${BASE}/apple/authorize?${authorizeQuery({ client_id: testEnv.OAUTH_APPLE_CLIENT_ID, redirect_uri: 'https://obchod.test/oauth/callback/apple', scope: 'name email' })}`,
    )

    expect(token.headers.get('location')).toBe(`${REDIRECT}?error=unsupported_response_type&state=state-123`)
    expect(new URL(apple.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request')
  })
})

describe('sandbox identity provider: token endpoint', () => {
  it('trades a code for an RS256 id_token that its JWKS verifies', async () => {
    const { code, verifier } = await issueCode()
    const response = await exchange({ code, code_verifier: verifier })
    const tokens = (await response.json()) as { id_token: string; token_type: string }
    const jwks = (await (await request(testEnv, `${BASE}/google/jwks`)).json()) as { keys: JsonWebKey[] }
    const claims = await verifyIdToken(tokens.id_token, {
      keys: jwks.keys,
      issuers: ['/sandbox/identity/google'],
      audience: GOOGLE,
      nonce: 'nonce-456',
    })

    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(tokens.token_type).toBe('Bearer')
    expect(claims).toMatchObject({
      sub: 'sandbox-google-jana',
      email: 'jana.novakova@example.cz',
      email_verified: true,
      given_name: 'Jana',
      azp: GOOGLE,
    })
  })

  it('accepts client_secret_basic as well', async () => {
    const { code, verifier } = await issueCode()
    const basic = `Basic ${btoa(`${GOOGLE}:${testEnv.OAUTH_GOOGLE_CLIENT_SECRET}`)}`
    const response = await exchange(
      { code, code_verifier: verifier, client_id: '', client_secret: '' },
      { authorization: basic },
    )
    expect(response.status).toBe(200)
  })

  it('refuses a wrong client secret with invalid_client', async () => {
    const { code, verifier } = await issueCode()
    const response = await exchange({ code, code_verifier: verifier, client_secret: 'guess' })

    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: 'invalid_client' })
  })

  it.each([
    ['a wrong PKCE verifier', async (grant: { code: string }) => ({ code: grant.code, code_verifier: randomToken() })],
    ['no PKCE verifier', async (grant: { code: string }) => ({ code: grant.code })],
    [
      'another redirect URI',
      async (grant: { code: string; verifier: string }) => ({
        code: grant.code,
        code_verifier: grant.verifier,
        redirect_uri: 'https://obchod.test/oauth/callback/google?x=1',
      }),
    ],
    ['an unknown code', async (grant: { verifier: string }) => ({ code: 'not-a-code', code_verifier: grant.verifier })],
  ])('refuses %s with invalid_grant', async (_case, fields) => {
    const response = await exchange(await fields(await issueCode()))

    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('takes each code once, and not after five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const used = await issueCode()
    const late = await issueCode()

    expect((await exchange({ code: used.code, code_verifier: used.verifier })).status).toBe(200)
    expect((await exchange({ code: used.code, code_verifier: used.verifier })).status).toBe(400)
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1)
    expect((await exchange({ code: late.code, code_verifier: late.verifier })).status).toBe(400)
  })
})

describe('sandbox identity provider: Apple client secret', () => {
  const apple = {
    teamId: testEnv.OAUTH_APPLE_TEAM_ID,
    keyId: testEnv.OAUTH_APPLE_KEY_ID,
    privateKeyPem: testEnv.OAUTH_APPLE_PRIVATE_KEY,
    clientId: testEnv.OAUTH_APPLE_CLIENT_ID,
    audience: '/sandbox/identity/apple',
  }

  function appleToken(clientSecret: string) {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: 'x',
      redirect_uri: 'https://obchod.test/oauth/callback/apple',
      client_id: apple.clientId,
      client_secret: clientSecret,
    })
    return request(testEnv, `${BASE}/apple/token`, { method: 'POST', body })
  }

  async function otherKeySecret(): Promise<string> {
    const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
    ])) as CryptoKeyPair
    const der = new Uint8Array((await crypto.subtle.exportKey('pkcs8', pair.privateKey)) as ArrayBuffer)
    const pem = `-----BEGIN PRIVATE KEY-----\n${btoa(String.fromCharCode(...der))}\n-----END PRIVATE KEY-----\n`
    return createAppleClientSecret({ ...apple, privateKeyPem: pem })
  }

  it('passes client authentication with the team key (then the made-up code is refused)', async () => {
    const response = await appleToken(await createAppleClientSecret(apple))
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it.each([
    ['another team', () => createAppleClientSecret({ ...apple, teamId: 'OTHERTEAM1' })],
    ['another key id', () => createAppleClientSecret({ ...apple, keyId: 'OTHERKEY' })],
    ['another audience', () => createAppleClientSecret({ ...apple, audience: 'https://appleid.apple.com' })],
    ['an expired secret', () => createAppleClientSecret({ ...apple, now: Date.now() - 10 * 60_000 })],
    ['another private key', otherKeySecret],
    ['a plain string', async () => 'not-a-jwt'],
  ])('refuses a client secret of %s', async (_case, secret) => {
    const response = await appleToken(await secret())

    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: 'invalid_client' })
  })
})
