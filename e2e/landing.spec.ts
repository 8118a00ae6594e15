import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures'

/**
 * Landing pages built from content elements (`/stranka/{slug}`, decision 019), against the shop's own content:
 * `akce` (hero, text, the listing of every product on offer, FAQ excerpt) and `domaci-bar` (hero, text, two
 * carousels, a banner, FAQ excerpt).
 */

const NOT_FOUND = 'Stránka nenalezena'
const cards = (page: Page) => page.locator('.landing-listing .product-card')

/** Every card of the listing is on offer: it shows the offer mark or a struck-through original price. */
async function expectOffersOnly(page: Page) {
  const count = await cards(page).count()
  expect(count).toBeGreaterThan(0)
  const plain = await cards(page).evaluateAll(
    (items) =>
      items.filter((card) => !card.querySelector('.badge--offer') && !card.querySelector('.product-card__original'))
        .length,
  )
  expect(plain).toBe(0)
}

test('/stranka/akce lists the products on offer only, with its heading, head and breadcrumbs', async ({
  adult: page,
  baseURL,
}) => {
  expect((await page.goto('/stranka/akce'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1, name: 'Akce a slevy' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Drobečková navigace' })).toContainText('Akce a slevy')
  await expect(page).toHaveTitle('Akce a slevy na alkohol | Drinkárna')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/stranka/akce`)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true)
  await expectOffersOnly(page)
  // the page's own filter is fixed: no offer checkbox among the filters
  await expect(page.locator('.listing__filters input[name="offer"]')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'Jak fungují slevy' })).toBeVisible()
})

test('paging and sorting the offers stay on /stranka/akce, and those variants are not indexed', async ({
  adult: page,
  baseURL,
}) => {
  await openHydrated(page, '/stranka/akce')
  const firstNames = await cards(page).locator('.product-card__name').allTextContents()
  await page
    .locator('.pagination')
    .getByRole('link', { name: /^(Strana )?2$/ })
    .click()
  // the page links jump to the listing, not to the hero above it
  await expect(page).toHaveURL(/\/stranka\/akce\?page=2#produkty$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Všechny produkty v akci' })).toBeInViewport()
  await expect(page.getByRole('link', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: 'Strana 1' })).not.toHaveAttribute('aria-current', 'page')
  const secondNames = await cards(page).locator('.product-card__name').allTextContents()
  expect(secondNames.filter((name) => firstNames.includes(name))).toEqual([])
  await expectOffersOnly(page)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/stranka/akce`)

  await page.getByRole('combobox', { name: 'Řadit' }).selectOption('cheapest')
  await expect(page).toHaveURL(/\/stranka\/akce\?sort=cheapest$/)
  await expectOffersOnly(page)
  // the URL changes first, the sorted results follow
  const prices = () =>
    cards(page)
      .locator('.product-card__price > :first-child')
      .evaluateAll((items) =>
        items.map((item) => Number((item.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'))),
      )
  await expect
    .poll(async () => {
      const shown = await prices()
      return shown.length > 0 && shown.every((price, index) => index === 0 || shown[index - 1]! <= price)
    })
    .toBe(true)
  // without scripts too: the server renders the page and its links on the same path
  expect((await page.goto('/stranka/akce?page=2&sort=cheapest'))?.status()).toBe(200)
  const hrefs = await page
    .locator('.pagination a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs) expect(href).toMatch(/^\/stranka\/akce(\?[^#]*)?#produkty$/)
})

test('the main menu\'s "Akce" leads to the offers', async ({ adult: page }) => {
  await openHydrated(page, '/')
  await page.locator('header').getByRole('link', { name: 'Akce', exact: true }).first().click()
  await expect(page).toHaveURL(/\/stranka\/akce$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Akce a slevy' })).toBeVisible()
  await expectOffersOnly(page)
})

test('/stranka/domaci-bar shows both carousels, a banner and a FAQ excerpt whose link lands on the answer', async ({
  adult: page,
}) => {
  await openHydrated(page, '/stranka/domaci-bar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1, name: 'Domácí bar, který dává smysl' })).toBeVisible()
  for (const name of ['Nejprodávanější giny', 'Základ baru podle našich barmanů']) {
    const carousel = page.getByRole('region', { name })
    await expect(carousel).toBeVisible()
    expect(await carousel.locator('.product-card').count(), name).toBeGreaterThanOrEqual(4)
  }
  // the row scrolls sideways inside itself, by its buttons too
  const row = page.getByRole('region', { name: 'Nejprodávanější giny' })
  await page.getByRole('button', { name: 'Další produkty' }).first().click()
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  await expect(page.locator('a.landing-banner')).toHaveAttribute('href', '/pruvodce-darky')

  const faq = page.locator('.landing-faq')
  await faq.getByText('Jak funguje gravírování lahví?').click()
  await faq.getByRole('link', { name: 'Zobrazit mezi častými dotazy' }).first().click()
  await expect(page).toHaveURL(/\/nejcastejsi-dotazy#gravirovani$/)
  const question = page.locator('h3#gravirovani')
  await expect(question).toBeInViewport()
  const headerBottom = await page.locator('.header').evaluate((el) => el.getBoundingClientRect().bottom)
  expect(await question.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom - 1)
})

test('a phone does not scroll the landing pages sideways', async ({ adult: page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/stranka/akce', '/stranka/domaci-bar']) {
    await openHydrated(page, path)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, path).toBe(0)
  }
})

test('an unknown landing page, or a CMS page of another kind, is the 404 page', async ({ adult: page }) => {
  for (const path of ['/stranka/neexistuje', '/stranka/obchodni-podminky']) {
    expect((await page.goto(path))?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
  }
})
