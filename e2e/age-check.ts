import type { Page } from '@playwright/test'
import { expect, hydrated } from './fixtures'

/**
 * The checkout's age step for a cart with alcohol (decision 038), through the sandbox Bank iD: the shared way
 * every journey that buys spirits gets past it. `adult` ends back in the checkout, verified; `minor` ends with
 * the refusal.
 */

const START = 'Ověřit věk přes bankovní identitu'

export async function verifyAge(page: Page, person: 'adult' | 'minor' = 'adult'): Promise<void> {
  await page.getByRole('link', { name: START }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ověření přes Bank iD' })).toBeVisible()
  await page.getByRole('button', { name: person === 'adult' ? /^Dospělá osoba/ : /^Nezletilá osoba/ }).click()
  await expect(page).toHaveURL(/\/cart\/summary\?overeni-veku=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dokončení objednávky' })).toBeVisible()
  await hydrated(page)
  if (person === 'adult')
    await expect(page.getByRole('status').filter({ hasText: 'Věk ověřen přes bankovní identitu' })).toBeVisible()
}

/** In the checkout: verifies the age when the cart asks for it (it holds alcohol), else leaves the page as it is. */
export async function verifyAgeIfAsked(page: Page): Promise<void> {
  if ((await page.getByRole('link', { name: START }).count()) > 0) await verifyAge(page)
}
