import { createExecutionContext, env } from 'cloudflare:test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createStorefront } from './app'
import type { Bindings } from './env'

function storefront(vars: Partial<Bindings>) {
  let apiCalls = 0
  const bindings: Bindings = {
    SHOP_API: {
      fetch: async () => (apiCalls++, Response.json({ 'hydra:member': [], 'hydra:totalItems': 0 })),
    } as unknown as Fetcher,
    CACHE: (env as unknown as { CACHE: KVNamespace }).CACHE,
    ENVIRONMENT: 'production',
    SITE_URL: 'https://www.drinkarna.cz',
    API_UPSTREAM: '',
    STAGING_HOST_SUFFIX: '',
    API_BASE_OVERRIDES: '',
    AGE_GATE_LEAVE_URL: 'https://www.google.cz/',
    REDIRECTS_TTL_SECONDS: '300',
    ...vars,
  }
  const app = createStorefront(
    async () => new Response('<!doctype html><title>page</title>', { headers: { 'content-type': 'text/html' } }),
  )
  return {
    get: (path: string) =>
      app.request(new URL(path, 'https://www.drinkarna.cz').href, {}, bindings, createExecutionContext()),
    apiCalls: () => apiCalls,
  }
}

describe('a storefront started in production', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))

  it('refuses to serve with the staging override suffix set, without calling the API or naming the setting', async () => {
    const shop = storefront({ STAGING_HOST_SUFFIX: '.staging.localhost' })
    for (const path of ['/', '/api/v2/shop/taxons', '/robots.txt']) {
      const response = await shop.get(path)
      expect(response.status).toBe(503)
      expect(await response.text()).not.toMatch(/STAGING|suffix/i)
    }
    expect(shop.apiCalls()).toBe(0)
  })

  it('refuses to serve with API bases a browser may choose', async () => {
    expect((await storefront({ API_BASE_OVERRIDES: 'https://sylius.example.cz' }).get('/')).status).toBe(503)
  })

  it('refuses to serve without its public https origin', async () => {
    expect((await storefront({ SITE_URL: '' }).get('/')).status).toBe(503)
    expect((await storefront({ SITE_URL: 'http://www.drinkarna.cz' }).get('/')).status).toBe(503)
  })

  it('serves with safe settings', async () => {
    expect((await storefront({}).get('/')).status).toBe(200)
  })
})
