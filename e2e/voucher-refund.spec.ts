import type { Page } from '@playwright/test'
import { verifyAgeIfAsked } from './age-check'
import { expectAccessible, signedIn } from './console-session'
import { quote, sql } from './d1'
import { expect, hydrated, openHydrated, test } from './fixtures'
import { newEmail } from './mailbox'
import { lookAt } from './page-width'
import { fillCustomer } from './shopping'

/**
 * A shopper returns the bottle of an order a voucher paid wholly (docs/decisions/056-gift-vouchers.md): staff give
 * its value back onto the voucher from the order screen; the screen shows the refund with the voucher and the credit
 * note without a reload, and the dialog is accessible and fits 390 px.
 */

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A manual voucher of `amount` haléře, straight in D1: its code as the shop prints it. */
function voucher(amount: number): string {
  const code = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => ALPHABET[byte & 31]).join('')
  sql(
    `INSERT INTO gift_cards (code, initial_amount, remaining, expires_at, origin)
     VALUES (${quote(code)}, ${amount}, ${amount}, datetime('now', '+1 year'), 'manual')`,
  )
  return code.match(/.{4}/g)!.join('-')
}

/** A bottle of one variant, in stock and not on offer, under 500 Kč: its slug and price. */
function bottle(): { slug: string; price: number } {
  const [row] = sql<{ slug: string; price: number }>(
    `SELECT t.slug, v.price FROM product_variants v
       JOIN products p ON p.id = v.product_id
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'cs_CZ'
     WHERE p.enabled = 1 AND v.enabled = 1 AND v.gift_card = 0 AND v.original_price IS NULL
       AND (v.tracked = 0 OR v.on_hand - v.on_hold > 5) AND v.price BETWEEN 10000 AND 50000
       AND (SELECT count(*) FROM product_variants o WHERE o.product_id = p.id) = 1
     ORDER BY v.price LIMIT 1`,
  )
  if (!row) throw new Error('no bottle under 500 Kč')
  return row
}

/** A bottle by shop pickup, paid wholly by the voucher: the order's token. */
async function voucherPaidOrder(page: Page, code: string): Promise<string> {
  const { slug } = bottle()
  await openHydrated(page, `/produkt/${slug}`)
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Zboží jsme přidali do košíku.' })).toBeVisible()
  await openHydrated(page, '/cart')
  await page.getByRole('button', { name: 'Mám dárkový poukaz' }).click()
  await page.getByRole('textbox', { name: 'Dárkový poukaz' }).fill(code)
  await page.getByRole('button', { name: 'Použít poukaz' }).click()
  await expect(page.getByRole('button', { name: `Odebrat dárkový poukaz ${code}` })).toBeVisible()
  await page.getByRole('link', { name: 'Pokračovat k objednávce' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dokončení objednávky' })).toBeVisible()
  await hydrated(page)
  await verifyAgeIfAsked(page)
  await fillCustomer(page, newEmail('vraceni-poukaz'))
  await page.getByRole('radio', { name: /Osobní odběr/ }).check()
  await expect(page.getByText('Objednávku celou hradí dárkové poukazy, platbu už nevybíráte.')).toBeVisible()
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  await page.getByRole('button', { name: 'Objednat s povinností platby' }).click()
  await expect(page).toHaveURL(/\/cart\/thank-you\/[^?]+$/)
  return new URL(page.url()).pathname.split('/').at(-1)!
}

test('a bottle of an order a voucher paid wholly goes back onto the voucher from the console', async ({
  adult: shopper,
  browser,
}) => {
  test.slow()
  const code = voucher(200_000)
  const token = await voucherPaidOrder(shopper, code)

  const staff = await signedIn(browser, 'Petra Skladová', `/objednavky/${token}`)
  await staff.getByRole('button', { name: 'Vrátit na dárkové poukazy' }).click()
  const dialog = staff.getByRole('dialog', { name: 'Vrátit na dárkové poukazy?' })
  await dialog
    .getByRole('textbox', { name: /kusů k vrácení/ })
    .first()
    .fill('1')
  await expect(dialog.getByRole('status')).toContainText('Na dárkové poukazy se vrátí celkem')
  await expectAccessible(staff, 'the refund to vouchers dialog')
  await lookAt(staff, 'console-voucher-refund')
  await dialog.getByRole('button', { name: 'Vrátit na dárkové poukazy' }).click()

  // the screen loads the order anew: the refund with its voucher and the credit note, no reload
  await expect(staff.getByText(/^Vráceno na dárkové poukazy · /)).toBeVisible()
  await expect(staff.getByRole('link', { name: code })).toBeVisible()
  await expect(staff.getByText('Vráceno na dárkový poukaz')).toBeVisible()
  await expect(staff.getByRole('link', { name: /^Opravný daňový doklad / })).toBeVisible()
  // all went back: the order reads refunded, and its shipment does not wait for a payment that will not come
  await expect(staff.getByText('Peníze vrácené')).toBeVisible()
  await expect(staff.getByText('Vše je vrácené: zboží se neodesílá, objednávku zrušte.')).toBeVisible()
  await expectAccessible(staff, 'the order after a refund to vouchers')
  await lookAt(staff, 'console-order-after-voucher-refund')
  const [left] = sql<{ remaining: number }>(
    `SELECT remaining FROM gift_cards WHERE code = ${quote(code.replaceAll('-', ''))}`,
  )
  // the bottle is back on the voucher: it is whole again (shop pickup costs nothing)
  expect(left!.remaining).toBe(200_000)
})
