import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures'

/**
 * The magazine (decision 017): the redirect to all articles, categories with paging, an article with its products
 * and JSON-LD. Written against whatever articles the content holds (at least one with related products).
 */

const NOT_FOUND = 'Stránka nenalezena'
const ALL = '/magazin-ze-sveta-drinku/vsechny'

test('the magazine address redirects to all articles, on the server and when clicked', async ({
  request,
  adult: page,
}) => {
  const response = await request.get('/magazin-ze-sveta-drinku', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(ALL)
  await openHydrated(page, '/')
  await page.locator('header, footer').locator('a[href="/magazin-ze-sveta-drinku"]').first().click()
  await expect(page).toHaveURL(new RegExp(`${ALL}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Magazín ze světa drinků' })).toBeVisible()
})

/** The article cards of the page shown. */
const cards = (page: Page) => page.locator('.article-grid .article-card')

test('a category lists 12 articles a page with rel prev/next, and an unknown category or page is the 404 page', async ({
  adult: page,
  baseURL,
}) => {
  expect((await page.goto(ALL))?.status()).toBe(200)
  await expect(page.getByRole('navigation', { name: 'Drobečková navigace' })).toContainText('Magazín')
  const firstCount = await cards(page).count()
  expect(firstCount).toBeGreaterThanOrEqual(1)
  expect(firstCount).toBeLessThanOrEqual(12)
  await expect(cards(page).first().locator('time[datetime]')).toHaveText(/^\d{1,2}\. \p{L}+ \d{4}$/u)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${ALL}`)
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0)
  if (firstCount === 12 && (await page.locator('link[rel="next"]').count()) > 0) {
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', `${baseURL}${ALL}?page=2`)
    const firstSlugs = await cards(page)
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    await page.locator('.magazine-pagination a[rel="next"]').click()
    await expect(page).toHaveURL(new RegExp(`${ALL}\\?page=2$`))
    await expect(page.locator('.magazine-pagination')).toContainText('Strana 2')
    const secondSlugs = await cards(page)
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(secondSlugs.length).toBeGreaterThanOrEqual(1)
    expect(secondSlugs.filter((slug) => firstSlugs.includes(slug))).toEqual([])
    expect((await page.goto(`${ALL}?page=2`))?.status()).toBe(200)
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', `${baseURL}${ALL}`)
    const pages = Number((await page.locator('.magazine-pagination__status').textContent())!.match(/z (\d+)/)![1])
    expect((await page.goto(`${ALL}?page=${pages + 1}`))?.status()).toBe(404)
  } else {
    await expect(page.locator('link[rel="next"]')).toHaveCount(0)
    expect((await page.goto(`${ALL}?page=2`))?.status()).toBe(404)
  }
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
  expect((await page.goto(`${ALL}?page=0`))?.status()).toBe(404)
  expect((await page.goto('/magazin-ze-sveta-drinku/neexistujici-kategorie'))?.status()).toBe(404)
})

test('the category tabs lead to each category, named in its heading and breadcrumbs', async ({ adult: page }) => {
  await openHydrated(page, ALL)
  const tabs = page.getByRole('navigation', { name: 'Kategorie magazínu' }).getByRole('link')
  expect(await tabs.count()).toBeGreaterThanOrEqual(2)
  const name = (await tabs.nth(1).textContent())!.trim()
  await tabs.nth(1).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('navigation', { name: 'Drobečková navigace' })).toContainText(name)
})

test('an article shows its text, date, products and related articles, with Article and BreadcrumbList JSON-LD', async ({
  adult: page,
  baseURL,
}) => {
  await page.goto(ALL)
  const hrefs = await cards(page)
    .locator('h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  let found = false
  for (const href of hrefs) {
    expect((await page.goto(href))?.status(), href).toBe(200)
    if ((await page.locator('.magazine-article__products .product-card').count()) > 0) {
      found = true
      break
    }
  }
  expect(found, 'an article with related products').toBe(true)
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await expect(page.locator('.magazine-article time[datetime]').first()).toBeVisible()
  await expect(page.locator('.magazine-article .prose')).not.toBeEmpty()
  await expect(page.getByRole('heading', { level: 2, name: 'Produkty z článku' })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Drobečková navigace' })
  await expect(crumbs.getByRole('link', { name: 'Magazín' })).toHaveAttribute('href', ALL)
  await expect(crumbs.getByText(name)).toBeVisible()

  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '')))
  const article = blocks.find((data) => data['@type'] === 'Article')
  expect(article).toMatchObject({
    headline: name,
    author: { '@type': 'Organization', name: 'Drinkárna' },
    publisher: { name: 'Drinkárna' },
  })
  expect(Date.parse(article.datePublished)).not.toBeNaN()
  expect(Date.parse(article.dateModified)).not.toBeNaN()
  const trail = blocks.find((data) => data['@type'] === 'BreadcrumbList')
  expect(trail.itemListElement.length).toBeGreaterThanOrEqual(3)
  expect(trail.itemListElement.at(-1).item).toBe(`${baseURL}${new URL(page.url()).pathname}`)

  // a product card leads to the product
  await page.locator('.magazine-article__products .product-card__link').first().click()
  await expect(page).toHaveURL(/\/produkt\//)
})

test('an unknown article and a plain CMS page under /magazin/ are the 404 page', async ({ adult: page }) => {
  expect((await page.goto('/magazin/tenhle-clanek-neexistuje'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
  expect((await page.goto('/magazin/obchodni-podminky'))?.status()).toBe(404)
})

test('every magazine link of the header and the footer answers 200', async ({ adult: page }) => {
  await page.goto('/')
  const hrefs = await page
    .locator('header a[href^="/magazin"], footer a[href^="/magazin"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  expect(hrefs.length).toBeGreaterThanOrEqual(1)
  for (const href of new Set(hrefs)) {
    const response = await page.goto(href)
    expect(response?.status(), href).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), href).not.toHaveText(NOT_FOUND)
  }
})
