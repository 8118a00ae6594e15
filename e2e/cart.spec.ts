import type { Page } from '@playwright/test'
import { sql as runSql } from './d1'
import { expect, openHydrated, test } from './fixtures'

/** Opens the n-th product in stock of a category and adds it to the cart; returns its name. */
async function addFromCategory(page: Page, category: string, index: number, quantity = 1): Promise<string> {
  await openHydrated(page, `/kategorie/${category}`)
  const card = page.locator('.product-card').filter({ hasText: 'Skladem' }).nth(index)
  const name = (await card.locator('.product-card__name').textContent()) ?? ''
  await card.locator('.product-card__link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  if (quantity !== 1) {
    await page.getByRole('spinbutton', { name: 'Počet kusů' }).fill(String(quantity))
    await page.getByRole('spinbutton', { name: 'Počet kusů' }).press('Enter')
  }
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Zboží jsme přidali do košíku.' })).toBeVisible()
  return name
}

const miniCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Košík, / })

async function cartToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cart_token')
  expect(cookie?.value).toBeTruthy()
  return cookie!.value
}

function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).flatMap((entry) =>
      entry.event ? [entry.event] : [],
    ),
  )
}

test('add two products → the cart shows both → change quantities → coupon → totals change → remove one', async ({
  adult: page,
}) => {
  const rum = await addFromCategory(page, 'rum', 0)
  await expect(miniCart(page)).toHaveAccessibleName(/^Košík, 1 položka, \d/)
  expect(await dataLayerEvents(page)).toContain('add_to_cart')
  const gin = await addFromCategory(page, 'gin', 1, 2)
  await expect(miniCart(page)).toHaveAccessibleName(/^Košík, 3 položky, \d/)

  await miniCart(page).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page).toHaveTitle('Košík | Drinkárna')
  await expect(page.getByRole('heading', { level: 1, name: 'Košík' })).toBeVisible()
  const items = page.locator('.cart-item')
  await expect(items).toHaveCount(2)
  await expect(page.getByRole('link', { name: rum })).toBeVisible()
  await expect(page.getByRole('link', { name: gin })).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: `Počet kusů – ${gin}` })).toHaveValue('2')
  await expect.poll(() => dataLayerEvents(page)).toContain('view_cart')

  const total = page.locator('.cart-totals__total dd')
  const before = await total.textContent()
  await page.getByRole('button', { name: `Přidat kus – ${rum}` }).click()
  await expect(miniCart(page)).toHaveAccessibleName(/^Košík, 4 položky, /)
  await expect(page.getByRole('spinbutton', { name: `Počet kusů – ${rum}` })).toHaveValue('2')
  const field = page.getByRole('spinbutton', { name: `Počet kusů – ${gin}` })
  await field.fill('3')
  await field.press('Enter')
  await expect(miniCart(page)).toHaveAccessibleName(/^Košík, 5 položek, /)
  await expect(total).not.toHaveText(before ?? '')

  const coupon = page.getByRole('textbox', { name: 'Slevový kupón' })
  const undiscounted = await total.textContent()
  await coupon.fill('VITEJTE10')
  await page.getByRole('button', { name: 'Uplatnit' }).click()
  await expect(page.getByText('Uplatněný kupón: VITEJTE10')).toBeVisible()
  await expect(page.locator('.cart-totals__discount')).toContainText('Sleva')
  // a discount is a negative amount written with the minus sign (U+2212), not a hyphen
  await expect(page.locator('.cart-totals__discount')).toContainText(/\u2212\d/)
  await expect(total).not.toHaveText(undiscounted ?? '')

  await page.getByRole('button', { name: `Odebrat ${rum} z košíku` }).click()
  await expect(items).toHaveCount(1)
  await expect(miniCart(page)).toHaveAccessibleName(/^Košík, 3 položky, /)
  await expect(page.getByText('Uplatněný kupón: VITEJTE10')).toBeVisible()
  expect(await dataLayerEvents(page)).toContain('remove_from_cart')
  await page.getByRole('link', { name: 'Pokračovat k objednávce' }).click()
  await expect(page).toHaveURL(/\/cart\/summary$/)
})

test('the server renders the cart: the header count and the lines, without scripts', async ({
  adult: page,
  request,
}) => {
  await addFromCategory(page, 'rum', 0)
  const token = await cartToken(page)
  const html = await (await request.get('/cart', { headers: { cookie: `age_verified=1; cart_token=${token}` } })).text()
  // the mini cart's name is its own hidden text, the figures beside the icon are for the eye (axe: label in name)
  expect(html).toMatch(
    /<span class="visually-hidden">Košík, 1 položka, [\d\s]+(,\d{2})?\sKč<\/span><span class="mini-cart__count" aria-hidden="true">1<\/span>/,
  )
  expect(html).toContain('class="cart-item"')
  expect(html).toMatch(/<meta name="robots" content="noindex"/)
})

test('the empty cart shows its message and a link to the bestsellers', async ({ adult: page }) => {
  await openHydrated(page, '/cart')
  await expect(page.getByRole('heading', { level: 1, name: 'Váš košík je prázdný' })).toBeVisible()
  await expect(miniCart(page)).toHaveAccessibleName('Košík, 0 položek, 0\u00a0Kč')
  await page.getByRole('link', { name: 'Prohlédnout nejprodávanější' }).click()
  await expect(page).toHaveURL(/\/#nejprodavanejsi$/)
})

test('a price changed since the customer last saw the cart shows the toast', async ({ adult: page, request }) => {
  await addFromCategory(page, 'rum', 2)
  const token = await cartToken(page)
  const order = (await (await request.get(`/api/v2/shop/orders/${token}`)).json()) as {
    items: { variantCode: string; unitPrice: number }[]
  }
  const { variantCode, unitPrice } = order.items[0]!
  runSql(`UPDATE product_variants SET price = ${unitPrice + 5000} WHERE code = '${variantCode.replace(/'/g, "''")}'`)
  await openHydrated(page, '/cart')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Došlo ke změně ceny. Zkontrolujte si obsah košíku.' }),
  ).toBeVisible()
})

test('a cart that is no longer a cart is forgotten', async ({ adult: page }) => {
  await page.context().addCookies([{ name: 'cart_token', value: 'no-such-cart', url: 'http://localhost' }])
  await openHydrated(page, '/cart')
  await expect(page.getByRole('heading', { level: 1, name: 'Váš košík je prázdný' })).toBeVisible()
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'cart_token')).toBe(false)
})

test('an unknown coupon is refused with the Czech message and the cart keeps its totals', async ({
  adult: page,
  allowApiError,
}) => {
  allowApiError(422, /^\/api\/v2\/shop\/orders\/[^/]+$/)
  await addFromCategory(page, 'rum', 0)
  await openHydrated(page, '/cart')
  const total = await page.locator('.cart-totals__total dd').textContent()
  await page.getByRole('textbox', { name: 'Slevový kupón' }).fill('NEEXISTUJE')
  await page.getByRole('button', { name: 'Uplatnit' }).click()
  await expect(page.getByText('Kód kupónu je neplatný.')).toBeVisible()
  await expect(page.locator('.cart-totals__total dd')).toHaveText(total ?? '')
})

for (const width of [1280, 390]) {
  test(`at ${width} px the toast appears below the header, not over the login and the cart`, async ({
    adult: page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await addFromCategory(page, 'gin', 0)
    const toast = await page.locator('.toast').first().boundingBox()
    const header = await page.getByRole('banner').boundingBox()
    expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
    await miniCart(page).click()
    await expect(page).toHaveURL(/\/cart$/)
  })
}

test('quick clicks on + and − each count once, and the cart and the mini-cart end at the last answer', async ({
  adult: page,
}) => {
  const rum = await addFromCategory(page, 'rum', 0, 2)
  await openHydrated(page, '/cart')
  const field = page.getByRole('spinbutton', { name: `Počet kusů – ${rum}` })
  await expect(field).toHaveValue('2')
  // a slow shop: the quantity changes are answered only after all the clicks were made
  let release = () => {}
  const answers = new Promise<void>((resolve) => (release = resolve))
  const changes: number[] = []
  await page.route(/\/orders\/[^/]+\/items\/\d+$/, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue()
    changes.push((route.request().postDataJSON() as { quantity: number }).quantity)
    const response = await route.fetch()
    await answers
    await route.fulfill({ response })
  })
  const more = page.getByRole('button', { name: `Přidat kus – ${rum}` })
  await more.click()
  await more.click()
  await more.click()
  await page.getByRole('button', { name: `Ubrat kus – ${rum}` }).click()
  // the field follows the clicks at once: 2 + 3 − 1
  await expect(field).toHaveValue('4')
  release()
  await expect(miniCart(page)).toHaveAccessibleName(/^Košík, 4 položky, /)
  await expect(field).toHaveValue('4')
  expect(changes.at(-1)).toBe(4)
  // and the shop keeps what the last answer said
  await openHydrated(page, '/cart')
  await expect(page.getByRole('spinbutton', { name: `Počet kusů – ${rum}` })).toHaveValue('4')
  await expect(miniCart(page)).toHaveAccessibleName(/^Košík, 4 položky, /)
})
