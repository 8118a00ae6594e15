import { expect, test } from './fixtures'

test('an unknown address shows the 404 page with status 404 and leads back home', async ({ adult: page }) => {
  const response = await page.goto('/tahle-stranka-neexistuje')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('Stránka nenalezena | Drinkárna')
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible()
  await expect(page.getByText('Chyba je jako prázdná láhev - nic moc.')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Prázdná láhev' })).toBeVisible()
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Stránka nenalezena | Drinkárna')
  await page.getByRole('link', { name: 'Zpět na úvodní stránku' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Nejprodávanější' })).toBeVisible()
})
