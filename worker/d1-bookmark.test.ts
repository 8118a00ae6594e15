import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { COOKIE } from '../contract/cookies'
import { D1_BOOKMARK_HEADER, D1_WROTE_HEADER } from '../contract/d1-bookmark'
import type { ServerRequestContext } from '../src/lib/request-context'
import { D1_BOOKMARK_MAX_AGE } from './d1-bookmark'
import { wireStorefront } from './test/storefront'

/** A D1 bookmark as the API sends it, the n-th write. */
const bookmarkOf = (n: number) => `00000000-${n.toString(16).padStart(8, '0')}-00000000-${'0'.repeat(32)}`

/**
 * A storefront in front of a stand-in API that acts as the real one does with bookmarks
 * (docs/decisions/057-d1-sessions.md): every answer carries the newest bookmark, a write also `x-d1-wrote: 1`.
 * The renderer asks what `renderCalls` says and records the bookmark each API call carried.
 */
function shop(
  renderCalls: (context: ServerRequestContext) => Promise<unknown> = (context) =>
    context.fetchApi('/api/v2/shop/orders/cart-of-jana', {}),
) {
  let writes = 0
  const sent: { method: string; path: string; bookmark: string | null }[] = []
  const api = new Hono().all('*', (c) => {
    // the redirect step's table is not the visitor's data (worker/redirect-step.ts)
    if (!c.req.path.includes('/redirects'))
      sent.push({
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        bookmark: c.req.header(D1_BOOKMARK_HEADER) ?? null,
      })
    const wrote = c.req.method !== 'GET' || c.req.path.endsWith('/pay')
    if (wrote) writes += 1
    c.header(D1_BOOKMARK_HEADER, bookmarkOf(writes))
    if (wrote) c.header(D1_WROTE_HEADER, '1')
    return c.json({ 'hydra:member': [], 'hydra:totalItems': 0 }, wrote ? 201 : 200)
  })
  const request = wireStorefront({
    api,
    render: async (_request, context) => {
      await renderCalls(context)
      return new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } })
    },
  })
  return { sent, request }
}

const bookmarkCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${COOKIE.d1Bookmark}=`))

const JSON_LD = { accept: 'application/ld+json', 'content-type': 'application/ld+json' }

describe('read-your-writes between the storefront and the API', () => {
  it('keeps the bookmark of a write in a short-lived HttpOnly cookie, and the API headers to itself', async () => {
    const { request } = shop()
    const response = await request('/api/v2/shop/orders/cart-of-jana/items', {
      method: 'POST',
      headers: { ...JSON_LD, origin: 'https://shop.example.cz' },
      body: JSON.stringify({ productVariant: 'RUM_B_700', quantity: 1 }),
    })
    expect(response.status).toBe(201)
    expect(bookmarkCookie(response)).toBe(
      `${COOKIE.d1Bookmark}=${encodeURIComponent(bookmarkOf(1))}; Path=/; SameSite=Lax; Max-Age=${D1_BOOKMARK_MAX_AGE}; Secure; HttpOnly`,
    )
    expect(D1_BOOKMARK_MAX_AGE).toBeLessThanOrEqual(15 * 60)
    expect(response.headers.get(D1_BOOKMARK_HEADER)).toBeNull()
    expect(response.headers.get(D1_WROTE_HEADER)).toBeNull()
  })

  it("sends the cookie's bookmark on the next page render's API calls, and sets no cookie where nothing was written", async () => {
    const { request, sent } = shop()
    const response = await request('/cart', { headers: { cookie: `${COOKIE.d1Bookmark}=${bookmarkOf(7)}` } })
    expect(response.status).toBe(200)
    expect(sent).toEqual([{ method: 'GET', path: '/api/v2/shop/orders/cart-of-jana', bookmark: bookmarkOf(7) }])
    expect(bookmarkCookie(response)).toBeUndefined()
  })

  it("sends it on the browser's proxied calls too, and a GET that wrote (starting a payment) renews it", async () => {
    const { request, sent } = shop()
    const response = await request('/api/v2/shop/orders/cart-of-jana/pay', {
      headers: { accept: 'application/ld+json', cookie: `${COOKIE.d1Bookmark}=${bookmarkOf(3)}` },
    })
    expect(sent[0]?.bookmark).toBe(bookmarkOf(3))
    expect(bookmarkCookie(response)).toContain(`=${bookmarkOf(1)};`)
  })

  it('sets the newest bookmark on the page when the render wrote', async () => {
    const { request } = shop(async (context) => {
      await context.fetchApi('/api/v2/shop/orders', { method: 'POST', body: '{}' })
      await context.fetchApi('/api/v2/shop/orders', { method: 'POST', body: '{}' })
      await context.fetchApi('/api/v2/shop/orders/cart-of-jana', {})
    })
    const response = await request('/cart')
    expect(bookmarkCookie(response)).toContain(`=${bookmarkOf(2)};`)
  })

  it('neither sends the bookmark on a shared page nor sets a cookie on it, from the edge cache or not', async () => {
    const { request, sent } = shop((context) => context.fetchApi('/api/v2/shop/taxons', {}))
    const cookie = `${COOKIE.d1Bookmark}=${bookmarkOf(7)}`
    const first = await request('/kategorie/rum', { headers: { cookie } })
    expect(first.headers.get('x-cache')).toBe('miss')
    expect(bookmarkCookie(first)).toBeUndefined()
    expect(sent).toEqual([{ method: 'GET', path: '/api/v2/shop/taxons', bookmark: null }])
    await expect
      .poll(async () => (await request('/kategorie/rum', { headers: { cookie } })).headers.get('x-cache'), {
        timeout: 3000,
      })
      .toBe('hit')
    const cached = await request('/kategorie/rum', { headers: { cookie } })
    expect(bookmarkCookie(cached)).toBeUndefined()
    expect(cached.headers.getSetCookie()).toEqual([])
  })

  it('never forwards a bookmark header the browser sent, and drops a cookie of the wrong shape', async () => {
    const { request, sent } = shop()
    await request('/api/v2/shop/orders/cart-of-jana', {
      headers: { accept: 'application/ld+json', [D1_BOOKMARK_HEADER]: bookmarkOf(99) },
    })
    await request('/api/v2/shop/orders/cart-of-jana', {
      headers: {
        accept: 'application/ld+json',
        [D1_BOOKMARK_HEADER]: bookmarkOf(99),
        cookie: `${COOKIE.d1Bookmark}=${bookmarkOf(4)}`,
      },
    })
    const page = await request('/cart', { headers: { cookie: `${COOKIE.d1Bookmark}=first-primary` } })
    expect(page.status).toBe(200)
    expect(sent.map((call) => call.bookmark)).toEqual([null, bookmarkOf(4), null])
  })

  it('keeps the bookmark of a social login, whose new session the next page must find', async () => {
    const api = new Hono().post('/api/v2/shop/oauth/handoff', (c) => {
      c.header(D1_BOOKMARK_HEADER, bookmarkOf(5))
      c.header(D1_WROTE_HEADER, '1')
      return c.json({
        token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl',
        customer: '/api/v2/shop/customers/7',
      })
    })
    const request = wireStorefront({ api, render: () => new Response('') })
    const response = await request('/oauth/success?handoff=H1', {
      headers: { cookie: `__Secure-oauth_binding=${'b'.repeat(43)}` },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/oauth/success')
    expect(bookmarkCookie(response)).toContain(`=${bookmarkOf(5)};`)
  })
})
