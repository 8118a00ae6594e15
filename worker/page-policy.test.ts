import { describe, expect, it } from 'vitest'
import { createTestStorefront } from './test/storefront'

describe('headers of pages with personal data', () => {
  it('are never stored by a cache: account, cart, checkout, thank-you and order pages', async () => {
    const shop = createTestStorefront()
    for (const path of [
      '/account',
      '/account/settings',
      '/cart',
      '/cart/summary',
      '/cart/thank-you/tok123',
      '/order/tok123',
    ]) {
      expect((await shop.request(path)).headers.get('cache-control'), path).toBe('no-store')
    }
    for (const path of ['/', '/kategorie/rum', '/cartography']) {
      expect((await shop.request(path)).headers.get('cache-control'), path).toBe('private, no-cache')
    }
  })

  it('keep order tokens out of referrers', async () => {
    const shop = createTestStorefront()
    for (const path of ['/order/tok123', '/cart/thank-you/tok123']) {
      expect((await shop.request(path)).headers.get('referrer-policy'), path).toBe('no-referrer')
    }
    for (const path of ['/', '/cart', '/api/v2/shop/products']) {
      expect((await shop.request(path)).headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
    }
  })
})
