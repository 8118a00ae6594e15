import AxeBuilder from '@axe-core/playwright'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localAdminToken } from '../scripts/admin-token.mjs'
import { adminApi } from './admin-api'
import { sql } from './d1'
import { expect, openHydrated, test } from './fixtures'
import { newEmail } from './mailbox'
import { pdfTextRuns } from './pdf-text'
import { rawRequest } from './raw-http'
import { placeGuestOrder } from './shop-order'
import { fillCustomer, openCheckout } from './shopping'

/**
 * Fulfilment end to end (decisions 044 and 045), staff working through the admin API on http://admin.localhost
 * with the token `npm run --silent admin:token` prints: a shopper's Packeta order with alcohol shipped, its parcel
 * at the Packeta sandbox with the adult flag and the cash-on-delivery amount, the order page and the mail with the
 * tracking link; a card order's invoice downloaded from the order page, then refunded through the Comgate sandbox;
 * a cancelled order's stock back. One order per journey; orders without alcohol are placed through the shop API.
 */

const root = resolve(fileURLToPath(import.meta.url), '../..')

type AdminOrder = {
  number: string
  total: number
  paymentState: string
  payments: Array<{ id: number; state: string }>
  shipments: Array<{ id: number }>
}

async function adminOrder(token: string): Promise<AdminOrder> {
  const answer = await adminApi('GET', `/orders/${token}`)
  expect(answer.status).toBe(200)
  return JSON.parse(answer.body) as AdminOrder
}

/** A tracked variant without alcohol (no age check in the way) with stock to spare, from the e2e server's data. */
function softDrink(): string {
  const [row] = sql<{ code: string }>(
    `SELECT v.code FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE COALESCE(p.alcohol_tenths, 0) = 0 AND p.enabled = 1 AND v.enabled = 1 AND v.tracked = 1
        AND v.on_hand - v.on_hold >= 10 AND v.price BETWEEN 5000 AND 100000
      ORDER BY v.id LIMIT 1`,
  )
  return row!.code
}

/** `1 290,00 Kč`, as the invoice prints an amount in haléře (api/invoices/pdf.ts). */
function invoiceAmount(amount: number): string {
  const whole = String(Math.floor(Math.abs(amount) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
  return `${amount < 0 ? '-' : ''}${whole},${String(Math.abs(amount) % 100).padStart(2, '0')}\u00a0Kč`
}

test('a Packeta order with alcohol and cash on delivery → shipped through the admin API → the parcel carries the adult flag and the total as cash on delivery; the order page and the mail show the tracking link', async ({
  adult: page,
  request,
}) => {
  // a whole purchase with the age check, then the staff's step and three pages
  test.slow()
  const email = newEmail('expedice')
  await openCheckout(page)
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
      // the invoice mail goes at the same moment: ask for the shipping mail by its template
      const mail = await request.get(`/sandbox/mailbox/latest.json?to=${encodeURIComponent(email)}&tag=order-shipped`)
      return mail.ok() ? ((await mail.json()) as { subject: string; text: string }) : null
    })
    .toMatchObject({
      subject: `Objednávka ${order.number} byla odeslána – Drinkárna`,
      text: expect.stringContaining(trackingUrl),
    })
})

test('a card order: paid through the Comgate sandbox, its invoice downloads from the order page with the VAT lines; refunded through Comgate, the page shows the refund and the credit note', async ({
  adult: page,
  request,
}) => {
  test.slow()
  const email = newEmail('karta')
  const token = await placeGuestOrder(request, { variant: softDrink(), quantity: 2, payment: 'comgate', email })
  await openHydrated(page, `/cart/thank-you/${token}`)
  await page.getByRole('button', { name: 'Zaplatit', exact: true }).click()
  await expect(page).toHaveURL(/\/sandbox\/comgate\/client\/instructions\/index\?id=/)
  await page.getByRole('button', { name: 'Zaplatit', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Objednávka je zaplacená' })).toBeVisible()
  const invoiceLink = page.getByRole('link', { name: /^Faktura \d{10} \(PDF\)$/ })
  await expect(invoiceLink).toBeVisible()
  const order = await adminOrder(token)

  await openHydrated(page, `/order/${token}`)
  const link = page.getByRole('link', { name: /^Faktura \d{10} \(PDF\)$/ })
  const invoiceNumber = /\d{10}/.exec((await link.textContent()) ?? '')![0]
  const downloading = page.waitForEvent('download')
  await link.click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`faktura-${invoiceNumber}.pdf`)
  const bytes = new Uint8Array(await readFile((await download.path())!))
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
  // what the PDF prints: its number, and the one VAT rate's line (goods and courier at 21 %) adding up to the total
  const runs = await pdfTextRuns(bytes)
  expect(runs.some((run) => run.includes(invoiceNumber))).toBe(true)
  const vat = Math.round((order.total * 21) / 121)
  const recapitulation = runs.indexOf('Rekapitulace DPH')
  expect(runs.slice(recapitulation + 5, recapitulation + 9)).toEqual([
    '21 %',
    invoiceAmount(order.total - vat),
    invoiceAmount(vat),
    invoiceAmount(order.total),
  ])
  const served = await request.get((await link.getAttribute('href'))!)
  expect(served.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'cache-control': 'private, no-store',
    'content-disposition': `attachment; filename="faktura-${invoiceNumber}.pdf"`,
  })

  // the whole amount back through the gateway
  const payment = order.payments.find((candidate) => candidate.state === 'completed')!
  const refunded = await adminApi('POST', `/payments/${payment.id}/refunds`, {
    amount: order.total,
    reason: 'Odstoupení od smlouvy',
  })
  expect(refunded.status, refunded.body).toBe(201)
  await openHydrated(page, `/order/${token}`)
  await expect(page.locator('.order-detail__states')).toContainText('Platba:Vrácena')
  await expect(page.getByRole('link', { name: /^Opravný daňový doklad D\d{10} \(PDF\)$/ })).toBeVisible()
  // the order page with its documents meets WCAG 2.2 AA as the other screens do (e2e/a11y.spec.ts)
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
  expect((await axe.include('.order-detail').analyze()).violations.map((violation) => violation.id)).toEqual([])
  await expect
    .poll(async () => {
      const mail = await request.get(`/sandbox/mailbox/latest.json?to=${encodeURIComponent(email)}&tag=tax-document`)
      return mail.ok() ? ((await mail.json()) as { attachments: Array<{ name: string }> }).attachments : null
    })
    .toEqual([
      expect.objectContaining({ name: expect.stringMatching(/^opravny-doklad-D\d{10}\.pdf$/) }),
      expect.objectContaining({ name: expect.stringMatching(/^opravny-doklad-D\d{10}\.isdoc$/) }),
    ])
})

test('a cancelled order gives its stock back: sold out while held, in stock again once staff cancel it', async ({
  request,
}) => {
  const variant = softDrink()
  const stock = JSON.parse((await adminApi('GET', `/product-variants/${variant}`)).body) as { onHold: number }
  // exactly two left: the order holds them both
  expect((await adminApi('PATCH', `/product-variants/${variant}`, { onHand: stock.onHold + 2 })).status).toBe(200)
  // each read its own query: the storefront keeps public API answers for up to a minute (worker/api-cache.ts)
  let reads = 0
  const inStock = async () => {
    const answer = await request.get(`/api/v2/shop/product-variants/${variant}?read=${++reads}`)
    return ((await answer.json()) as { inStock: boolean }).inStock
  }
  const token = await placeGuestOrder(request, {
    variant,
    quantity: 2,
    payment: 'bank_transfer',
    email: newEmail('storno'),
  })
  expect(await inStock()).toBe(false)

  const cancelled = await adminApi('PATCH', `/orders/${token}/cancel`, { reason: 'Zákazník objednávku zrušil.' })

  expect(cancelled.status, cancelled.body).toBe(200)
  expect(await inStock()).toBe(true)
  const held = JSON.parse((await adminApi('GET', `/product-variants/${variant}`)).body) as { onHold: number }
  expect(held.onHold).toBe(stock.onHold)
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
