import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { wireStorefront } from './test/storefront'

/** The local admin host (decision 044): the admin API on http://admin.localhost, for `npm start` only. */

function stand() {
  const sent: Array<{ path: string; cookie: string | null; authorization: string | null; body: string }> = []
  const api = new Hono().all('*', async (c) => {
    sent.push({
      path: new URL(c.req.url).pathname,
      cookie: c.req.header('cookie') ?? null,
      authorization: c.req.header('authorization') ?? null,
      body: await c.req.text(),
    })
    return c.json({ '@type': 'Order' })
  })
  return { sent, api }
}

const cookie = '__Host-auth_token=a-shoppers-token'

describe('http://admin.localhost', () => {
  it("answers with the API's answer even when its headers are immutable, as a binding's are", async () => {
    const api = { fetch: () => Response.redirect('http://admin.localhost/api/v2/admin/orders', 302) }
    const request = wireStorefront({ api, render: () => new Response('page') })
    const response = await request('http://admin.localhost:8787/api/v2/admin/orders/', {
      headers: { authorization: 'Bearer staff-token' },
    })
    expect(response.status).toBe(302)
  })

  it('passes the admin API on locally with the staff bearer and without cookies', async () => {
    const { sent, api } = stand()
    const request = wireStorefront({ api, render: () => new Response('page') })
    const response = await request('http://admin.localhost:8787/api/v2/admin/shipments/5/ship', {
      method: 'PATCH',
      headers: { cookie, authorization: 'Bearer staff-token', 'content-type': 'application/merge-patch+json' },
      body: '{"trackingCode":"X"}',
    })
    expect(response.status).toBe(200)
    expect(sent).toEqual([
      {
        path: '/api/v2/admin/shipments/5/ship',
        cookie: null,
        authorization: 'Bearer staff-token',
        body: '{"trackingCode":"X"}',
      },
    ])
  })

  it('answers nothing else on that host, and nothing at all outside a local shop', async () => {
    const { sent, api } = stand()
    const local = wireStorefront({ api, render: () => new Response('page') })
    expect((await local('http://admin.localhost:8787/api/v2/shop/orders/x')).status).toBe(404)
    expect((await local('http://admin.localhost:8787/')).status).toBe(404)
    for (const environment of ['staging', 'production']) {
      const deployed = wireStorefront({ api, render: () => new Response('page'), environment })
      // 404, or the test config's 503 of the production guard: never passed on
      expect([404, 503]).toContain(
        (
          await deployed('http://admin.localhost/api/v2/admin/orders', {
            headers: { authorization: 'Bearer staff-token' },
          })
        ).status,
      )
    }
    // the shop's own host still refuses it
    expect((await local('/api/v2/admin/orders', { headers: { cookie } })).status).toBe(404)
    expect(sent).toEqual([])
  })

  it('stands in for Cloudflare Access: the Access cookie becomes Cf-Access-Jwt-Assertion, no other cookie goes', async () => {
    const seen: Array<{ path: string; assertion: string | null; cookie: string | null }> = []
    const api = new Hono().all('*', (c) => {
      seen.push({
        path: new URL(c.req.url).pathname,
        assertion: c.req.header('cf-access-jwt-assertion') ?? null,
        cookie: c.req.header('cookie') ?? null,
      })
      return c.json({})
    })
    const request = wireStorefront({ api, render: () => new Response('page') })
    await request('http://admin.localhost:8787/api/v2/admin/me', {
      headers: { cookie: `${cookie}; CF_Authorization=header.payload.signature; other=1` },
    })
    await request('http://admin.localhost:8787/sandbox/access/sign-in', {
      headers: { cookie: 'CF_Authorization=header.payload.signature' },
    })
    expect(seen).toEqual([
      { path: '/api/v2/admin/me', assertion: 'header.payload.signature', cookie: null },
      // the sign-in page gets no token: it is not the admin API
      { path: '/sandbox/access/sign-in', assertion: null, cookie: null },
    ])
    // no other sandbox on this host, and the console's own pages never reach the worker (the local server has them)
    expect((await request('http://admin.localhost:8787/sandbox/mailbox')).status).toBe(404)
    expect((await request('http://admin.localhost:8787/objednavky')).status).toBe(404)
  })

  it("hands the sandbox sign-in's redirect to the browser instead of following it", async () => {
    const redirects: string[] = []
    const api = {
      fetch: (input: Request) => {
        redirects.push(input.redirect)
        return new Response(null, {
          status: 303,
          headers: { location: '/objednavky', 'set-cookie': 'CF_Authorization=x' },
        })
      },
    }
    const request = wireStorefront({ api, render: () => new Response('page') })
    const response = await request('http://admin.localhost:8787/sandbox/access/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://admin.localhost:8787' },
      body: 'email=sklad%40drinkarna.cz',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/objednavky')
    expect(redirects).toEqual(['manual'])
  })
})
