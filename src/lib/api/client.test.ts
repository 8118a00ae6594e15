import { describe, expect, it, vi } from 'vitest'
import { createApiClient, type Transport } from './client'
import { ApiError } from './errors'

const ok = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } })

function clientWith(transport: Transport, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    transport,
    language: 'cs',
    cacheScope: 'build-1',
    cacheTtlMs: 60_000,
    retryPauseMs: 0,
    ...extra,
  })
}

describe('api client', () => {
  it('asks for JSON-LD in Czech under /api/v2/shop', async () => {
    const transport = vi.fn<Transport>(async () => ok({}))
    await clientWith(transport).get('/products', { query: { page: 2, taxon: 'rum' } })
    const [url, init] = transport.mock.calls[0]!
    expect(url).toBe('/api/v2/shop/products?page=2&taxon=rum')
    const headers = new Headers(init.headers)
    expect(headers.get('accept')).toBe('application/ld+json')
    expect(headers.get('accept-language')).toMatch(/^cs-CZ/)
  })

  it('sends PATCH as a JSON merge patch and POST as JSON-LD', async () => {
    const transport = vi.fn<Transport>(async () => ok({}))
    const api = clientWith(transport)
    await api.patch('/orders/abc/items/1', { body: { quantity: 2 } })
    await api.post('/orders', { body: {} })
    expect(new Headers(transport.mock.calls[0]![1].headers).get('content-type')).toBe('application/merge-patch+json')
    expect(transport.mock.calls[0]![1].body).toBe('{"quantity":2}')
    expect(new Headers(transport.mock.calls[1]![1].headers).get('content-type')).toBe('application/ld+json')
  })

  it('keys GET calls by path plus query, so the same call is answered once', async () => {
    const transport = vi.fn<Transport>(async () => ok({ n: 1 }))
    const api = clientWith(transport)
    await Promise.all([api.get('/taxons', { query: { a: 1, b: 2 } }), api.get('/taxons', { query: { b: 2, a: 1 } })])
    await api.get('/taxons', { query: { a: 1, b: 3 } })
    expect(transport).toHaveBeenCalledTimes(2)
  })

  it('asks again once the cached answer is older than its lifetime', async () => {
    let now = 0
    const transport = vi.fn<Transport>(async () => ok({}))
    const api = clientWith(transport, { now: () => now, cacheTtlMs: 1000 })
    await api.get('/banners', {})
    now = 1001
    await api.get('/banners', {})
    expect(transport).toHaveBeenCalledTimes(2)
  })

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once after %i', async (status) => {
    const transport = vi
      .fn<Transport>()
      .mockResolvedValueOnce(ok({}, status))
      .mockResolvedValueOnce(ok({ fine: true }))
    await expect(clientWith(transport).get('/products', {})).resolves.toEqual({ fine: true })
    expect(transport).toHaveBeenCalledTimes(2)
  })

  it('retries a GET only once, then reports the failure', async () => {
    const transport = vi.fn<Transport>(async () => ok({}, 503))
    await expect(clientWith(transport).get('/products', {})).rejects.toMatchObject({ status: 503 })
    expect(transport).toHaveBeenCalledTimes(2)
  })

  it('does not retry other statuses nor other methods', async () => {
    const notFound = vi.fn<Transport>(async () => ok({}, 404))
    await expect(clientWith(notFound).get('/products/x', {})).rejects.toBeInstanceOf(ApiError)
    expect(notFound).toHaveBeenCalledTimes(1)
    const post = vi.fn<Transport>(async () => ok({}, 503))
    await expect(clientWith(post).post('/orders')).rejects.toMatchObject({ status: 503 })
    expect(post).toHaveBeenCalledTimes(1)
  })

  it('answers null for a missing resource (404) and throws every other failure', async () => {
    const transport = vi.fn<Transport>(async (url) =>
      url.includes('gone') ? ok({ code: 404 }, 404) : url.includes('broken') ? ok({}, 400) : ok({ code: 'rum' }),
    )
    const api = clientWith(transport)
    expect(await api.getOrNull('/taxons/rum')).toEqual({ code: 'rum' })
    expect(await api.getOrNull('/taxons/gone')).toBeNull()
    await expect(api.getOrNull('/taxons/broken')).rejects.toMatchObject({ status: 400 })
  })

  it('wraps errors with method, URL, status and the violations of the body', async () => {
    const body = {
      '@type': 'ConstraintViolationList',
      violations: [{ propertyPath: 'email', message: 'Zadejte platnou e-mailovou adresu.' }],
    }
    const api = clientWith(async () => ok(body, 422))
    const error = await api.put('/orders/t1', { body: { email: 'x' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ method: 'PUT', url: '/api/v2/shop/orders/t1', status: 422 })
    expect((error as ApiError).message).toContain('PUT /api/v2/shop/orders/t1')
    expect((error as ApiError).violations[0]?.propertyPath).toBe('email')
  })

  it('reports a network failure as status 0 and does not cache it', async () => {
    const transport = vi
      .fn<Transport>()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(ok({ ok: 1 }))
    const api = clientWith(transport)
    await expect(api.get('/taxons', {})).rejects.toMatchObject({ status: 0 })
    await expect(api.get('/taxons', {})).resolves.toEqual({ ok: 1 })
  })

  it('calls the logout handler on a 401, except for the login call', async () => {
    const onUnauthorized = vi.fn()
    const api = clientWith(async () => ok({ code: 401, message: 'Expired JWT Token' }, 401), { onUnauthorized })
    await api.get('/orders', {}).catch(() => undefined)
    await api.post('/authentication-token', { body: { email: 'a@b.cz', password: 'x' } }).catch(() => undefined)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('rejects, on the server, an answer that does not match the contract', async () => {
    expect(import.meta.env.SSR).toBe(true)
    const api = clientWith(async () => ok({ code: 5 }))
    await expect(api.get('/products/x', { schema: 'product' })).rejects.toBeInstanceOf(ApiError)
  })
})
