import type { APIRequestContext, Page } from '@playwright/test'
import { sql } from './d1'
import { expect } from './fixtures'
import { mailLink } from './mailbox'

/** Customers and sold-out products for the watchdog journeys (watchdog*.spec.ts). */

const PASSWORD = 'tajneheslo'

export type SoldOut = {
  code: string
  slug: string
  name: string
  on_hand: number
  on_hold: number
  /** The slug of its main category and its brand's code: a category page filtered by the brand lists it. */
  taxon: string
  brand: string
}

/**
 * A sold-out product with one variant, in a category and of a brand, nobody's watch yet. Each test takes its
 * own: `skip` counts from the first code, or from the last one with `fromEnd`, so specs running at once differ.
 */
export function soldOutProduct(skip = 0, fromEnd = false): SoldOut {
  const [product] = sql<SoldOut>(
    `SELECT v.code, v.on_hand, v.on_hold, t.slug, t.name, tt.slug AS taxon, b.code AS brand
     FROM product_variants v JOIN products p ON p.id = v.product_id
     JOIN product_translations t ON t.product_id = p.id AND t.locale = 'cs_CZ'
     JOIN taxon_translations tt ON tt.taxon_id = p.main_taxon_id AND tt.locale = 'cs_CZ'
     JOIN brands b ON b.id = p.brand_id
     WHERE v.enabled = 1 AND p.enabled = 1 AND v.tracked = 1 AND v.on_hand - v.on_hold <= 0
       AND (SELECT COUNT(*) FROM product_variants w WHERE w.product_id = p.id) = 1
       AND NOT EXISTS (SELECT 1 FROM watchdog_entries e WHERE e.variant_id = v.id)
     ORDER BY v.code ${fromEnd ? 'DESC' : 'ASC'} LIMIT 1 OFFSET ${skip}`,
  )
  expect(product, 'a sold-out product in the demo catalogue').toBeTruthy()
  return product!
}

export function newEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.cz`
}

/**
 * A customer registered at the API (through the storefront's proxy) and, unless `verified` is false, verified by
 * the link of the sandbox mailbox: only a verified e-mail may watch products (alerts go to proven addresses).
 */
export async function registerCustomer(request: APIRequestContext, email: string, { verified = true } = {}) {
  const response = await request.post('/api/v2/shop/customers', {
    data: { firstName: 'Jana', lastName: 'Nováková', email, password: PASSWORD },
    headers: { 'content-type': 'application/ld+json' },
  })
  expect(response.status()).toBe(204)
  if (!verified) return
  const confirmed = await request.get(await mailLink(request, email, '/overeni-uctu/'), { maxRedirects: 0 })
  expect(confirmed.headers()['location']).toContain('userRegistered=1')
}

export async function logInInPopup(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Přihlášení' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Heslo').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Přihlásit se', exact: true }).click()
  await expect(dialog).toHaveCount(0)
}
