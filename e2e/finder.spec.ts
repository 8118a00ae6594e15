import { expect, openHydrated, test } from './fixtures'

test('the gift guide asks three questions and leads to real products', async ({ adult: page }) => {
  await openHydrated(page, '/pruvodce-darky')
  await page.getByRole('radio', { name: 'Narozeniny' }).click()
  await expect(page).toHaveURL(/prilezitost=narozeniny/)
  await page.getByRole('radio', { name: 'Pro milovníka whisky' }).click()
  await expect(page).toHaveURL(/pro=pro-milovnika-whisky/)
  await page.getByRole('radio', { name: '500–1 000 Kč' }).click()
  await expect(page).toHaveURL(/rozpocet=500-1000/)
  await expect(page.getByRole('heading', { name: 'Naše tipy pro vás' })).toBeVisible()
  const cards = page.locator('.product-card')
  await expect(cards.first()).toBeVisible()
  // sold-out tips only after the available ones, apart under their own heading
  await expect(page.locator('.finder-results > .product-grid .availability--out')).toHaveCount(0)
  const soldOut = page.locator('.finder-results__sold-out .product-card')
  for (const card of await soldOut.all()) await expect(card).toContainText('Momentálně nedostupné')
  const name = (await page.locator('.product-card__name').first().textContent()) ?? ''
  await page.locator('.product-card__link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})

test('finder answers in the address render the results on the server', async ({ request }) => {
  const html = await (
    await request.get('/objevte-nove-chute?mam-rad=rum&chut=ovocny&rozpocet=500-1000', {
      headers: { cookie: 'age_verified=1' },
    })
  ).text()
  expect(html).toContain('class="product-card__name"')
})
