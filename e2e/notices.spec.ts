import { expect, test } from './fixtures'

test('a return parameter shows its notice and then leaves the address', async ({ adult: page }) => {
  await page.goto('/?userRegistered=1&keep=yes')
  await expect(
    page.getByRole('status').filter({ hasText: 'Děkujeme za potvrzení Vaší e-mailové adresy.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/\?keep=yes$/)
})

test('an expired confirmation link is reported as an error', async ({ adult: page }) => {
  await page.goto('/?newsletterRegistered=0')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Odkaz pro potvrzení e-mailové adresy již není platný.' }),
  ).toBeVisible()
  await expect(page).not.toHaveURL(/newsletterRegistered/)
})
