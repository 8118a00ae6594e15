import { type AnyRoute, createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { isPersonalPath } from './page-policy'
import { createTestStorefront, TEST_ORIGIN } from './test/storefront'

/** The routes that render a visitor's own data: account, cart, checkout, thank-you and order pages. */
const PERSONAL_ROUTES = /^\/(?:account|cart|cart_|order)(?:\/|$)/

/** Every spelling of a personal page that the app's router renders as that page (or as a page of its layout). */
const SPELLINGS = [
  '/order/tok123',
  '/ORDER/tok123',
  '/Order/tok123',
  '/ord%65r/tok123',
  '/%6Frder/tok123',
  '/%6F%72%64%65%72/tok123',
  '//order/tok123',
  '/order/tok123/',
  '/order//tok123',
  '/CART/thank-you/tok123',
  '/cart/Thank-You/tok123',
  '/cart/thank%2Dyou/tok123',
  '//cart/thank-you/tok123/',
  '/Cart',
  '/cart/',
  '/c%61rt',
  '/Cart/Summary',
  '/cart/summary/',
  '/ACCOUNT',
  '/account/',
  '/Account/Settings',
  '/account//settings',
  '/%61ccount/shopping',
  '/account/WATCHDOG/',
]

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
    for (const path of ['/', '/kategorie/rum', '/cartography', '/orders-info']) {
      expect((await shop.request(path)).headers.get('cache-control'), path).toBe('private, no-cache')
    }
  })

  it('are never stored by a cache under any spelling the router accepts: case, percent-encoding, extra slashes', async () => {
    const shop = createTestStorefront()
    for (const path of SPELLINGS) {
      // the whole URL: `//order/…` alone would be read as a host
      const response = await shop.request(TEST_ORIGIN + path)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      expect(response.headers.get('x-cache'), path).toBe('bypass')
    }
  })

  it('keep order tokens out of referrers', async () => {
    const shop = createTestStorefront()
    for (const path of [
      '/order/tok123',
      '/cart/thank-you/tok123',
      '/ORDER/tok123',
      '/ord%65r/tok123',
      '//order/tok123',
      '/CART/thank-you/tok123',
      '/cart/thank%2dyou/tok123',
    ]) {
      expect((await shop.request(TEST_ORIGIN + path)).headers.get('referrer-policy'), path).toBe('no-referrer')
    }
    for (const path of ['/', '/cart', '/api/v2/shop/products']) {
      expect((await shop.request(path)).headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
    }
  })
})

/**
 * The app's route tree, imported by a path the worker's type check does not follow: the app is checked with the
 * DOM's types (tsconfig.browser.json), the worker without them.
 */
const ROUTE_TREE = '../src/routeTree.gen'
const { routeTree } = (await import(/* @vite-ignore */ ROUTE_TREE)) as { routeTree: AnyRoute }

describe('the personal-page rule and the app router', () => {
  // matching only: no loader runs, so the services are never read
  const router = createRouter({ routeTree, history: createMemoryHistory(), context: { services: {} as never } })
  /** The route the app renders for a request path, after the router's own parsing of the URL. */
  const routeOf = (path: string) => {
    const history = createMemoryHistory({ initialEntries: [path] })
    const { pathname } = router.parseLocation(history.location)
    return router.getMatchedRoutes(pathname)[2]?.id ?? ''
  }

  it('agree: every spelling the router renders as a personal page is personal to the worker', () => {
    for (const path of SPELLINGS) {
      if (PERSONAL_ROUTES.test(routeOf(path))) expect(isPersonalPath(path), `${path} → ${routeOf(path)}`).toBe(true)
    }
    // the spellings above are not made up: the router renders most of them as the personal page
    expect(SPELLINGS.filter((path) => PERSONAL_ROUTES.test(routeOf(path))).length).toBeGreaterThan(18)
  })
})
