import { expect, openHydrated, test } from './fixtures'

test('searching "jelinek" without diacritics finds the Jelínek products', async ({ adult: page }) => {
  await page.goto('/search?q=jelinek')
  const names = await page.locator('.product-card__name').allTextContents()
  expect(names.length).toBeGreaterThanOrEqual(3)
  for (const name of names) expect(name).toContain('Jelínek')
})

test('predictive search suggests products as you type and is driven by the keyboard', async ({ adult: page }) => {
  await openHydrated(page, '/')
  const box = page.getByRole('combobox', { name: 'Hledat v obchodě' })
  await box.fill('slivo')
  const listbox = page.getByRole('listbox')
  await expect(listbox.getByRole('option').first()).toBeVisible()
  await expect(listbox).toContainText(/Slivovice/i)
  await box.press('ArrowDown')
  const active = await box.getAttribute('aria-activedescendant')
  expect(active).toBeTruthy()
  const chosen = (await page.locator(`#${active}`).textContent()) ?? ''
  await box.press('Enter')
  await expect(page).not.toHaveURL(/\/$/)
  expect(chosen.length).toBeGreaterThan(0)
})

test('the search form works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  await context.addCookies([{ name: 'age_verified', value: '1', url: baseURL! }])
  const page = await context.newPage()
  await page.goto('/')
  // Without scripts the box is a plain search field of a GET form.
  await page.getByRole('searchbox', { name: 'Hledat v obchodě' }).fill('zufanek')
  await page.getByRole('searchbox', { name: 'Hledat v obchodě' }).press('Enter')
  await expect(page).toHaveURL(/\/search\?q=zufanek/)
  await expect(page.locator('.product-card__name').first()).toContainText('Žufánek')
  await context.close()
})
