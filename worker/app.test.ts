import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetRedirectTables, REDIRECTS_KV_KEY } from './redirect-step'
import { createTestStorefront } from './test/storefront'

const kv = (env as unknown as { CACHE: KVNamespace }).CACHE

beforeEach(async () => {
  forgetRedirectTables()
  await kv.delete(`${REDIRECTS_KV_KEY}:embedded`)
})

describe('pages', () => {
  it('answers with a request id, a CSP whose nonce the renderer received, and no compression locally', async () => {
    const shop = createTestStorefront()
    const response = await shop.request('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/)
    const nonce = shop.rendered[0]?.nonce
    expect(nonce).toBeTruthy()
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-encoding')).toBe('identity')
  })

  it('gives the renderer the visitor facts it needs', async () => {
    const shop = createTestStorefront()
    await shop.request('/account', { headers: { cookie: 'age_verified=1', 'user-agent': 'Googlebot/2.1' } })
    expect(shop.rendered[0]).toMatchObject({
      cookieHeader: 'age_verified=1',
      userAgent: 'Googlebot/2.1',
      siteUrl: 'https://shop.example.cz',
      shared: false,
    })
    // a shared page gets the variant only (worker/page-cache.test.ts)
    await shop.request('/kategorie/rum', {
      headers: { cookie: 'age_verified=1; cart_token=abc', 'user-agent': 'Googlebot/2.1' },
    })
    expect(shop.rendered[1]).toMatchObject({
      cookieHeader: 'age_verified=1',
      userAgent: expect.stringContaining('Googlebot'),
      shared: true,
    })
  })

  it('clears the auth cookies when the API answered 401 while the page rendered', async () => {
    const shop = createTestStorefront()
    const response = await shop.request('/account', { headers: { cookie: '__Host-auth_token=abc; expired=1' } })
    const cookies = response.headers.getSetCookie()
    expect(
      cookies.some((c) => c.startsWith('__Host-auth_token=;') && c.includes('Max-Age=0') && c.includes('HttpOnly')),
    ).toBe(true)
    expect(cookies.some((c) => c.startsWith('__Host-customer=;'))).toBe(true)
  })
})

describe('redirects', () => {
  const redirects = [
    { originUrl: '/stara-kategorie/rumy', destinationUrl: '/kategorie/rum' },
    { originUrl: '/facebook', destinationUrl: 'https://www.facebook.com/drinkarna' },
  ]

  it('answers 301 to the destination, with the site URL before a relative one', async () => {
    const shop = createTestStorefront({ redirects })
    const response = await shop.request('/Stara-Kategorie/Rumy/')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://shop.example.cz/kategorie/rum')
    expect((await shop.request('/facebook')).headers.get('location')).toBe('https://www.facebook.com/drinkarna')
    expect(shop.rendered).toHaveLength(0)
  })

  it('answers redirects that no browser or cache keeps, so a redirect ops remove stops within seconds for everyone', async () => {
    const shop = createTestStorefront({ redirects })
    for (const path of ['/stara-kategorie/rumy', '/facebook']) {
      const response = await shop.request(path)
      expect(response.status, path).toBe(301)
      // a 301 without this is kept by browsers for as long as its max-age says, or indefinitely with none
      expect(response.headers.get('cache-control'), path).toBe('no-store')
    }
  })

  it('runs before the pages, so a one-segment address that a CMS slug could take is still redirected', async () => {
    const shop = createTestStorefront({ redirects: [{ originUrl: '/vop', destinationUrl: '/obchodni-podminky' }] })
    const response = await shop.request('/vop')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://shop.example.cz/obchodni-podminky')
    expect(shop.rendered).toHaveLength(0)
    expect((await shop.request('/obchodni-podminky')).status).toBe(200)
    expect(shop.rendered).toHaveLength(1)
  })

  it('loads the table once and keeps it in KV for other isolates', async () => {
    const shop = createTestStorefront({ redirects })
    await shop.request('/a')
    await shop.request('/b')
    expect(shop.calls.filter((r) => new URL(r.url).pathname.endsWith('/redirects'))).toHaveLength(1)
    forgetRedirectTables()
    const other = createTestStorefront({ redirects: [] })
    expect((await other.request('/stara-kategorie/rumy')).status).toBe(301)
    // only the version check (which this stand-in API does not know: the TTL alone decides)
    expect(other.calls.map((r) => new URL(r.url).pathname)).toEqual(['/api/v2/shop/redirects-version'])
  })

  it("loads the shared table as a guest, so a visitor's bearer never decides what everyone gets", async () => {
    const shop = createTestStorefront({ redirects })
    await shop.request('/a', { headers: { cookie: '__Host-auth_token=revoked' } })
    const tableCalls = shop.calls.filter((r) => new URL(r.url).pathname.endsWith('/redirects'))
    expect(tableCalls.map((r) => r.headers.get('authorization'))).toEqual([null])
  })

  it('still renders pages when the API cannot give the table', async () => {
    const shop = createTestStorefront({ redirects, apiDown: true })
    const response = await shop.request('/stara-kategorie/rumy')
    expect(response.status).toBe(200)
  })

  it('leaves API calls and writes alone', async () => {
    const shop = createTestStorefront({ redirects: [{ originUrl: '/api/v2/shop/products', destinationUrl: '/x' }] })
    expect((await shop.request('/api/v2/shop/products')).status).toBe(200)
  })
})

describe('API proxy', () => {
  it('passes the path and query on, with the bearer from the HttpOnly cookie and without cookies', async () => {
    const shop = createTestStorefront()
    const response = await shop.request('/api/v2/shop/products?page=2', {
      headers: { cookie: '__Host-auth_token=jwt-1; cart_token=c' },
    })
    expect(await response.json()).toEqual({ path: '/api/v2/shop/products?page=2', auth: 'Bearer jwt-1', cookie: null })
  })

  it('clears the auth cookies on a 401 from the API', async () => {
    const shop = createTestStorefront()
    const response = await shop.request('/api/v2/shop/customers/me', { headers: { cookie: '__Host-auth_token=old' } })
    expect(response.status).toBe(401)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('__Host-auth_token=;'))).toBe(true)
  })

  it('passes an invoice PDF through as the API made it: type, attachment name, no-store, bytes; never from a cache', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n')
    const path = '/api/v2/shop/invoices/3f1c2a4e-8b7d-4c55-9a21-0e6f1b2c3d4e/download'
    const shop = createTestStorefront({
      answers: {
        [path]: () =>
          new Response(pdf, {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="faktura-2026000012.pdf"',
              'cache-control': 'private, no-store',
            },
          }),
      },
    })
    for (const token of ['owner-jwt', 'someone-else']) {
      const response = await shop.request(path, {
        headers: { cookie: `__Host-auth_token=${token}`, accept: 'application/pdf' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="faktura-2026000012.pdf"')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf)
    }
    // each visitor's download asked the API with that visitor's bearer: no answer was reused for another
    const sent = shop.calls.filter((call) => new URL(call.url).pathname === path)
    expect(sent.map((call) => call.headers.get('authorization'))).toEqual(['Bearer owner-jwt', 'Bearer someone-else'])
  })

  it('refuses writes from another site and accepts them from its own pages', async () => {
    const shop = createTestStorefront()
    const foreign = await shop.request('/api/v2/shop/orders', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: '{}',
    })
    expect(foreign.status).toBe(403)
    const own = await shop.request('/api/v2/shop/orders', {
      method: 'POST',
      headers: { origin: 'https://shop.example.cz' },
      body: '{}',
    })
    expect(own.status).toBe(200)
  })
})

describe('small endpoints', () => {
  it('serves the build id uncached', async () => {
    const response = await createTestStorefront().request('/site-manifest.json')
    expect(await response.json()).toEqual({ id: 'test-build' })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('remembers the age confirmation for a year and returns to a same-site path only', async () => {
    const shop = createTestStorefront()
    const post = (back: string) =>
      shop.request('/_age-gate', {
        method: 'POST',
        headers: { origin: 'https://shop.example.cz', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ return: back }).toString(),
      })
    const response = await post('/kategorie/rum?page=2')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/kategorie/rum?page=2')
    expect(response.headers.get('set-cookie')).toMatch(
      /^age_verified=1; Path=\/; SameSite=Lax; Max-Age=31536000; Secure/,
    )
    expect((await post('//evil.example/')).headers.get('location')).toBe('/')
  })

  it('remembers the cookie choice for a year and returns to a same-site path only', async () => {
    const shop = createTestStorefront()
    const post = (fields: Record<string, string>) =>
      shop.request('/_consent', {
        method: 'POST',
        headers: { origin: 'https://shop.example.cz', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      })
    const refused = await post({ choice: 'none', return: '/produkt/rum?x=1' })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe('/produkt/rum?x=1')
    expect(refused.headers.get('set-cookie')).toMatch(
      /^cookie_consent=v%3D1%26analytics%3D0%26marketing%3D0%26date%3D\d{4}-\d{2}-\d{2}; Path=\/; SameSite=Lax; Max-Age=31536000; Secure/,
    )
    const custom = await post({ choice: 'custom', analytics: 'on', return: '/' })
    expect(custom.headers.get('set-cookie')).toMatch(/^cookie_consent=v%3D1%26analytics%3D1%26marketing%3D0%26/)
    expect((await post({ choice: 'all', return: '/' })).headers.get('set-cookie')).toMatch(
      /analytics%3D1%26marketing%3D1/,
    )
    for (const away of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      expect((await post({ choice: 'all', return: away })).headers.get('location')).toBe('/')
    }
    // a form without a choice sets nothing
    const broken = await post({ return: '/kontakt' })
    expect(broken.status).toBe(303)
    expect(broken.headers.get('set-cookie')).toBeNull()
  })

  it('sends the age gate and the cookie banner back to a path on this site only, whatever the return field holds', async () => {
    const shop = createTestStorefront()
    const post = (path: string, fields: Record<string, string>) =>
      shop.request(path, {
        method: 'POST',
        headers: { origin: 'https://shop.example.cz', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      })
    const forms = [
      ['/_age-gate', {}],
      ['/_consent', { choice: 'all' }],
    ] as const
    // a browser drops tabs and line breaks from a Location and reads `\` as `/`: each of these would leave the site
    const away = [
      '/\t/evil.example',
      '/\t\\evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      ' //evil.example',
      '/\\evil.example',
      '/\u000b/evil.example',
      '/\u00a0/evil.example',
      '/\u2028/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/x\r\nset-cookie: a=1',
      'kategorie/rum',
      '',
      '/..//evil.example',
      '/a/%2e%2e//evil.example',
    ]
    for (const [path, fields] of forms) {
      for (const back of away) {
        const response = await post(path, { ...fields, return: back })
        expect(response.status, `${path} ${JSON.stringify(back)}`).toBe(303)
        expect(response.headers.get('location'), `${path} ${JSON.stringify(back)}`).toBe('/')
      }
      // a same-site path keeps its query, loses its fragment and comes out in the URL's own spelling
      const kept = await post(path, { ...fields, return: '/kategorie/rum?page=2&q=č#top' })
      expect(kept.headers.get('location')).toBe('/kategorie/rum?page=2&q=%C4%8D')
      expect((await post(path, { ...fields, return: '/a/../kontakt' })).headers.get('location')).toBe('/kontakt')
      expect((await post(path, { ...fields, return: `/${'x'.repeat(5000)}` })).headers.get('location')).toBe('/')
    }
  })

  it('refuses an age gate or cookie banner post larger than such a form can be, before reading it whole', async () => {
    const shop = createTestStorefront()
    for (const [path, fields] of [
      ['/_age-gate', {}],
      ['/_consent', { choice: 'all' }],
    ] as const) {
      const body = new URLSearchParams({ ...fields, return: '/', filler: 'x'.repeat(200_000) }).toString()
      const response = await shop.request(path, {
        method: 'POST',
        headers: { origin: 'https://shop.example.cz', 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
      expect(response.status, path).toBe(413)
      expect(response.headers.get('set-cookie'), path).toBeNull()
    }
  })

  it('accepts client error reports and refuses malformed or huge ones', async () => {
    const shop = createTestStorefront()
    const send = (body: string) =>
      shop.request('/_errors', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect((await send(JSON.stringify({ message: 'boom', context: 'window.error' }))).status).toBe(204)
    expect((await send('not json')).status).toBe(400)
    expect((await send(JSON.stringify({ message: 'x'.repeat(9000) }))).status).toBe(413)
  })
})

describe('API base override of the development form', () => {
  it('is ignored on the production host', async () => {
    const shop = createTestStorefront()
    const response = await shop.request('/api/v2/shop/taxons', { headers: { cookie: 'api_base=https://evil.example' } })
    expect(response.status).toBe(200)
    expect(shop.calls).toHaveLength(1)
  })

  it('is offered to pages on a staging host, for a listed base only', async () => {
    const shop = createTestStorefront({ apiBaseOverrides: 'http://127.0.0.1:9' })
    await shop.request('https://shop.staging.example.cz/', { headers: { cookie: 'api_base=http://127.0.0.1:9/' } })
    await shop.request('https://shop.staging.example.cz/', { headers: { cookie: 'api_base=http://127.0.0.1:10/' } })
    expect(shop.rendered[0]).toMatchObject({ devToolsUnlocked: true, apiBaseOverride: 'http://127.0.0.1:9' })
    expect(shop.rendered[1]).toMatchObject({ devToolsUnlocked: true, apiBaseOverride: null })
  })
})

describe('API_UPSTREAM', () => {
  it('sends API calls to the configured Sylius instead of the binding, and an unreachable one is a 502', async () => {
    const shop = createTestStorefront({ apiUpstream: 'http://127.0.0.1:9' })
    const response = await shop.request('/api/v2/shop/taxons')
    expect(shop.calls).toHaveLength(0)
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'Bad Gateway' })
  })
})
