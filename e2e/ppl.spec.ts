import { chooseForCarrier, createParcel, markPacked, queueRow } from './console-queue'
import { adminGet, expectAccessible, signedIn } from './console-session'
import { sql } from './d1'
import { expect, openHydrated, test } from './fixtures'
import { newEmail } from './mailbox'
import { lookAt } from './page-width'
import { fillCustomer, openCheckout } from './shopping'

/**
 * PPL home delivery with the age check at the door (decision 063) as a shopper and staff use it in Chromium: a
 * bottle sent by "PPL – doručení domů" with its surcharge, the parcel created and its label printed from the
 * console's queue, the sandbox's courier delivering it and the status sweep (the API's cron) moving the order;
 * the customer's order page links PPL's tracking. axe on the checkout and the queue; screenshots of both at 1280
 * and 390 px go to test-results/ for a person to look at.
 */

test('a bottle by PPL to the door: chosen with its age-check price, handed over and printed in the console, delivered, tracked by the customer', async ({
  adult: shopper,
  browser,
  request,
}) => {
  test.slow()
  await openCheckout(shopper)
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
  await queueRow(staff, 'K zabalení', number).getByRole('link', { name: number }).click()
  await markPacked(staff)
  await chooseForCarrier(staff, number, 'PPL')
  await expectAccessible(staff, 'the queue with a PPL parcel')
  await lookAt(staff, 'console-queue-ppl')
  await createParcel(staff, 'PPL')

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
