import { afterEach, describe, expect, it, vi } from 'vitest'
import { API_BASE } from '../../contract/channel'
import { fromBase64Url, toBase64Url } from '../auth/password'
import { registerInProcessFetch } from '../http/in-process'
import app from '../index'
import { getSandboxKey, signSandboxJwt } from '../sandbox/identity-keys'
import {
  answerOf,
  callback,
  connect,
  decide,
  handoff,
  newBrowser,
  request,
  signIn,
  type Browser,
} from '../sandbox/identity-fixtures'
import { testEnv } from '../test/env'
import { addProduct } from '../test/fixtures'
import { row } from '../test/sql'

/** The provider's token endpoint as the client reaches it in process; `change` edits what passes. */
function interceptTokenEndpoint(change: {
  request?: (body: URLSearchParams) => void
  idToken?: (claims: Record<string, unknown>) => Promise<string>
}) {
  registerInProcessFetch(async function intercept(incoming, env) {
    if (!new URL(incoming.url).pathname.endsWith('/token')) return app.fetch(incoming, env)
    const body = new URLSearchParams(new TextDecoder().decode(await incoming.arrayBuffer()))
    change.request?.(body)
    const answer = await app.fetch(new Request(incoming.url, { method: 'POST', headers: incoming.headers, body }), env)
    if (!change.idToken || !answer.ok) return answer
    const tokens = (await answer.json()) as { id_token: string }
    const claims = JSON.parse(new TextDecoder().decode(fromBase64Url(tokens.id_token.split('.')[1]!))) as Record<
      string,
      unknown
    >
    return Response.json({ ...tokens, id_token: await change.idToken(claims) })
  })
}

const resign = async (claims: Record<string, unknown>) => signSandboxJwt(await getSandboxKey(testEnv.DB), claims)

afterEach(() => {
  registerInProcessFetch((incoming, env) => Promise.resolve(app.fetch(incoming, env)))
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The sign-in failures the API logged (a warning each), read instead of printed. */
function captureWarnings(): () => string[] {
  const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  return () => spy.mock.calls.map((args) => String(args[0]))
}

async function session(browser: Browser, landing: URL): Promise<{ token: string; customer: string }> {
  expect(landing.pathname).toBe('/oauth/success')
  const response = await handoff(browser, landing.searchParams.get('handoff') ?? '')
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return (await response.json()) as { token: string; customer: string }
}

async function customerOf(token: string, iri: string) {
  const response = await request(testEnv, iri, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as {
    email: string
    firstName: string | null
    lastName: string | null
    verified: boolean
  }
}

describe('social login connect', () => {
  it('sends the browser to the provider with state, an S256 PKCE challenge and a nonce, keeping the verifier', async () => {
    const location = new URL(await connect(newBrowser(testEnv), 'google'), 'http://localhost')
    const query = location.searchParams

    expect(location.pathname).toBe('/sandbox/identity/google/authorize')
    expect(Object.fromEntries(query)).toMatchObject({
      response_type: 'code',
      client_id: testEnv.OAUTH_GOOGLE_CLIENT_ID,
      redirect_uri: 'http://localhost/oauth/callback/google',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    expect(query.get('state')).toMatch(/^[\w-]{43}$/)
    expect(query.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(query.has('code_verifier')).toBe(false)
  })

  it('asks Apple to post its answer, and refuses unknown providers and requests without a binding', async () => {
    const apple = new URL(await connect(newBrowser(testEnv), 'apple'), 'http://localhost')
    const unknown = await request(testEnv, `${API_BASE}/oauth/connect/myspace`, {
      headers: { 'x-oauth-binding': newBrowser(testEnv).binding },
    })
    const unbound = await request(testEnv, `${API_BASE}/oauth/connect/google`)

    expect(apple.searchParams.get('response_mode')).toBe('form_post')
    expect(apple.searchParams.get('scope')).toBe('name email')
    expect(unknown.status).toBe(404)
    expect(unbound.status).toBe(422)
  })

  it('starts a sign-in even when the browser still sends an expired or broken bearer token', async () => {
    const headers = { 'x-oauth-binding': newBrowser(testEnv).binding, authorization: 'Bearer not.a.token' }
    const response = await request(testEnv, `${API_BASE}/oauth/connect/google`, { headers })
    expect(response.status).toBe(302)
  })

  it('is switched off for a provider without a client id', async () => {
    const env = { ...testEnv, OAUTH_FACEBOOK_CLIENT_ID: '' }
    const response = await request(env, `${API_BASE}/oauth/connect/facebook`, {
      headers: { 'x-oauth-binding': newBrowser(env).binding },
    })
    expect(response.status).toBe(404)
  })
})

describe('social login round trip', () => {
  it.each(['google', 'facebook', 'apple'])(
    'signs in through %s to a session the customer endpoints accept',
    async (provider) => {
      const browser = newBrowser(testEnv)
      const landing = await signIn(browser, provider, 'petr')
      const { token, customer } = await session(browser, landing)

      expect(landing.origin).toBe('http://localhost')
      expect(customer).toMatch(/^\/api\/v2\/shop\/customers\/\d+$/)
      expect(await customerOf(token, customer)).toMatchObject({
        email: 'petr.svoboda@example.cz',
        firstName: 'Petr',
        lastName: 'Svoboda',
        verified: true,
      })
    },
  )

  it('finds the same customer again, by the linked account and by the verified e-mail from another provider', async () => {
    const browser = newBrowser(testEnv)
    const viaGoogle = await session(browser, await signIn(browser, 'google', 'jana'))
    const again = await session(browser, await signIn(browser, 'google', 'jana'))
    const viaApple = await session(browser, await signIn(browser, 'apple', 'jana'))

    expect(again.customer).toBe(viaGoogle.customer)
    expect(viaApple.customer).toBe(viaGoogle.customer)
  })

  it('hands the session over once, only to the browser that signed in, within 60 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const browser = newBrowser(testEnv)
    const code = (await signIn(browser, 'google', 'petr')).searchParams.get('handoff') ?? ''
    const late = (await signIn(browser, 'google', 'petr')).searchParams.get('handoff') ?? ''

    expect((await handoff(browser, code, newBrowser(testEnv).binding)).status).toBe(400)
    expect((await handoff(browser, code)).status).toBe(400)
    vi.setSystemTime(Date.now() + 61_000)
    expect((await handoff(browser, late)).status).toBe(400)
  })
})

describe('social login failures', () => {
  async function answerFor(browser: Browser, provider: string, person: string) {
    return answerOf(await decide(testEnv, await connect(browser, provider), person))
  }

  it('rejects a replayed answer: each state is used once', async () => {
    const browser = newBrowser(testEnv)
    const answer = await answerFor(browser, 'google', 'jana')

    expect((await callback(browser, 'google', answer)).pathname).toBe('/oauth/success')
    const replay = await callback(browser, 'google', answer)
    expect(replay.pathname).toBe('/oauth/failed')
    expect(replay.searchParams.get('reason')).toBe('expired')
  })

  it('rejects an answer after 10 minutes, or brought by another browser', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const browser = newBrowser(testEnv)
    const stale = await answerFor(browser, 'google', 'jana')
    const stolen = await answerFor(browser, 'google', 'jana')

    expect((await callback(newBrowser(testEnv), 'google', stolen)).searchParams.get('reason')).toBe('expired')
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1)
    expect((await callback(browser, 'google', stale)).searchParams.get('reason')).toBe('expired')
  })

  it.each(['google', 'facebook', 'apple'])(
    'lands on /oauth/failed as denied when the person refuses at %s',
    async (provider) => {
      const browser = newBrowser(testEnv)
      const landing = await callback(browser, provider, await answerFor(browser, provider, 'deny'))

      expect(landing.pathname).toBe('/oauth/failed')
      expect(landing.searchParams.get('reason')).toBe('denied')
    },
  )

  it.each(['google', 'facebook', 'apple'])('refuses an account whose e-mail %s has not verified', async (provider) => {
    const browser = newBrowser(testEnv)
    const landing = await signIn(browser, provider, 'tomas')

    expect(landing.searchParams.get('reason')).toBe('email')
    const row = await testEnv.DB.prepare('SELECT id FROM customers WHERE email = ?')
      .bind('tomas.dvorak@example.cz')
      .first()
    expect(row).toBeNull()
  })

  it('fails when the code is exchanged with another PKCE verifier', async () => {
    const warnings = captureWarnings()
    interceptTokenEndpoint({
      request: (body) => body.set('code_verifier', toBase64Url(crypto.getRandomValues(new Uint8Array(32)))),
    })
    const landing = await signIn(newBrowser(testEnv), 'google', 'jana')

    expect(landing.searchParams.get('reason')).toBe('error')
    expect(warnings()).toEqual([expect.stringContaining('token endpoint answered 400 (invalid_grant)')])
  })

  it.each([
    [
      'another nonce',
      'nonce',
      async (claims: Record<string, unknown>) => resign({ ...claims, nonce: 'someone-elses-nonce' }),
    ],
    [
      'another audience',
      'audience',
      async (claims: Record<string, unknown>) => resign({ ...claims, aud: 'another-client' }),
    ],
    [
      'another issuer',
      'issuer',
      async (claims: Record<string, unknown>) => resign({ ...claims, iss: 'https://evil.example' }),
    ],
    [
      'an expiry in the past',
      'expired',
      async (claims: Record<string, unknown>) => resign({ ...claims, exp: Math.floor(Date.now() / 1000) - 120 }),
    ],
    [
      'a tampered payload',
      'signature',
      async (claims: Record<string, unknown>) => {
        const [header, , signature] = (await resign(claims)).split('.')
        const forged = toBase64Url(new TextEncoder().encode(JSON.stringify({ ...claims, email: 'admin@example.cz' })))
        return `${header}.${forged}.${signature}`
      },
    ],
  ])('rejects an id_token with %s', async (_case, problem, idToken) => {
    const warnings = captureWarnings()
    interceptTokenEndpoint({ idToken })
    const landing = await signIn(newBrowser(testEnv), 'google', 'jana')

    expect(landing.pathname).toBe('/oauth/failed')
    expect(landing.searchParams.get('reason')).toBe('error')
    expect(warnings()).toEqual([expect.stringContaining(`id_token rejected (${problem})`)])
  })

  it('lands on /oauth/failed when the callback comes without its binding', async () => {
    const browser = newBrowser(testEnv)
    const answer = await answerFor(browser, 'google', 'jana')
    const response = await request(
      testEnv,
      `${API_BASE}/oauth/callback/google${answer.method === 'GET' ? answer.query : ''}`,
    )

    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('http://localhost/oauth/failed?reason=expired')
  })
})

describe('social login and an account someone else registered (docs/security.md, hole 3)', () => {
  const shop = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    request(testEnv, `${API_BASE}${path}`, {
      method,
      headers: {
        accept: 'application/ld+json',
        ...(body === undefined ? {} : { 'content-type': 'application/ld+json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  it('takes the unverified account away from whoever registered the victim’s e-mail: password dropped, sessions ended', async () => {
    const victim = 'obet.prevzeti@example.cz'
    expect(
      (
        await shop('POST', '/customers', {
          firstName: 'Utocnik',
          lastName: 'Zly',
          email: victim,
          password: 'heslo-utocnika',
        })
      ).status,
    ).toBe(204)
    const attacker = (await (
      await shop('POST', '/authentication-token', { email: victim, password: 'heslo-utocnika' })
    ).json()) as { token: string; customer: string }
    const attackerAuth = { authorization: `Bearer ${attacker.token}` }
    expect((await shop('GET', attacker.customer.replace(API_BASE, ''), undefined, attackerAuth)).status).toBe(200)
    // a watch the unverified account kept from before watching needed a verified e-mail: its alerts would go to the victim
    await addProduct(testEnv.DB, { code: 'PREVZETI', variants: [{ code: 'PREVZETI_700', price: 10_000, onHand: 0 }] })
    await row(
      testEnv.DB,
      `INSERT INTO watchdog_entries (customer_id, variant_id, storefront_origin)
       SELECT c.id, v.id, 'http://localhost' FROM customers c, product_variants v WHERE c.email = ? AND v.code = 'PREVZETI_700'`,
      victim,
    ).run()

    // later the victim signs in with Google, whose verified e-mail is that address
    interceptTokenEndpoint({
      idToken: (claims) => resign({ ...claims, sub: 'sandbox-google-obet', email: victim, email_verified: true }),
    })
    const browser = newBrowser(testEnv)
    const signedIn = await session(browser, await signIn(browser, 'google', 'jana'))

    expect(signedIn.customer).toBe(attacker.customer)
    expect((await shop('GET', attacker.customer.replace(API_BASE, ''), undefined, attackerAuth)).status).toBe(401)
    expect((await shop('POST', '/authentication-token', { email: victim, password: 'heslo-utocnika' })).status).toBe(
      401,
    )
    expect(await customerOf(signedIn.token, signedIn.customer)).toMatchObject({ email: victim, verified: true })
    const watchdog = (await (
      await shop('GET', '/watchdog', undefined, { authorization: `Bearer ${signedIn.token}` })
    ).json()) as { 'hydra:totalItems': number }
    expect(watchdog['hydra:totalItems']).toBe(0)
  })
})
