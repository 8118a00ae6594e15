import type { Page } from '@playwright/test'
import { verifyAgeIfAsked } from './age-check'
import { adminGet, expectAccessible, signedIn } from './console-session'
import { sql } from './d1'
import { expect, openHydrated, test } from './fixtures'
import { newEmail } from './mailbox'
import { addToCart, fillCustomer } from './shopping'

/**
 * PPL home delivery with the age check at the door (decision 063) as a shopper and staff use it in Chromium: a
 * bottle sent by "PPL – doručení domů" with its surcharge, the parcel created and its label printed from the
 * console's queue, the sandbox's courier delivering it and the status sweep (the API's cron) moving the order;
 * the customer's order page links PPL's tracking. axe on the checkout and the queue; screenshots of both at 1280
 * and 390 px go to test-results/ for a person to look at.
 */

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]

/** The page is no wider than the screen, and a screenshot of it for review. */
async function lookAt(page: Page, name: string) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${name} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width)
    await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`), fullPage: true })
  }
  await page.setViewportSize(WIDTHS[0]!)
}

test('a bottle by PPL to the door: chosen with its age-check price, handed over and printed in the console, delivered, tracked by the customer', async ({
  adult: shopper,
  browser,
  request,
}) => {
  test.slow()
  await addToCart(shopper, 'rum')
  await openHydrated(shopper, '/cart')
  await shopper.getByRole('link', { name: 'Pokračovat k objednávce' }).click()
  await expect(shopper.getByRole('heading', { level: 1, name: 'Dokončení objednávky' })).toBeVisible()
  await shopper.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await verifyAgeIfAsked(shopper)
  await fillCustomer(shopper, newEmail('ppl'))
  const ppl = shopper.getByRole('radio', { name: /PPL – doručení domů/ })
  await ppl.check()
  // 119 Kč and the age check's 30 Kč: the method's price for a cart with alcohol
  await expect(shopper.locator('label', { has: ppl })).toContainText('149')
  await expect(shopper.getByText(/příplatek 30 Kč/)).toBeVisible()
  await expectAccessible(shopper, 'the checkout with PPL')
  await lookAt(shopper, 'checkout-ppl')
  await shopper.getByRole('radio', { name: /Dobírka/ }).check()
  await shopper.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  await shopper.getByRole('button', { name: 'Objednat s povinností platby' }).click()
  await expect(shopper).toHaveURL(/\/cart\/thank-you\/[^?]+$/)
  const token = decodeURIComponent(new URL(shopper.url()).pathname.split('/').pop()!)

  const staff = await signedIn(browser, 'Petra Skladová')
  const { number } = (await adminGet(staff, `/api/v2/admin/orders/${token}`)).json as { number: string }
  const queue = (panel: string) =>
    staff.getByRole('region', { name: new RegExp(`^${panel}`) }).getByRole('row', { name: new RegExp(number) })
  await queue('K zabalení').getByRole('link', { name: number }).click()
  await staff.getByRole('button', { name: 'Zabaleno' }).click()
  const packed = staff.getByRole('dialog', { name: 'Označit zásilku jako zabalenou?' })
  await packed.getByRole('button', { name: 'Zabaleno' }).click()
  await expect(packed).toBeHidden()
  await staff.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Dnešní práce' }).click()
  const row = queue('Předat dopravci')
  await expect(row).toContainText('PPL')
  await row.getByRole('checkbox').check()
  await expectAccessible(staff, 'the queue with a PPL parcel')
  await lookAt(staff, 'console-queue-ppl')
  await staff.getByRole('button', { name: 'Vytvořit vybrané zásilky (1)' }).click()
  const ship = staff.getByRole('dialog', { name: 'Vytvořit 1 zásilku u dopravce PPL?' })
  await expect(ship).toContainText('kontroly věku')
  await ship.getByRole('button', { name: 'Vytvořit zásilky' }).click()
  const print = staff.getByRole('link', { name: /Vytisknout štítek/ })
  await expect(print).toBeVisible()
  const label = await adminGet(staff, (await print.getAttribute('href'))!)
  expect([label.status, label.type]).toEqual([200, 'application/pdf'])

  // PPL was asked for its age check; its courier delivers, and the sweep (every 10 minutes) hears of it
  const [parcel] = sql<{ shipment_number: string; request: string }>(
    `SELECT shipment_number, request FROM sandbox_ppl_shipments WHERE reference_id = '${number}'`,
  )
  expect(JSON.parse(parcel!.request)).toMatchObject({ ageCheck: 'A18', productType: 'PRID' })
  const trackingUrl = `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${parcel!.shipment_number}`
  const delivered = await request.post(`/sandbox/ppl/shipments/${parcel!.shipment_number}/state`, {
    form: { phase: 'Delivered' },
  })
  expect(delivered.status()).toBe(200)
  sql(
    `UPDATE shipments SET status_checked_at = datetime('now', '-1 hour')
      WHERE order_id = (SELECT id FROM orders WHERE number = '${number}')`,
  )
  // a minute divisible by ten, when the cron sweeps the parcels
  const tenth = Math.floor(Date.now() / 600_000) * 600_000
  const cron = await request.get(`/cdn-cgi/local/scheduled?cron=*+*+*+*+*&time=${tenth}`, {
    headers: { 'MF-Route-Override': 'shop-api' },
  })
  expect(cron.status(), await cron.text()).toBe(200)

  await expect
    .poll(() => sql<{ shipping_state: string }>(`SELECT shipping_state FROM orders WHERE number = '${number}'`)[0])
    .toEqual({ shipping_state: 'delivered' })
  await openHydrated(shopper, `/order/${token}`)
  await expect(shopper.getByRole('link', { name: 'Sledovat zásilku' })).toHaveAttribute('href', trackingUrl)
  await expect(shopper.locator('.order-detail__states')).toContainText('Doručena')
})
