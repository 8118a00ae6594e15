import { beforeEach, describe, expect, it, vi } from 'vitest'
import { apiCacheBytes, forgetApiCache, MAX_CACHE_BYTES, publicMaxAge, withApiCache } from './api-cache'

const answer = (cacheControl: string | null, body = 'x', status = 200) =>
  new Response(body, { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} })
const get = (path: string, headers: HeadersInit = {}) => new Request(`https://shop-api.internal${path}`, { headers })

beforeEach(() => forgetApiCache())

describe('publicMaxAge', () => {
  it('reuses only public answers with a max-age, capped at five minutes', () => {
    expect(publicMaxAge('public, max-age=60, stale-while-revalidate=300')).toBe(60)
    expect(publicMaxAge('public, max-age=86400')).toBe(300)
    expect(publicMaxAge('private, max-age=60')).toBe(0)
    expect(publicMaxAge('public, no-store, max-age=60')).toBe(0)
    expect(publicMaxAge('max-age=60')).toBe(0)
    expect(publicMaxAge(null)).toBe(0)
  })
})

describe('withApiCache', () => {
  it('answers the same public GET from memory until it expires', async () => {
    let now = 0
    const upstream = vi.fn(async () => answer('public, max-age=60', 'tree'))
    const cached = withApiCache(upstream, 'embedded', () => now)
    expect(await (await cached(get('/api/v2/shop/search/taxons/menu_category'))).text()).toBe('tree')
    expect(await (await cached(get('/api/v2/shop/search/taxons/menu_category'))).text()).toBe('tree')
    expect(upstream).toHaveBeenCalledTimes(1)
    now = 61_000
    await cached(get('/api/v2/shop/search/taxons/menu_category'))
    expect(upstream).toHaveBeenCalledTimes(2)
  })

  it('asks the API again for a request that wants no cached answer, and keeps that newer answer for the others', async () => {
    let stock = 'sold out'
    const upstream = vi.fn(async () => answer('public, max-age=60', stock))
    const cached = withApiCache(upstream, 'embedded', () => 0)
    expect(await (await cached(get('/api/v2/shop/products/GIN'))).text()).toBe('sold out')
    stock = 'in stock'
    expect(await (await cached(get('/api/v2/shop/products/GIN'))).text()).toBe('sold out')
    expect(await (await cached(get('/api/v2/shop/products/GIN', { 'cache-control': 'no-cache' }))).text()).toBe(
      'in stock',
    )
    expect(await (await cached(get('/api/v2/shop/products/GIN'))).text()).toBe('in stock')
    expect(upstream).toHaveBeenCalledTimes(2)
  })

  it('keeps locales, queries and upstreams apart', async () => {
    const upstream = vi.fn(async (request: Request) =>
      answer('public, max-age=60', request.headers.get('accept-language') ?? ''),
    )
    const cached = withApiCache(upstream, 'embedded')
    expect(await (await cached(get('/p?page=1', { 'accept-language': 'cs' }))).text()).toBe('cs-CZ')
    expect(await (await cached(get('/p?page=1', { 'accept-language': 'en' }))).text()).toBe('en-US')
    await cached(get('/p?page=2', { 'accept-language': 'cs' }))
    await withApiCache(upstream, 'https://sylius.example.com')(get('/p?page=1', { 'accept-language': 'cs' }))
    expect(upstream).toHaveBeenCalledTimes(4)
  })

  it('keys by the locale the API answers in, not the raw header, and asks the API in that locale', async () => {
    const upstream = vi.fn(async (request: Request) =>
      answer('public, max-age=60', request.headers.get('accept-language') ?? ''),
    )
    const cached = withApiCache(upstream, 'embedded')
    for (const header of [
      'cs-CZ, cs;q=0.9',
      'cs',
      'CS_cz',
      'de-DE, xx;q=0.1',
      '',
      `cs;q=1, random-${'x'.repeat(50)}`,
    ]) {
      expect(await (await cached(get('/menu', header ? { 'accept-language': header } : {}))).text(), header).toBe(
        'cs-CZ',
      )
    }
    expect(upstream).toHaveBeenCalledTimes(1)
  })

  it('holds at most MAX_CACHE_BYTES, dropping the least recently used first', async () => {
    const body = 'x'.repeat(256 * 1024)
    const upstream = vi.fn(async () => answer('public, max-age=60', body))
    const cached = withApiCache(upstream, 'embedded')
    await cached(get('/p/first'))
    for (let i = 0; i < 40; i++) {
      await cached(get(`/p/${i}`))
      await cached(get('/p/first')) // kept in use: never the least recently used
      expect(apiCacheBytes()).toBeLessThanOrEqual(MAX_CACHE_BYTES)
    }
    expect(upstream).toHaveBeenCalledTimes(41)
    await cached(get('/p/39'))
    expect(upstream).toHaveBeenCalledTimes(41)
    await cached(get('/p/0'))
    expect(upstream).toHaveBeenCalledTimes(42)
    // a few MB: far under the isolate's 128 MB
    expect(MAX_CACHE_BYTES).toBeLessThanOrEqual(16 * 1024 * 1024)
  })

  it('never keeps what belongs to a customer, private answers, errors or writes', async () => {
    const upstream = vi.fn(async (request: Request) =>
      request.url.endsWith('/private')
        ? answer('private, max-age=60')
        : request.url.endsWith('/missing')
          ? answer('public, max-age=60', '', 404)
          : answer('public, max-age=60'),
    )
    const cached = withApiCache(upstream, 'embedded')
    for (let i = 0; i < 2; i++) {
      await cached(get('/orders/abc', { authorization: 'Bearer t' }))
      await cached(get('/private'))
      await cached(get('/missing'))
      await cached(new Request('https://shop-api.internal/orders', { method: 'POST', body: '{}' }))
    }
    expect(upstream).toHaveBeenCalledTimes(8)
  })
})
