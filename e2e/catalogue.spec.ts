import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures'

/** Card prices in haléře, in page order (`1 290 Kč`, `398,90 Kč`). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.product-card__price > span:first-child').allTextContents()
  return texts.map((text) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100))
}

async function cardNames(page: Page): Promise<string[]> {
  return page.locator('.product-card__name').allTextContents()
}

test('menu → category → brand and price filter → cheapest first → product → back keeps the filters', async ({
  adult: page,
}) => {
  await openHydrated(page, '/')
  await page
    .getByRole('navigation', { name: 'Kategorie', exact: true })
    .getByRole('link', { name: 'Rum', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rum' })).toBeVisible()

  const filters = page.getByRole('complementary', { name: 'Filtry' })
  await filters.getByRole('checkbox', { name: /^Plantation/ }).check()
  await expect(page).toHaveURL(/brand=plantation/)
  await filters.getByRole('checkbox', { name: /^Diplomático/ }).check()
  await expect(page).toHaveURL(/brand=plantation(%2C|,)diplomatico/)
  const max = filters.getByRole('spinbutton', { name: 'Do' })
  await max.fill('1500')
  await max.press('Enter')
  await expect(page).toHaveURL(/price=-1500/)
  await page.getByLabel('Řadit').selectOption('cheapest')
  await expect(page).toHaveURL(/sort=cheapest/)

  await expect(page.locator('.product-card').first()).toBeVisible()
  // the address changes when the navigation starts; the sorted list arrives with its data a moment later
  await expect
    .poll(async () => {
      const shown = await cardPrices(page)
      return shown.length > 1 && shown.every((price, i) => i === 0 || shown[i - 1]! <= price)
    })
    .toBe(true)
  const prices = await cardPrices(page)
  expect(Math.max(...prices)).toBeLessThanOrEqual(150_000)
  for (const name of await cardNames(page)) expect(name).toMatch(/Plantation|Diplomático/)

  const filtered = page.url()
  const firstName = (await cardNames(page))[0]!
  await page.locator('.product-card__link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName)
  await page.goBack()
  await expect(page).toHaveURL(filtered)
  await expect(filters.getByRole('checkbox', { name: /^Plantation/ })).toBeChecked()
  await expect(page.getByLabel('Řadit')).toHaveValue('cheapest')
  expect(await cardNames(page)).toContain(firstName)
})

test('a filtered address loaded directly renders the same list on the server as in the browser', async ({
  adult: page,
  request,
}) => {
  const url = '/kategorie/rum?brand=plantation&sort=expensive'
  const html = await (await request.get(url, { headers: { cookie: 'age_verified=1' } })).text()
  const serverNames = [...html.matchAll(/class="product-card__name"[^>]*>([^<]+)</g)].map((m) =>
    m[1]!.replace(/&#x27;/g, "'").replace(/&amp;/g, '&'),
  )
  expect(serverNames.length).toBeGreaterThan(0)
  await openHydrated(page, url)
  expect(await cardNames(page)).toEqual(serverNames)
  await expect(page.getByRole('checkbox', { name: /^Plantation/ })).toBeChecked()
})

test("a filtered category with few cards shows them right below the count, not below the filters' height", async ({
  adult: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openHydrated(page, '/kategorie/rum?brand=plantation')
  const count = await page.locator('.listing__count').boundingBox()
  const firstCard = await page.locator('.product-card').first().boundingBox()
  expect(firstCard!.y - (count!.y + count!.height)).toBeLessThan(48)
})

test('an impossible filter shows the exact empty text and a way out', async ({ adult: page }) => {
  await page.goto('/kategorie/rum?price=1-2')
  await expect(page.getByText('Vašemu výběru nevyhovuje žádné zboží...', { exact: true })).toBeVisible()
  await expect(page.getByText('Zkuste změnit filtry, nebo si vyberte jinou kategorii.')).toBeVisible()
  await page.getByRole('link', { name: 'Zrušit všechny filtry' }).first().click()
  await expect(page.locator('.product-card').first()).toBeVisible()
})

test('the product page shows price, the 30-day lowest price of an offer, attributes and associations', async ({
  adult: page,
  request,
}) => {
  const offers = await (await request.get('/api/v2/shop/products?offer=1&itemsPerPage=100')).json()
  const discounted = offers['hydra:member'].find(
    (p: { defaultVariantData?: { lowestPriceBeforeDiscount: number | null } }) =>
      p.defaultVariantData?.lowestPriceBeforeDiscount,
  )
  expect(discounted).toBeTruthy()
  await openHydrated(page, `/produkt/${discounted.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(discounted.name)
  await expect(page.getByText(/Nejnižší cena za posledních 30 dní:/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Vlastnosti' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Podobné produkty' })).toBeVisible()
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  const types = ld.flatMap((text) => [JSON.parse(text)].flat().map((item: { '@type': string }) => item['@type']))
  expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']))
})

test('engraving: a text too long is refused with the Czech message; each text gets its own cart line', async ({
  adult: page,
  request,
}) => {
  type Listed = {
    slug: string
    name: string
    engravingMaxLength: number | null
    defaultVariantData?: { inStock?: boolean }
  }
  let engravable: Listed | undefined
  for (let n = 1; !engravable && n <= 4; n++) {
    const answer = await (await request.get(`/api/v2/shop/products?itemsPerPage=100&page=${n}`)).json()
    engravable = answer['hydra:member'].find((p: Listed) => p.engravingMaxLength && p.defaultVariantData?.inStock)
  }
  if (!engravable?.engravingMaxLength) throw new Error('the demo catalogue offers engraving on some products in stock')
  await openHydrated(page, `/produkt/${engravable.slug}`)
  const text = page.getByRole('textbox', { name: /gravír/i })
  await text.fill('x'.repeat(engravable.engravingMaxLength + 1))
  await expect(page.getByText('Text je příliš dlouhý')).toBeVisible()
  // the button does not add a text the engraver would refuse: it takes the shopper to the field
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(text).toBeFocused()

  const add = () =>
    Promise.all([
      page.waitForResponse(
        (response) =>
          /\/orders\/[^/]+\/items$/.test(response.url()) &&
          response.request().method() === 'POST' &&
          response.status() === 201,
      ),
      page.getByRole('button', { name: 'Do košíku' }).click(),
    ])
  await text.fill('Pro Pavla')
  await add()
  await text.fill('Pro Janu')
  await add()
  await expect(page.getByRole('status').filter({ hasText: 'Zboží jsme přidali do košíku.' }).first()).toBeVisible()

  await openHydrated(page, '/cart')
  const lines = page.locator('.cart-item')
  await expect(lines).toHaveCount(2)
  await expect(lines.nth(0)).toContainText('Gravírování: „Pro Pavla“')
  await expect(lines.nth(1)).toContainText('Gravírování: „Pro Janu“')
})

test('glasses and shakers are pictured as themselves, not as bottles with a neck and a cap', async ({
  adult: page,
  request,
}) => {
  type Listed = { name: string; mainTaxon?: string; images: { path: string }[] }
  const listed: Listed[] = []
  for (let n = 1; n <= 4; n++)
    listed.push(
      ...(await (await request.get(`/api/v2/shop/products?itemsPerPage=100&page=${n}`)).json())['hydra:member'],
    )
  const glasses = listed.filter((p) => p.mainTaxon?.endsWith('/sklenice'))
  const shakers = listed.filter((p) => /šejkr/.test(p.name))
  const bottle = listed.find((p) => p.mainTaxon?.endsWith('/rum_tmavy') && / 0,7 l$/.test(p.name))
  expect(glasses.length).toBeGreaterThan(2)
  expect(shakers.length).toBeGreaterThan(2)
  await openHydrated(page, '/')
  /** The picture's width a tenth of the way down the object, against its widest: a bottle's neck is narrow. */
  const neck = (src: string) =>
    page.evaluate(async (src) => {
      const image = new Image()
      image.src = src
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = 300
      canvas.height = 400
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0, 300, 400)
      const { data } = context.getImageData(0, 0, 300, 400)
      const differs = (i: number) =>
        Math.abs(data[i]! - data[0]!) + Math.abs(data[i + 1]! - data[1]!) + Math.abs(data[i + 2]! - data[2]!) > 24
      const widths = Array.from(
        { length: 400 },
        (_, y) => Array.from({ length: 300 }, (_, x) => differs((y * 300 + x) * 4)).filter(Boolean).length,
      )
      const top = widths.findIndex((w) => w > 0)
      const bottom = widths.findLastIndex((w) => w > 0)
      return widths[Math.round(top + (bottom - top) * 0.1)]! / Math.max(...widths)
    }, src)
  // the measure tells a bottle: a dark rum's picture has its neck
  expect(await neck(bottle!.images[0]!.path)).toBeLessThan(0.5)
  for (const product of [...glasses, ...shakers])
    expect(await neck(product.images[0]!.path), product.name).toBeGreaterThan(0.5)
})
