import { expect, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

test('on a phone the menu opens as a drawer that locks the page scroll and leads to a category', async ({ adult: page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Otevřít menu' })
  await expect(page.getByRole('navigation', { name: 'Kategorie' })).toBeHidden()
  await toggle.click()
  const drawer = page.getByRole('navigation', { name: 'Kategorie' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'Kontakt' })).toBeVisible()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
  await drawer.getByRole('link', { name: 'Rum', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rum' })).toBeVisible()
  await expect(page).toHaveURL(/\/kategorie\/rum$/)
  await expect(page.getByRole('navigation', { name: 'Kategorie' })).toBeHidden()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
})
