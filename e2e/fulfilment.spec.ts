import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localAdminToken } from '../scripts/admin-token.mjs'
import { verifyAgeIfAsked } from './age-check'
import { sql } from './d1'
import { expect, openHydrated, test } from './fixtures'
import { newEmail } from './mailbox'
import { rawRequest } from './raw-http'
import { addToCart, fillCustomer } from './shopping'

/**
 * Fulfilment end to end (decision 044): a shopper's Packeta order with alcohol, shipped by staff through the
 * admin API on http://admin.localhost with the token `npm run --silent admin:token` prints; the parcel goes to
 * the Packeta sandbox with the adult flag and the cash-on-delivery amount, the order page and the mail show
 * the tracking link.
 */

const root = resolve(fileURLToPath(import.meta.url), '../..')

function adminApi(method: string, path: string, body?: unknown) {
  return rawRequest({
    method,
    path: `/api/v2/admin${path}`,
    headers: {
      host: 'admin.localhost',
      authorization: `Bearer ${localAdminToken(root)}`,
      accept: 'application/ld+json',
      ...(body === undefined ? {} : { 'content-type': 'application/merge-patch+json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

test('a Packeta order with alcohol → shipped through the admin API → the order page and the mail show the tracking link', async ({
  adult: page,
  request,
}) => {
  // a whole purchase with the age check, then the staff's step and three pages
  test.slow()
  const email = newEmail('expedice')
  await addToCart(page, 'rum')
  await openHydrated(page, '/cart')
  await page.getByRole('link', { name: 'Pokračovat k objednávce' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dokončení objednávky' })).toBeVisible()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await verifyAgeIfAsked(page)
  await fillCustomer(page, email)
  await page.getByRole('radio', { name: /Zásilkovna/ }).check()
  await page.getByRole('button', { name: 'Vybrat výdejní místo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Výdejní místa Zásilkovny' })
  await dialog.getByRole('searchbox').fill('Praha')
  await dialog.locator('.pickup-dialog__point').first().click()
  await expect(dialog).toBeHidden()
  await page.getByRole('radio', { name: /Dobírka/ }).check()
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  await page.getByRole('button', { name: 'Objednat s povinností platby' }).click()
  await expect(page).toHaveURL(/\/cart\/thank-you\/[^?]+$/)
  const token = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)

  const order = JSON.parse((await adminApi('GET', `/orders/${token}`)).body) as {
    number: string
    total: number
    shipments: Array<{ id: number }>
  }
  const shipped = await adminApi('PATCH', `/shipments/${order.shipments[0]!.id}/ship`, {})
  expect(shipped.status).toBe(200)
  const trackingUrl = (JSON.parse(shipped.body) as { shipments: Array<{ trackingUrl: string }> }).shipments[0]!
    .trackingUrl
  expect(trackingUrl).toMatch(/^https:\/\/tracking\.packeta\.com\/cs\/\?id=Z\d{10}$/)

  // the parcel at Packeta carries the adult flag and the order's total as cash on delivery
  const [packet] = sql<{ attributes: string }>(
    `SELECT attributes FROM sandbox_packeta_packets WHERE number = '${order.number}'`,
  )
  expect(JSON.parse(packet!.attributes)).toMatchObject({ adultContent: '1', cod: (order.total / 100).toFixed(2) })

  await openHydrated(page, `/order/${token}`)
  await expect(page.getByRole('link', { name: 'Sledovat zásilku' })).toHaveAttribute('href', trackingUrl)
  await expect(page.locator('.order-detail__states')).toContainText('Odeslána')
  await openHydrated(page, `/cart/thank-you/${token}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Objednávka je na cestě' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Průběh objednávky' }).locator('[aria-current="step"]')).toHaveText(
    'Odeslána',
  )

  await expect
    .poll(async () => {
      const mail = await request.get(`/sandbox/mailbox/latest.json?to=${encodeURIComponent(email)}`)
      return mail.ok() ? ((await mail.json()) as { subject: string; text: string }) : null
    })
    .toMatchObject({
      subject: `Objednávka ${order.number} byla odeslána – Drinkárna`,
      text: expect.stringContaining(trackingUrl),
    })
})

test('the admin API answers on the admin host only, and only with the staff token', async () => {
  expect((await rawRequest({ path: '/api/v2/admin/orders', headers: { host: 'admin.localhost' } })).status).toBe(401)
  expect((await adminApi('GET', '/orders?itemsPerPage=1')).status).toBe(200)
  expect(
    (
      await rawRequest({
        path: '/api/v2/admin/orders',
        headers: { host: 'localhost', authorization: `Bearer ${localAdminToken(root)}` },
      })
    ).status,
  ).toBe(404)
})
