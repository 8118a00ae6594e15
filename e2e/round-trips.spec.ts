import { expect, test } from '@playwright/test'
import { readServerTiming } from '../contract/call-chain'
import { visitPages } from '../scripts/bench-round-trips'

/**
 * docs/decisions/058-round-trips.md: every page of a shopper's visit, rendered (not from the edge cache) on the real
 * stack, makes at most two API calls one after another, and says so in its Server-Timing. The first page finds
 * the storefront's memory of public answers empty, as a cold isolate does.
 */
test('every page of a visit is at most two API calls deep, each call at most two D1 trips', async ({ baseURL }) => {
  test.setTimeout(120_000)
  for (const { page, path, cookie } of await visitPages(baseURL!)) {
    const url = `${baseURL}${path}${path.includes('?') ? '&' : '?'}nocache=e2e-${page}`
    const response = await fetch(url, { headers: { cookie }, redirect: 'manual' })
    expect(response.status, page).toBe(200)
    const header = response.headers.get('server-timing')
    const api = readServerTiming(header, 'api')
    expect(api?.values.calls, page).toBeGreaterThan(0)
    expect(api?.values.depth, page).toBeLessThanOrEqual(2)
    // the D1 trips the headers waited for: two calls in a row of at most two trips each
    expect(readServerTiming(header, 'api-d1')?.values.trips, page).toBeLessThanOrEqual(4)
  }
})

test('a category outside the menu tree (the menu root itself) is at most two API calls deep', async ({ baseURL }) => {
  // the tree under the menu root does not hold the root: its code is not at hand, the category must be asked for
  const response = await fetch(`${baseURL}/kategorie/kategorie?nocache=e2e-outside-menu`, {
    headers: { cookie: 'age_verified=1' },
    redirect: 'manual',
  })
  expect(response.status).toBe(200)
  expect(await response.text()).toContain('<h1')
  const header = response.headers.get('server-timing')
  expect(readServerTiming(header, 'api')?.values.depth).toBeLessThanOrEqual(2)
  expect(readServerTiming(header, 'api-d1')?.values.trips).toBeLessThanOrEqual(4)
})
