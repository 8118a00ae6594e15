import { describe, expect, it } from 'vitest'
import app from '../index'
import { testEnv } from '../test/env'

/** The admin API's own host (decision 029): nothing but /api/v2/admin answers there. */
const env = { ...testEnv, ADMIN_HOST: 'admin.drinkarna.cz', ADMIN_API_TOKEN: `ops:${'a'.repeat(40)}` }
const bearer = { authorization: `Bearer ${'a'.repeat(40)}` }

describe('ADMIN_HOST', () => {
  it('serves the admin API there, and the shop API, media and sandboxes not at all', async () => {
    const admin = await app.request('https://admin.drinkarna.cz/api/v2/admin/redirects', { headers: bearer }, env)
    expect(admin.status).toBe(200)
    for (const path of [
      '/api/v2/shop/taxons',
      '/api/v2/shop/orders',
      '/media/products/x.svg',
      '/sandbox/mailbox',
      '/api/v2/administrator',
      '/',
    ]) {
      const response = await app.request(`https://ADMIN.drinkarna.cz${path}`, {}, env)
      expect(response.status, path).toBe(404)
    }
  })

  it('leaves every other host as it was: the storefront reaches the shop API through its binding', async () => {
    expect((await app.request('https://www.drinkarna.cz/api/v2/shop/taxons', {}, env)).status).toBe(200)
    expect(
      (await app.request('http://localhost/api/v2/shop/taxons', {}, { ...testEnv, ADMIN_HOST: undefined })).status,
    ).toBe(200)
  })
})

describe('the staff console on ADMIN_HOST (decision 049)', () => {
  // Workers static assets as they answer: a file, `/` for the index, 404 for anything else
  const files: Record<string, string> = { '/': '<!doctype html><title>konzole</title>', '/_console/app.js': 'app()' }
  const CONSOLE = {
    fetch: (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname
      return Promise.resolve(path in files ? new Response(files[path]) : new Response('missing', { status: 404 }))
    },
  } as unknown as Fetcher
  const withConsole = { ...env, CONSOLE }

  it('serves its files there, a page address as its index, never stored, never framed', async () => {
    for (const [path, body] of [
      ['/', files['/']],
      ['/objednavky/abc?state=new', files['/']],
      ['/_console/app.js', 'app()'],
    ] as const) {
      const response = await app.request(`https://admin.drinkarna.cz${path}`, {}, withConsole)
      expect([path, response.status, await response.text()]).toEqual([path, 200, body])
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
    expect((await app.request('https://admin.drinkarna.cz/_console/missing.js', {}, withConsole)).status).toBe(404)
    expect((await app.request('https://admin.drinkarna.cz/', { method: 'POST' }, withConsole)).status).toBe(404)
  })

  it('serves none of it on any other host', async () => {
    for (const path of ['/', '/_console/app.js']) {
      const response = await app.request(`https://www.drinkarna.cz${path}`, {}, withConsole)
      expect([path, response.status]).toEqual([path, 404])
    }
  })
})
