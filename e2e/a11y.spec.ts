import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { newEmail } from './mailbox'
import { expect, hydrated, openHydrated, test } from './fixtures'
import { verifyAge } from './age-check'
import { addToCart, fillCustomer } from './shopping'

/**
 * WCAG 2.2 A/AA on the shopper's screens, checked by axe in the real build: any violation fails, with
 * its rule, the elements and why. A screen is checked in the state a shopper meets it (filters open, popup open).
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

async function expectAccessible(page: Page, screen: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG)
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(found, `axe on ${screen}`).toEqual([])
}

test('the age gate, the home page and the 404 page', async ({ page }) => {
  await openHydrated(page, '/')
  await expect(page.getByRole('button', { name: 'Je mi 18 let, vstoupit' })).toBeVisible()
  await expectAccessible(page, 'the age gate')
  await page.getByRole('button', { name: 'Je mi 18 let, vstoupit' }).click()
  await expectAccessible(page, 'home')
  await openHydrated(page, '/tahle-stranka-neexistuje')
  await expectAccessible(page, '404')
})

test('the cookie banner of a first visit, and its settings', async ({ page, baseURL }) => {
  // past the age gate, with no choice of cookies yet
  await page.context().clearCookies({ name: 'cookie_consent' })
  await page.context().addCookies([{ name: 'age_verified', value: '1', url: baseURL! }])
  await openHydrated(page, '/')
  const banner = page.getByRole('region', { name: 'Soubory cookies' })
  await expect(banner).toBeVisible()
  await expectAccessible(page, 'the cookie banner')
  await banner.locator('summary').click()
  await expect(banner.getByRole('checkbox').first()).toBeVisible()
  await expectAccessible(page, 'the cookie banner with its settings')
})

test('a category with its filters open, at 1280 and 390 px', async ({ adult: page }) => {
  await openHydrated(page, '/kategorie/rum')
  await expectAccessible(page, 'category')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: /Filtr/ }).first().click()
  await expect(page.getByRole('complementary', { name: 'Filtry' })).toBeVisible()
  await expectAccessible(page, 'category with the filters open (phone)')
})

test('a product, the cart, the checkout and the thank-you page', async ({ adult: page }) => {
  // six axe runs over the heaviest pages and a whole purchase: more than the default 30 s on a busy machine
  test.slow()
  await addToCart(page, 'gin')
  await expectAccessible(page, 'product')
  await openHydrated(page, '/cart')
  await expectAccessible(page, 'cart')
  await page.getByRole('link', { name: 'Pokračovat k objednávce' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dokončení objednávky' })).toBeVisible()
  await hydrated(page)
  // the form as a shopper first sees it, and with every field's error shown
  await expectAccessible(page, 'checkout')
  await page.getByRole('button', { name: 'Objednat s povinností platby' }).click()
  await expect(page.getByText('Pardon, ale ne všechna pole jsou vyplněna správně.').first()).toBeVisible()
  await expectAccessible(page, 'checkout with errors')
  // gin: the bank identity confirms an adult (decision 038), back in the checkout with the step done
  await verifyAge(page)
  await expectAccessible(page, 'checkout with the age verified')

  await fillCustomer(page, 'a11y@example.cz')
  await page.getByRole('radio', { name: /Kurýr na adresu/ }).check()
  await page.getByRole('radio', { name: /Dobírka/ }).check()
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  await page.getByRole('button', { name: 'Objednat s povinností platby' }).click()
  await expect(page).toHaveURL(/\/cart\/thank-you\//)
  await expect(page.getByRole('heading', { level: 2, name: 'Objednávku jsme přijali' })).toBeVisible()
  await expectAccessible(page, 'thank-you')
})

test('the authentication popup and the account', async ({ adult: page, request }) => {
  const email = newEmail('a11y')
  const registered = await request.post('/api/v2/shop/customers', {
    data: { firstName: 'Jana', lastName: 'Nováková', email, password: 'tajneheslo' },
    headers: { 'content-type': 'application/ld+json' },
  })
  expect(registered.status()).toBe(204)
  await openHydrated(page, '/')
  await page.getByRole('banner').getByRole('link', { name: 'Přihlásit' }).click()
  const popup = page.getByRole('dialog')
  await expect(popup).toBeVisible()
  await expectAccessible(page, 'the authentication popup')
  await popup.getByLabel('E-mail').fill(email)
  await popup.getByLabel('Heslo').fill('tajneheslo')
  await popup.getByRole('button', { name: 'Přihlásit se', exact: true }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Můj účet' })).toBeVisible()
  await openHydrated(page, '/account')
  await expectAccessible(page, 'account')
})
