import { COOKIE } from '../contract/cookies'
import { expect, openHydrated, test } from './fixtures'
import { addToCart } from './shopping'

/**
 * Read-your-writes on D1's replicas (docs/decisions/057-d1-sessions.md): a shopper's write leaves the bookmark in
 * a short-lived HttpOnly cookie, which their next pages send to the API; the catalogue stays a shared page.
 */
test('adding to the cart leaves the bookmark cookie; the cart shows the bottle; the catalogue sets no cookie', async ({
  adult: page,
}) => {
  await addToCart(page, 'rum')
  const name = await page.getByRole('heading', { level: 1 }).textContent()
  const cookie = (await page.context().cookies()).find((one) => one.name === COOKIE.d1Bookmark)
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
  // minutes, not a session's days: it only has to outlive a replica's lag
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000)
  expect(await page.evaluate(() => document.cookie)).not.toContain(COOKIE.d1Bookmark)

  await openHydrated(page, '/cart')
  await expect(page.getByRole('main').getByText(name!.trim()).first()).toBeVisible()

  const catalogue = await page.goto('/kategorie/rum')
  expect(catalogue?.status()).toBe(200)
  expect((await catalogue!.allHeaders())['set-cookie'] ?? '').not.toContain(COOKIE.d1Bookmark)
  expect(Object.keys(await catalogue!.allHeaders())).not.toContain('x-d1-bookmark')
})
