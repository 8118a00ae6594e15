import { Hono } from 'hono'
import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_ORIGIN, wireStorefront } from './test/storefront'
import { forgetRedirectTables } from './redirect-step'

const ORIGIN = TEST_ORIGIN
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1In0.c2lnbmF0dXJl'

/** A stand-in shop API with the account calls the storefront worker handles itself. */
function createShop() {
  const calls: { method: string; path: string; auth: string | null }[] = []
  const api = new Hono()
    .get('/api/v2/shop/redirects', (c) => c.json({ 'hydra:member': [], 'hydra:totalItems': 0 }))
    .post('/api/v2/shop/authentication-token', async (c) => {
      const body = await c.req.json<{ email: string; password: string }>()
      if (body.password !== 'tajneheslo') return c.json({ code: 401, message: 'Invalid credentials.' }, 401)
      return c.json({ token: JWT, customer: '/api/v2/shop/customers/5' })
    })
    .post('/api/v2/shop/customers/token', (c) => c.json({ token: JWT, customer: '/api/v2/shop/customers/5' }))
    .get('/api/v2/shop/customers/:id', (c) => c.json({ code: 401, message: 'Expired JWT Token' }, 401))
    .delete('/api/v2/shop/sessions/current', (c) =>
      c.req.header('authorization') === `Bearer ${JWT}`
        ? c.body(null, 204)
        : c.json({ code: 401, message: 'Invalid JWT Token' }, 401),
    )
    .patch('/api/v2/shop/account-verification-requests/:token', (c) =>
      c.req.param('token') === 'good-verification-token' ? c.body(null, 202) : c.json({ '@type': 'hydra:Error' }, 404),
    )
    .patch('/api/v2/shop/gdpr/customer-consent/:token', (c) =>
      c.req.param('token') === 'good-newsletter-token' ? c.body(null, 202) : c.json({ '@type': 'hydra:Error' }, 404),
    )
    .get('/api/v2/shop/reset-password-requests/:token', (c) =>
      c.req.param('token') === 'good-reset-token' ? c.json({ ok: true }) : c.json({ '@type': 'hydra:Error' }, 404),
    )
  const rendered: string[] = []
  const request = wireStorefront({
    api,
    onApiRequest: (sent) => {
      const url = new URL(sent.url)
      calls.push({ method: sent.method, path: url.pathname, auth: sent.headers.get('authorization') })
    },
    render: (request) => {
      rendered.push(request.url)
      return new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } })
    },
  })
  return { calls, rendered, request }
}

const login = (shop: ReturnType<typeof createShop>, password: string, path = '/api/v2/shop/authentication-token') =>
  shop.request(path, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/ld+json' },
    body: JSON.stringify({ email: 'jana@example.cz', password }),
  })

const cookieNamed = (response: Response, name: string) =>
  response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))

beforeEach(() => forgetRedirectTables())

describe('login through the proxy', () => {
  it('does not send a stale bearer with the login call, so an old cookie never blocks a new login', async () => {
    const shop = createShop()
    const response = await shop.request('/api/v2/shop/authentication-token', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/ld+json', cookie: '__Host-auth_token=stale.jwt.token' },
      body: JSON.stringify({ email: 'jana@example.cz', password: 'tajneheslo' }),
    })
    expect(response.status).toBe(200)
    expect(shop.calls.find((call) => call.path === '/api/v2/shop/authentication-token')?.auth).toBeNull()
  })

  it('keeps the JWT in an HttpOnly cookie for 7 days and the customer IRI in a readable one', async () => {
    const response = await login(createShop(), 'tajneheslo')
    expect(response.status).toBe(200)
    const auth = cookieNamed(response, '__Host-auth_token')
    expect(auth).toBe(`__Host-auth_token=${JWT}; Path=/; SameSite=Lax; Max-Age=604800; Secure; HttpOnly`)
    const customer = cookieNamed(response, '__Host-customer')
    expect(customer).toBe(
      '__Host-customer=%2Fapi%2Fv2%2Fshop%2Fcustomers%2F5; Path=/; SameSite=Lax; Max-Age=604800; Secure',
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('gives the browser the customer but never the token', async () => {
    const response = await login(createShop(), 'tajneheslo')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ customer: '/api/v2/shop/customers/5' })
    expect(text).not.toContain(JWT)
  })

  it('does the same for the Sylius 2 login path', async () => {
    const response = await login(createShop(), 'x', '/api/v2/shop/customers/token')
    expect(cookieNamed(response, '__Host-auth_token')).toContain(JWT)
    expect(await response.json()).toEqual({ customer: '/api/v2/shop/customers/5' })
  })

  it('passes a refused login on untouched and sets or clears no cookie', async () => {
    const response = await login(createShop(), 'spatne')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 401, message: 'Invalid credentials.' })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('sends the bearer of the new cookie on the next call, and a 401 there clears both cookies', async () => {
    const shop = createShop()
    const response = await shop.request('/api/v2/shop/customers/5', {
      headers: { cookie: `__Host-auth_token=${JWT}; __Host-customer=%2Fapi%2Fv2%2Fshop%2Fcustomers%2F5` },
    })
    expect(shop.calls.find((c) => c.path === '/api/v2/shop/customers/5')?.auth).toBe(`Bearer ${JWT}`)
    expect(response.status).toBe(401)
    expect(cookieNamed(response, '__Host-auth_token')).toContain('Max-Age=0')
    expect(cookieNamed(response, '__Host-customer')).toContain('Max-Age=0')
  })
})

describe('POST /_logout', () => {
  it('clears both auth cookies', async () => {
    const response = await createShop().request('/_logout', { method: 'POST', headers: { origin: ORIGIN } })
    expect(response.status).toBe(204)
    expect(cookieNamed(response, '__Host-auth_token')).toBe(
      '__Host-auth_token=; Path=/; SameSite=Lax; Max-Age=0; Secure; HttpOnly',
    )
    expect(cookieNamed(response, '__Host-customer')).toBe('__Host-customer=; Path=/; SameSite=Lax; Max-Age=0; Secure')
  })

  it('ends the session at the API with the visitor’s bearer before clearing the cookies', async () => {
    const shop = createShop()
    const response = await shop.request('/_logout', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: `__Host-auth_token=${JWT}` },
    })
    expect(response.status).toBe(204)
    expect(shop.calls).toContainEqual({
      method: 'DELETE',
      path: '/api/v2/shop/sessions/current',
      auth: `Bearer ${JWT}`,
    })
    expect(cookieNamed(response, '__Host-auth_token')).toBe(
      '__Host-auth_token=; Path=/; SameSite=Lax; Max-Age=0; Secure; HttpOnly',
    )
  })

  it('clears the cookies even when the API refuses to end the session', async () => {
    const shop = createShop()
    const response = await shop.request('/_logout', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: '__Host-auth_token=stale.jwt.token' },
    })
    expect(response.status).toBe(204)
    expect(shop.calls.some((call) => call.path === '/api/v2/shop/sessions/current')).toBe(true)
    expect(cookieNamed(response, '__Host-auth_token')).toBe(
      '__Host-auth_token=; Path=/; SameSite=Lax; Max-Age=0; Secure; HttpOnly',
    )
  })

  it('refuses a logout posted from another site', async () => {
    const response = await createShop().request('/_logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe('the verification link /overeni-uctu/{token}', () => {
  it('confirms the address at the API and lands on the home page with userRegistered=1', async () => {
    const shop = createShop()
    const response = await shop.request('/overeni-uctu/good-verification-token')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/?userRegistered=1')
    expect(shop.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/v2/shop/account-verification-requests/good-verification-token',
      }),
    )
  })

  it('lands with userRegistered=0 when the API does not know the token', async () => {
    const response = await createShop().request('/overeni-uctu/used-or-expired-token')
    expect(response.headers.get('location')).toBe('/?userRegistered=0')
  })

  it('does not ask the API about a malformed token', async () => {
    const shop = createShop()
    const response = await shop.request('/overeni-uctu/%3Cscript%3E')
    expect(response.headers.get('location')).toBe('/?userRegistered=0')
    expect(shop.calls.some((c) => c.path.includes('verification'))).toBe(false)
  })
})

describe('the Drinksletter confirmation link /potvrzeni-drinksletteru/{token}', () => {
  it('confirms the subscription at the API as a guest and lands on the home page with newsletterRegistered=1', async () => {
    const shop = createShop()
    const response = await shop.request('/potvrzeni-drinksletteru/good-newsletter-token', {
      headers: { cookie: '__Host-auth_token=stale.jwt.token' },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/?newsletterRegistered=1')
    expect(shop.calls).toContainEqual({
      method: 'PATCH',
      path: '/api/v2/shop/gdpr/customer-consent/good-newsletter-token',
      auth: null,
    })
  })

  it('lands with newsletterRegistered=0 for a used, expired or malformed token', async () => {
    expect((await createShop().request('/potvrzeni-drinksletteru/used-newsletter-token')).headers.get('location')).toBe(
      '/?newsletterRegistered=0',
    )
    const shop = createShop()
    expect((await shop.request('/potvrzeni-drinksletteru/%3Cscript%3E')).headers.get('location')).toBe(
      '/?newsletterRegistered=0',
    )
    expect(shop.calls.some((c) => c.path.includes('gdpr'))).toBe(false)
  })
})

describe('the password reset link /?passwordRecovery={token}', () => {
  it('renders the home page for a valid token (the popup opens there)', async () => {
    const shop = createShop()
    const response = await shop.request('/?passwordRecovery=good-reset-token')
    expect(response.status).toBe(200)
    expect(shop.rendered).toEqual([`${ORIGIN}/?passwordRecovery=good-reset-token`])
    expect(shop.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/v2/shop/reset-password-requests/good-reset-token' }),
    )
  })

  it('sends a used or unknown token to the expired-token notice', async () => {
    const shop = createShop()
    const response = await shop.request('/?passwordRecovery=stale-reset-token')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/?passwordRecovery=1&tokenValid=0')
    expect(shop.rendered).toEqual([])
  })

  it('leaves the notice address itself and other pages alone', async () => {
    const shop = createShop()
    expect((await shop.request('/?passwordRecovery=1&tokenValid=0')).status).toBe(200)
    expect((await shop.request('/?passwordRecovery=1')).status).toBe(200)
    expect((await shop.request('/kategorie/rum?passwordRecovery=stale-reset-token')).status).toBe(200)
    expect(shop.calls.some((c) => c.path.includes('reset-password'))).toBe(false)
  })
})
