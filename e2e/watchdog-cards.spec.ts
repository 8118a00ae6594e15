import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures'
import { logInInPopup, newEmail, registerCustomer, type SoldOut, soldOutProduct } from './watchdog-helpers'

/**
 * The watch button on product cards (decision 025): "Hlídat dostupnost" on a sold-out card, pressed
 * once the customer watches it (loaded after hydration: the server's HTML is the same for everyone); a guest's
 * click goes through the login popup, as on the product page.
 */

/** The category page that lists the product (its main category, filtered by its brand). */
const listingOf = (product: SoldOut) => `/kategorie/${product.taxon}?brand=${encodeURIComponent(product.brand)}`

function card(page: Page, product: SoldOut) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
}

test('a customer watches a sold-out product from its card → /account/watchdog lists it → the card shows it after a reload', async ({
  adult: page,
}) => {
  const email = newEmail('karta')
  await registerCustomer(page.request, email)
  const product = soldOutProduct(0, true)

  await openHydrated(page, '/account/watchdog')
  await logInInPopup(page, email)
  await expect(page.getByText('Zatím nic nehlídáte.', { exact: false })).toBeVisible()

  await openHydrated(page, listingOf(product))
  const button = card(page, product).getByRole('button', { name: 'Hlídat dostupnost' })
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await expect(button).toHaveAccessibleDescription(product.name)
  await expect(button).toBeEnabled()
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')

  await openHydrated(page, '/account/watchdog')
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) })
  await expect(entry.getByText('Znovu skladem: hlídáme')).toBeVisible()

  // the server's HTML is the guest's; the watched state comes with the list after hydration
  const html = await (await page.request.get(listingOf(product))).text()
  expect(html).not.toContain('aria-pressed="true"')
  await openHydrated(page, listingOf(product))
  await expect(button).toHaveAttribute('aria-pressed', 'true')

  // a second click stops it
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await openHydrated(page, '/account/watchdog')
  await expect(page.getByText('Zatím nic nehlídáte.', { exact: false })).toBeVisible()
})

test("a guest's click on a card opens the login popup: closed, nothing is watched; logged in, the watch is set", async ({
  adult: page,
}) => {
  const email = newEmail('karta-host')
  await registerCustomer(page.request, email)
  const product = soldOutProduct(1, true)

  await openHydrated(page, listingOf(product))
  const button = card(page, product).getByRole('button', { name: 'Hlídat dostupnost' })
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Přihlášení' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(button).toBeEnabled()
  await expect(button).toHaveAttribute('aria-pressed', 'false')

  await button.click()
  await logInInPopup(page, email)
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await openHydrated(page, '/account/watchdog')
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) })).toBeVisible()
})

test('an available product\'s card offers "Hlídat cenu"', async ({ adult: page }) => {
  await openHydrated(page, '/kategorie/rum')
  const first = page.getByRole('article').filter({ hasText: 'Skladem' }).first()
  await expect(first.getByRole('button', { name: 'Hlídat cenu' })).toHaveAttribute('aria-pressed', 'false')
  await expect(first.getByRole('button', { name: 'Hlídat dostupnost' })).toHaveCount(0)
})
