import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures'

/**
 * The sticky header's size (decision 028): one row of each menu at 1280 px; on a phone 60 px once the search
 * has folded away on scrolling; anchors land below it; the product page's price and button on the first screen.
 */

const header = (page: Page) => page.getByRole('banner')

async function tops(page: Page, selector: string): Promise<number[]> {
  return page
    .locator(selector)
    .evaluateAll((items) =>
      items
        .filter((item) => (item as HTMLElement).offsetParent !== null)
        .map((item) => Math.round(item.getBoundingClientRect().top)),
    )
}

test('at 1280 px the site menu and the category menu are one row each, the header about 106 px', async ({
  adult: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openHydrated(page, '/')
  const box = (await header(page).boundingBox())!
  expect(box.height).toBeLessThanOrEqual(110)
  expect(new Set(await tops(page, '.header__site-menu li')).size).toBe(1)
  expect(new Set(await tops(page, '.category-menu__list > li')).size).toBe(1)
  // the categories that do not fit are under "Další", none lost
  const shown = await page.locator('.category-menu__list > .category-menu__item:visible').count()
  await page.getByText('Další', { exact: true }).click()
  const more = await page.locator('.category-menu__more-list a:visible').count()
  expect(shown + more).toBe(await page.locator('.category-menu__list > .category-menu__item').count())
  expect(more).toBeGreaterThan(0)
})

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the header is one row with the search under it, and 64 px at most once scrolled; the page does not jump', async ({
    adult: page,
  }) => {
    await openHydrated(page, '/')
    const before = (await header(page).boundingBox())!
    expect(before.height).toBeLessThanOrEqual(120)
    // logo, menu, account and cart all in the first 60 px row
    const bottoms = await page
      .locator('.header__bar > a')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().bottom))
    expect(bottoms.length).toBeGreaterThanOrEqual(4)
    for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(60)
    const heading = page.getByRole('heading', { level: 2 }).first()
    const headingTop = (await heading.boundingBox())!.y
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect.poll(async () => (await header(page).boundingBox())!.height).toBeLessThanOrEqual(64)
    expect((await header(page).boundingBox())!.y).toBe(0)
    // the fold changes no layout below: what was 400 px down has moved exactly 400 px up
    expect(Math.round((await heading.boundingBox())!.y)).toBe(Math.round(headingTop - 400))
    const padding = await page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
    )
    expect(padding).toBeGreaterThanOrEqual((await header(page).boundingBox())!.height)
  })

  test('listings show two cards a row', async ({ adult: page }) => {
    await openHydrated(page, '/kategorie/rum')
    const [first, second] = await tops(page, '.product-grid > li')
    expect(first).toBe(second)
  })

  test('the product page shows the price and "Do košíku" on the first screen', async ({ adult: page }) => {
    await openHydrated(page, '/kategorie/rum')
    await page.locator('.product-card').filter({ hasText: 'Skladem' }).first().locator('.product-card__link').click()
    const button = page.getByRole('button', { name: 'Do košíku' })
    await expect(button).toBeVisible()
    const box = (await button.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(844)
    const price = (await page.locator('.product-detail__price').first().boundingBox())!
    expect(price.y + price.height).toBeLessThanOrEqual(844)
  })
})
