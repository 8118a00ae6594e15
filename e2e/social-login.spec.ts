import type { Page } from '@playwright/test'
import { expect, hydrated, openHydrated, test } from './fixtures'

/**
 * Social login through the sandbox identity provider (api/sandbox/identity.ts), as a shopper clicks through it:
 * the storefront's /oauth/connect/{provider} link, the provider's consent page, and back to the shop.
 */

const header = (page: Page) => page.getByRole('banner')

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name)
}

test('Google from the login popup: pick an account in the sandbox → /oauth/success, logged in with the session in an HttpOnly cookie', async ({
  adult: page,
}) => {
  await openHydrated(page, '/')
  await header(page).getByRole('link', { name: 'Přihlásit' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Přihlásit přes Google' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Přihlásit se přes Google' })).toBeVisible()
  await page.getByRole('button', { name: /Jana Nováková/ }).click()

  await expect(page).toHaveURL(/\/oauth\/success$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Jste přihlášeni' })).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Můj účet' })).toBeVisible()
  const auth = (await page.context().cookies()).find((cookie) => cookie.name === '__Host-auth_token')
  expect(auth?.httpOnly).toBe(true)
  expect(await cookieNames(page)).not.toContain('__Secure-oauth_binding')

  // the session holds: the account page shows the customer the provider named
  await openHydrated(page, '/account')
  await expect(page.getByRole('heading', { name: 'Dobrý den, Jana!' })).toBeVisible()
})

test('Apple: the answer is posted back to the shop and signs in', async ({ adult: page }) => {
  await openHydrated(page, '/')
  await page.goto('/oauth/connect/apple')
  await page.getByRole('button', { name: /Petr Svoboda/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Hotovo' })).toBeVisible()
  await page.getByRole('button', { name: 'Pokračovat do obchodu' }).click()

  await expect(page).toHaveURL(/\/oauth\/success$/)
  await expect(header(page).getByRole('link', { name: 'Můj účet' })).toBeVisible()
})

test('Facebook: refusing at the provider → /oauth/failed with a Czech message, still logged out', async ({
  adult: page,
}) => {
  await openHydrated(page, '/')
  await page.goto('/oauth/connect/facebook')
  await page.getByRole('button', { name: 'Zamítnout' }).click()

  await expect(page).toHaveURL(/\/oauth\/failed\?reason=denied$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení se nepovedlo' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(
    'Přihlášení jste zrušili. Můžete to zkusit znovu, nebo se přihlásit e-mailem a heslem.',
  )
  await expect(header(page).getByRole('link', { name: 'Přihlásit' })).toBeVisible()
  expect(await cookieNames(page)).not.toContain('__Host-auth_token')

  await hydrated(page)
  await page.getByRole('button', { name: 'Přihlásit se znovu' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('/oauth/success opened without a session says so and offers the login', async ({ adult: page }) => {
  await openHydrated(page, '/oauth/success')
  await expect(page.getByRole('heading', { level: 1, name: 'Nejste přihlášeni' })).toBeVisible()
  await expect(page.getByText('Jste přihlášeni', { exact: true })).toHaveCount(0)
  await page.getByRole('main').getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})
