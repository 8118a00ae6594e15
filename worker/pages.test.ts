import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { COOKIE } from '../contract/cookies'
import { wireStorefront } from './test/storefront'

/**
 * docs/security.md, hole 10: the shop API answers 401 to any call whose bearer it does not accept (forged, expired,
 * revoked at a logout elsewhere). The root loader of every page reads the navigation and fails when that call
 * fails, so the page must get the navigation as a guest.
 */
function shopWithRevokedSessions() {
  const sent: { path: string; auth: string | null }[] = []
  const api = new Hono().all('*', (c) => {
    const auth = c.req.header('authorization') ?? null
    sent.push({ path: new URL(c.req.url).pathname, auth })
    if (auth) return c.json({ code: 401, message: 'Invalid JWT Token' }, 401)
    return c.json({ 'hydra:member': [] })
  })
  const request = wireStorefront({
    api,
    render: async (_request, context) => {
      // like the root loader: the navigation must load, then the logged-in customer is asked for
      const navigation = await context.fetchApi('/api/v2/shop/menus/header', {})
      if (!navigation.ok) throw new Error(`navigation failed with ${navigation.status}`)
      const me = await context.fetchApi('/api/v2/shop/customers/1', {})
      return new Response(`<!doctype html><p>${me.status}</p>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      })
    },
  })
  return { request, sent }
}

describe('a page rendered with a session the API no longer accepts', () => {
  it('renders as a guest and clears both auth cookies, never a 500', async () => {
    const { request, sent } = shopWithRevokedSessions()
    // a personal page: shared pages never send the bearer at all (worker/page-cache.test.ts)
    const response = await request('/cart', {
      headers: { cookie: `${COOKIE.auth}=revoked.jwt; ${COOKIE.customer}=%2Fapi%2Fv2%2Fshop%2Fcustomers%2F1` },
    })
    expect(response.status).toBe(200)
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith(`${COOKIE.auth}=;`) && c.includes('Max-Age=0'))).toBe(true)
    expect(cookies.some((c) => c.startsWith(`${COOKIE.customer}=;`) && c.includes('Max-Age=0'))).toBe(true)
    // the refused call is asked once more as a guest, and every later call goes as a guest at once
    expect(sent.filter((s) => !/\/redirects(-version)?$/.test(s.path))).toEqual([
      { path: '/api/v2/shop/menus/header', auth: 'Bearer revoked.jwt' },
      { path: '/api/v2/shop/menus/header', auth: null },
      { path: '/api/v2/shop/customers/1', auth: null },
    ])
  })

  it('treats an auth cookie that cannot be a token (a NUL, a space) like a refused one, never a 500', async () => {
    for (const value of ['%00', 'a%20b', 'x'.repeat(5000)]) {
      const { request, sent } = shopWithRevokedSessions()
      const response = await request('/cart', { headers: { cookie: `${COOKIE.auth}=${value}` } })
      expect(response.status, value).toBe(200)
      expect(
        response.headers.getSetCookie().some((c) => c.startsWith(`${COOKIE.auth}=;`) && c.includes('Max-Age=0')),
        value,
      ).toBe(true)
      expect(sent[0]?.auth, value).toBe('Bearer malformed')
    }
  })

  it("leaves a guest's 401 (a call that needs a login) to the page, without touching cookies", async () => {
    const api = new Hono().all('*', (c) => c.json({ code: 401, message: 'JWT Token not found' }, 401))
    const request = wireStorefront({
      api,
      render: async (_request, context) => {
        const orders = await context.fetchApi('/api/v2/shop/orders', {})
        return new Response(`<!doctype html><p>${orders.status}</p>`, {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        })
      },
    })
    const response = await request('/account')
    expect(await response.text()).toContain('<p>401</p>')
    expect(response.headers.getSetCookie()).toEqual([])
  })
})
