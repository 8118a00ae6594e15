import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { readServerTiming } from '../contract/call-chain'
import { wireStorefront } from './test/storefront'

/**
 * Decision 058: each page answer says in `Server-Timing` how many API calls its render made and how many of them
 * ran one after another, as far as that was known when the headers went.
 */
function shop() {
  const api = new Hono().all('*', (c) => {
    // the shop API says how many D1 round trips one after another each answer cost (decision 058)
    c.header('server-timing', `d1;dur=1.0;desc="trips=${c.req.path.endsWith('/products') ? 2 : 1}"`)
    return c.json({ 'hydra:member': [] })
  })
  return wireStorefront({
    api,
    render: async (_request, context) => {
      // a deferred section: started with the first calls, answered while the page streams
      void context.fetchApi('/api/v2/shop/banners', {})
      // like the root and a page's loader: two calls side by side, then one that needed their answers
      await Promise.all([
        context.fetchApi('/api/v2/shop/taxons', {}),
        context.fetchApi('/api/v2/shop/menus/header', {}),
      ])
      await context.fetchApi('/api/v2/shop/products', {})
      return new Response('<!doctype html><p>ok</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } })
    },
  })
}

describe('the Server-Timing of a page', () => {
  it('counts the render’s API calls and the longest chain of them on a personal page', async () => {
    const response = await shop()('/cart', { headers: { cookie: 'age_verified=1' } })
    expect(response.status).toBe(200)
    const api = readServerTiming(response.headers.get('server-timing'), 'api')
    expect(api?.values).toEqual({ calls: 4, depth: 2 })
    expect(api?.dur).toBeGreaterThanOrEqual(0)
    // the D1 trips under the chain of calls ended when the headers went: 1 (taxons or menu), then 2 (products)
    expect(readServerTiming(response.headers.get('server-timing'), 'api-d1')?.values).toEqual({ trips: 3, depth: 2 })
  })

  it('counts a shared page’s render, and a page from the edge cache made no calls', async () => {
    const request = shop()
    const first = await request('/', { headers: { cookie: 'age_verified=1' } })
    await first.text()
    expect(first.headers.get('x-cache')).toBe('miss')
    expect(readServerTiming(first.headers.get('server-timing'), 'api')?.values).toEqual({ calls: 4, depth: 2 })
    let again = first
    for (let i = 0; i < 20 && again.headers.get('x-cache') !== 'hit'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      again = await request('/', { headers: { cookie: 'age_verified=1' } })
      await again.text()
    }
    expect(again.headers.get('x-cache')).toBe('hit')
    expect(readServerTiming(again.headers.get('server-timing'), 'api')?.values).toEqual({ calls: 0, depth: 0 })
  })

  it('takes no call to have waited for an answer from the storefront’s memory of public answers', async () => {
    const api = new Hono().all('*', (c) => {
      c.header('cache-control', 'public, max-age=60')
      return c.json({ 'hydra:member': [] })
    })
    const request = wireStorefront({
      api,
      render: async (_request, context) => {
        // the tree is not needed by the next call; it just happens to be answered (from memory) before that starts
        void context.fetchApi('/api/v2/shop/search/taxons/menu_category', {}).then((r) => r.arrayBuffer())
        await new Promise((resolve) => setTimeout(resolve, 20))
        await context.fetchApi('/api/v2/shop/menus/footer', { headers: { 'cache-control': 'no-cache' } })
        return new Response('<!doctype html><p>ok</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } })
      },
    })
    const cold = await request('/cart', { headers: { cookie: 'age_verified=1' } })
    expect(readServerTiming(cold.headers.get('server-timing'), 'api')?.values).toEqual({ calls: 2, depth: 2 })
    const warm = await request('/cart', { headers: { cookie: 'age_verified=1' } })
    expect(readServerTiming(warm.headers.get('server-timing'), 'api')?.values).toEqual({ calls: 2, depth: 1 })
  })
})
