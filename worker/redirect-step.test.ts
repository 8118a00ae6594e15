import { env } from 'cloudflare:test'
import { Hono } from 'hono'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetRedirectTables, getRedirectTable, VERSION_CHECK_MS } from './redirect-step'
import { wireStorefront } from './test/storefront'
import type { Upstream } from './upstream'

const kv = (env as unknown as { CACHE: KVNamespace }).CACHE

/** A stand-in API whose table and version the test changes, as the admin API's writes do. */
function fakeApi(options: { versioned: boolean }) {
  const state = { rows: [] as { originUrl: string; destinationUrl: string }[], version: 1, calls: [] as string[] }
  const app = new Hono()
    .get('/api/v2/shop/redirects-version', (c) =>
      options.versioned ? c.json({ version: state.version }) : c.json({ code: 404 }, 404),
    )
    .get('/api/v2/shop/redirects', (c) => c.json({ 'hydra:member': state.rows, 'hydra:totalItems': state.rows.length }))
  const upstream: Upstream = async (path, init) => {
    state.calls.push(new URL(path, 'https://api').pathname.split('/').pop()!)
    return app.request(path, init)
  }
  return { state, upstream }
}

let key = 0
beforeEach(() => {
  forgetRedirectTables()
  key++
})

async function table(upstream: Upstream, now: number) {
  return getRedirectTable({ kv, upstream, upstreamKey: `test-${key}`, ttlSeconds: 300, now })
}

describe('the redirect table at the edge', () => {
  it('sees a change within seconds: the version moved, so the table is loaded again', async () => {
    const api = fakeApi({ versioned: true })
    expect((await table(api.upstream, 0)).has('/stary')).toBe(false)
    expect(api.state.calls).toEqual(['redirects-version', 'redirects'])

    // ops add a redirect: the API's triggers bump the version
    api.state.rows.push({ originUrl: '/stary', destinationUrl: '/novy' })
    api.state.version = 2
    // within the check interval the isolate trusts its copy and asks nobody
    expect((await table(api.upstream, VERSION_CHECK_MS - 1)).has('/stary')).toBe(false)
    expect(api.state.calls).toHaveLength(2)
    // then it asks for the version, finds it moved and reloads, long before the 300 s TTL
    expect((await table(api.upstream, VERSION_CHECK_MS + 1)).get('/stary')).toBe('/novy')
    expect(api.state.calls).toEqual(['redirects-version', 'redirects', 'redirects-version', 'redirects'])
  })

  it('keeps its copy while the version stays, and another isolate takes the current copy from KV', async () => {
    const api = fakeApi({ versioned: true })
    api.state.rows.push({ originUrl: '/a', destinationUrl: '/b' })
    await table(api.upstream, 0)
    await table(api.upstream, VERSION_CHECK_MS + 1)
    expect(api.state.calls).toEqual(['redirects-version', 'redirects', 'redirects-version'])

    forgetRedirectTables()
    expect((await table(api.upstream, VERSION_CHECK_MS + 2)).get('/a')).toBe('/b')
    expect(api.state.calls.slice(3)).toEqual(['redirects-version'])
  })

  it('replaces a KV copy of an older version instead of trusting it', async () => {
    const api = fakeApi({ versioned: true })
    await table(api.upstream, 0)
    api.state.rows.push({ originUrl: '/c', destinationUrl: '/d' })
    api.state.version = 5
    forgetRedirectTables()
    expect((await table(api.upstream, 1)).get('/c')).toBe('/d')
  })

  it('falls back to the TTL with an upstream that has no version (a real Sylius)', async () => {
    const api = fakeApi({ versioned: false })
    await table(api.upstream, 0)
    api.state.rows.push({ originUrl: '/e', destinationUrl: '/f' })
    expect((await table(api.upstream, 60_000)).has('/e')).toBe(false)
    expect(api.state.calls.filter((c) => c === 'redirects')).toHaveLength(1)
    forgetRedirectTables()
    await kv.delete(`redirects:v2:test-${key}`)
    expect((await table(api.upstream, 301_000)).get('/e')).toBe('/f')
  })
})

describe('stored redirects the storefront cannot send', () => {
  it('are skipped, never a 500: a control character in the destination or the origin (rows stored before the rule)', async () => {
    const rows = [
      { originUrl: '/ctrl/null', destinationUrl: '/a\u0000b' },
      { originUrl: '/ctrl/start', destinationUrl: '/a\u0001b' },
      { originUrl: '/ctrl/delete', destinationUrl: '/a\u007fb' },
      { originUrl: '/ctrl/line', destinationUrl: '/a\r\nSet-Cookie: x=1' },
      { originUrl: '/ctrl/absolute', destinationUrl: 'https://shop.example.cz/a\u0000b' },
      { originUrl: '/ctrl/origin\u0000', destinationUrl: '/kategorie/rum' },
      { originUrl: '/ctrl/fine', destinationUrl: '/kategorie/rum' },
    ]
    const api = new Hono()
      .get('/api/v2/shop/redirects-version', (c) => c.json({ version: 7_000_001 }))
      .get('/api/v2/shop/redirects', (c) => c.json({ 'hydra:member': rows, 'hydra:totalItems': rows.length }))
    const render = () => new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } })
    const request = wireStorefront({ api, render })
    for (const path of [
      '/ctrl/null',
      '/ctrl/start',
      '/ctrl/delete',
      '/ctrl/line',
      '/ctrl/absolute',
      '/ctrl/origin%00',
    ]) {
      const response = await request(path)
      expect([path, response.status]).toEqual([path, 200])
      expect(response.headers.get('set-cookie'), path).toBeNull()
    }
    const fine = await request('/ctrl/fine')
    expect(fine.status).toBe(301)
    expect(fine.headers.get('location')).toBe('https://shop.example.cz/kategorie/rum')
  })
})

describe('the admin API through the storefront', () => {
  it('is not found and never sent on, whatever the path spelling or the cookie carries', async () => {
    const sent: string[] = []
    const api = new Hono().all('*', (c) => {
      sent.push(new URL(c.req.url).pathname)
      return c.json({ 'hydra:member': [], 'hydra:totalItems': 0 })
    })
    const request = wireStorefront({ api, render: () => new Response('page') })
    const cookie = '__Host-auth_token=ops-token-0123456789abcdef0123456789'
    for (const path of [
      '/api/v2/admin',
      '/api/v2/admin/redirects',
      '/api/v2/admin/product-variants/X',
      '/api/v2/shop/../admin/redirects',
      '/api/v2/shop/%2e%2e/admin/redirects',
    ]) {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
        const response = await request(path, {
          method,
          headers: { cookie, authorization: 'Bearer x', origin: 'https://shop.example.cz' },
        })
        expect([path, method, response.status]).toEqual([path, method, 404])
      }
    }
    expect(sent.filter((path) => path.includes('admin'))).toEqual([])
  })
})
