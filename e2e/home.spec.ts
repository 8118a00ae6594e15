import { CZK, expect, openHydrated, test } from './fixtures'

test('the home page shows banners, categories and real products with Czech prices', async ({ adult: page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
  await expect(page.getByRole('link', { name: /Dárky pro každou příležitost/ })).toBeVisible()
  const bestsellers = page.getByRole('region', { name: 'Nejprodávanější' })
  await expect(bestsellers.getByRole('article').first()).toBeVisible()
  expect(await bestsellers.getByRole('article').count()).toBeGreaterThanOrEqual(4)
  const price = (await bestsellers.locator('.product-card__price > span').first().textContent()) ?? ''
  expect(price).toMatch(CZK)
  await expect(page.getByRole('region', { name: 'Novinky' }).getByRole('article').first()).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Kategorie', exact: true }).getByRole('link', { name: 'Rum', exact: true }),
  ).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(JSON.parse(jsonLd ?? '[]')[0]['@type']).toBe('Organization')
})

test('the home page streams: the shell arrives before the product sections', async ({ request }) => {
  const html = await (await request.get('/', { headers: { cookie: 'age_verified=1' } })).text()
  const shell = html.indexOf('id="content"')
  const products = html.indexOf('class="product-card"')
  expect(shell).toBeGreaterThan(0)
  expect(products).toBeGreaterThan(shell)
  expect(html).toContain('</html>')
})

test('navigation scrolls to the top, and a link with a hash scrolls to its section', async ({ adult: page }) => {
  await openHydrated(page, '/')
  await page.mouse.wheel(0, 2500)
  await page.getByRole('region', { name: 'Vyberte si z kategorií' }).getByRole('link', { name: 'Gin' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gin' })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.getByRole('banner').getByRole('link', { name: 'Novinky' }).click()
  await expect(page).toHaveURL(/\/#novinky$/)
  await expect(page.getByRole('heading', { name: 'Novinky' })).toBeInViewport()
})

test('the home intro and the footer text come from CMS blocks, and every home banner is a link that answers 200', async ({
  adult: page,
}) => {
  await page.goto('/')
  await expect(page.locator('.home-intro')).toContainText('Drinkárna je obchod a bar v Praze')
  await expect(page.getByRole('contentinfo')).toContainText('Drinkárna je pražský obchod a bar')
  const banners = page.locator('.home-banner')
  const count = await banners.count()
  expect(count).toBeGreaterThanOrEqual(3)
  const hrefs = await banners.evaluateAll((items) =>
    items.map((item) => item.querySelector(':scope > a[href]')?.getAttribute('href') ?? ''),
  )
  expect(hrefs.every((href) => href !== '')).toBe(true)
  for (const href of hrefs)
    expect((await page.request.get(href, { headers: { cookie: 'age_verified=1' } })).status(), href).toBe(200)
})

test('at 1280 and 1024 px a side banner puts its title beside its picture, not over the bottles in it', async ({
  adult: page,
}) => {
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 900 })
    await openHydrated(page, '/')
    const tiles = page.locator('.home-banner:not(:first-child)')
    expect(await tiles.count()).toBeGreaterThanOrEqual(2)
    for (const tile of await tiles.all()) {
      const title = (await tile.locator('strong').boundingBox())!
      const picture = (await tile.locator('img').boundingBox())!
      const name = await tile.locator('strong').textContent()
      const apart =
        title.x + title.width <= picture.x ||
        picture.x + picture.width <= title.x ||
        title.y + title.height <= picture.y ||
        picture.y + picture.height <= title.y
      expect(apart, `${width}: ${name}: title ${JSON.stringify(title)}, picture ${JSON.stringify(picture)}`).toBe(true)
      // the picture still shows: cropped, not squeezed to nothing
      expect(picture.width).toBeGreaterThan(100)
      expect(picture.height).toBeGreaterThan(80)
    }
    // the large banner ends where the side tiles end
    const large = (await page.locator('.home-banner:first-child .home-banner__link').boundingBox())!
    const last = (await tiles.last().locator('.home-banner__link').boundingBox())!
    expect(Math.abs(large.y + large.height - (last.y + last.height)), `${width}`).toBeLessThanOrEqual(1)
  }
})
