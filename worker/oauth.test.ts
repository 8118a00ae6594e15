import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { TEST_ORIGIN, wireStorefront } from './test/storefront'

const ORIGIN = TEST_ORIGIN
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl'

/** A stand-in of the API's /oauth calls (api/resources/oauth.ts) that remembers the binding it was given. */
function createShop(options: { callbackLocation?: string } = {}) {
  const seen: { path: string; binding: string | null; body: string; auth: string | null }[] = []
  let bound: string | null = null
  const api = new Hono()
    .get('/api/v2/shop/redirects', (c) => c.json({ 'hydra:member': [], 'hydra:totalItems': 0 }))
    .get('/api/v2/shop/oauth/connect/:provider', (c) => {
      if (c.req.param('provider') !== 'google') return c.json({ '@type': 'hydra:Error' }, 404)
      bound = c.req.header('x-oauth-binding') ?? null
      return c.redirect('/sandbox/identity/google/authorize?state=S1', 302)
    })
    .on(['GET', 'POST'], '/api/v2/shop/oauth/callback/:provider', (c) => {
      if (options.callbackLocation) return c.redirect(options.callbackLocation, 302)
      const ok = c.req.header('x-oauth-binding') === bound && bound !== null
      return c.redirect(ok ? `${ORIGIN}/oauth/success?handoff=H1` : `${ORIGIN}/oauth/failed?reason=expired`, 302)
    })
    .post('/api/v2/shop/oauth/handoff', async (c) => {
      const body = await c.req.json<{ code: string; binding: string }>()
      if (body.code !== 'H1' || body.binding !== bound) return c.json({ '@type': 'hydra:Error' }, 400)
      return c.json({ token: JWT, customer: '/api/v2/shop/customers/7' })
    })
  const rendered: string[] = []
  const request = wireStorefront({
    api,
    onApiRequest: async (sent) => {
      const url = new URL(sent.url)
      const body = sent.method === 'GET' ? '' : new TextDecoder().decode(await sent.clone().arrayBuffer())
      seen.push({
        path: url.pathname + url.search,
        binding: sent.headers.get('x-oauth-binding'),
        body,
        auth: sent.headers.get('authorization'),
      })
    },
    render: (request) => {
      rendered.push(new URL(request.url).pathname)
      return new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } })
    },
  })
  return { seen, rendered, request }
}

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie()
}

async function connected(shop: ReturnType<typeof createShop>): Promise<string> {
  const response = await shop.request('/oauth/connect/google')
  const binding = /^__Secure-oauth_binding=([^;]+)/.exec(cookiesOf(response)[0] ?? '')?.[1]
  if (!binding) throw new Error('no binding cookie')
  return `__Secure-oauth_binding=${binding}`
}

describe('social login in the storefront worker', () => {
  it('starts with a binding cookie for /oauth only and sends the browser where the API says', async () => {
    const shop = createShop()
    const response = await shop.request('/oauth/connect/google', { headers: { cookie: '__Host-auth_token=stale' } })
    const [cookie] = cookiesOf(response)

    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/sandbox/identity/google/authorize?state=S1')
    expect(cookie).toMatch(
      /^__Secure-oauth_binding=[\w-]{43}; Path=\/oauth; Max-Age=600; HttpOnly; Secure; SameSite=None$/,
    )
    expect(shop.seen.at(-1)?.binding).toBe(cookie?.slice('__Secure-oauth_binding='.length, cookie.indexOf(';')))
  })

  it('sends an unknown provider to /oauth/failed', async () => {
    const response = await createShop().request('/oauth/connect/myspace')
    expect(response.headers.get('location')).toBe('/oauth/failed?reason=error')
  })

  it("passes the provider's answer to the API with the binding and lands on this origin", async () => {
    const shop = createShop()
    const cookie = await connected(shop)
    const response = await shop.request('/oauth/callback/google?code=C1&state=S1', { headers: { cookie } })

    expect(shop.seen.at(-1)).toMatchObject({
      path: '/api/v2/shop/oauth/callback/google?code=C1&state=S1',
      binding: cookie.slice('__Secure-oauth_binding='.length),
    })
    expect(response.headers.get('location')).toBe('/oauth/success?handoff=H1')
  })

  it("accepts Apple's cross-site form post at the callback, and only there", async () => {
    const shop = createShop()
    const cookie = await connected(shop)
    const post = (path: string) =>
      shop.request(path, {
        method: 'POST',
        headers: { cookie, origin: 'https://appleid.apple.com', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'code=C1&state=S1&user=%7B%7D',
      })
    const callback = await post('/oauth/callback/apple')
    const elsewhere = await post('/api/v2/shop/orders')

    expect(callback.headers.get('location')).toBe('/oauth/success?handoff=H1')
    expect(shop.seen.find((call) => call.path === '/api/v2/shop/oauth/callback/apple')?.body).toBe(
      'code=C1&state=S1&user=%7B%7D',
    )
    expect(elsewhere.status).toBe(403)
  })

  it('fails a callback without the binding cookie, and one the API sends elsewhere', async () => {
    const unbound = createShop()
    const response = await unbound.request('/oauth/callback/google?code=C1&state=S1')
    const elsewhere = createShop({ callbackLocation: 'https://evil.example/oauth/success?handoff=H1' })
    const redirected = await elsewhere.request('/oauth/callback/google?code=C1', {
      headers: { cookie: await connected(elsewhere) },
    })

    expect(response.headers.get('location')).toBe('/oauth/failed?reason=expired')
    expect(unbound.seen.some((call) => call.path.includes('/oauth/callback'))).toBe(false)
    // the landing page is always this origin's
    expect(redirected.headers.get('location')).toBe('/oauth/success?handoff=H1')
  })

  it('collects the session into the auth cookies and drops the code from the address', async () => {
    const shop = createShop()
    const cookie = await connected(shop)
    const response = await shop.request('/oauth/success?handoff=H1', { headers: { cookie } })
    const cookies = cookiesOf(response)

    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/oauth/success')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(cookies).toContain('__Secure-oauth_binding=; Path=/oauth; Max-Age=0; HttpOnly; Secure; SameSite=None')
    expect(cookies).toContain(`__Host-auth_token=${JWT}; Path=/; SameSite=Lax; Max-Age=604800; Secure; HttpOnly`)
    expect(cookies).toContain(
      `__Host-customer=${encodeURIComponent('/api/v2/shop/customers/7')}; Path=/; SameSite=Lax; Max-Age=604800; Secure`,
    )
  })

  it('sends a used, foreign or unbound hand-over code to /oauth/failed without a session', async () => {
    const shop = createShop()
    const cookie = await connected(shop)
    const wrong = await shop.request('/oauth/success?handoff=H2', { headers: { cookie } })
    const unbound = await shop.request('/oauth/success?handoff=H1')

    for (const response of [wrong, unbound]) {
      expect(response.headers.get('location')).toBe('/oauth/failed?reason=expired')
      expect(cookiesOf(response).some((c) => c.startsWith('__Host-auth_token='))).toBe(false)
    }
  })

  it('age check (decision 038): passes the cart along to the API and lands back on the checkout, nowhere else', async () => {
    const shop = createShop({ callbackLocation: `${ORIGIN}/cart/summary?overeni-veku=overeno` })
    const cookie = await connected(shop)
    await shop.request('/oauth/connect/google?order=T1', { headers: { cookie } })
    const landed = await shop.request('/oauth/callback/bankid?code=C1&state=S1', { headers: { cookie } })
    const foreign = createShop({ callbackLocation: `${ORIGIN}/account?overeni-veku=overeno` })
    const refused = await foreign.request('/oauth/callback/bankid?code=C1', {
      headers: { cookie: await connected(foreign) },
    })

    expect(shop.seen.some((call) => call.path === '/api/v2/shop/oauth/connect/google?order=T1')).toBe(true)
    expect(landed.headers.get('location')).toBe('/cart/summary?overeni-veku=overeno')
    expect(refused.headers.get('location')).toBe('/oauth/failed?reason=error')
  })

  it('renders the success and failure pages themselves', async () => {
    const shop = createShop()
    const success = await shop.request('/oauth/success')
    const failure = await shop.request('/oauth/failed?reason=denied')

    expect(success.status).toBe(200)
    expect(failure.status).toBe(200)
    expect(shop.rendered).toEqual(['/oauth/success', '/oauth/failed'])
  })
})
