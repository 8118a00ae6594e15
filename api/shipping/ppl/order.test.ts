import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { sweepParcels } from '../../fulfilment/parcels'
import app from '../../index'
import { admin } from '../../test/admin-client'
import { addItem, address, chooseShipping, newCart } from '../../test/checkout-fixtures'
import { testEnv } from '../../test/env'
import {
  addFulfilmentCatalogue,
  adminOrder,
  JUICE,
  mailsOf,
  placed,
  RUM,
  send,
  step,
} from '../../test/fulfilment-fixtures'
import { row } from '../../test/sql'

/**
 * An order by "PPL – doručení domů" (decision 063) through the shop as it is configured (api/wrangler.toml:
 * `ppl_home=ppl`), with PPL's sandbox answering: the price with the age check, the parcel with PPL's age check
 * service, its label, and the status sweep to delivered or refused.
 */

vi.setConfig({ testTimeout: 30_000 })

const METHOD = 'ppl_home'

type Recorded = { shipment_number: string; request: string }

async function pplShipmentsOf(
  orderNumber: string,
): Promise<Array<{ number: string; request: Record<string, unknown> }>> {
  const { results } = await row(
    testEnv.DB,
    'SELECT shipment_number, request FROM sandbox_ppl_shipments WHERE reference_id = ?',
    orderNumber,
  ).all<Recorded>()
  return results.map((r) => ({ number: r.shipment_number, request: JSON.parse(r.request) as Record<string, unknown> }))
}

/** The courier at the door, through the sandbox's own endpoint as a developer would click it. */
async function courier(shipmentNumber: string, phase: string, shipmentId: number) {
  const moved = await app.request(
    `/sandbox/ppl/shipments/${shipmentNumber}/state`,
    { method: 'POST', body: new URLSearchParams({ phase }) },
    testEnv,
  )
  expect(moved.status).toBe(200)
  await row(
    testEnv.DB,
    "UPDATE shipments SET status_checked_at = datetime('now', '-1 hour') WHERE id = ?",
    shipmentId,
  ).run()
}

async function pplPrice(items: Array<[string, number]>): Promise<number> {
  const token = await newCart()
  for (const [variant, quantity] of items) await addItem(token, variant, quantity)
  const cart = await address(token)
  const listed = await (
    await send('GET', `/orders/${token}/shipments/${cart.shipments[0]!.id}/methods`)
  ).json<{ 'hydra:member': Array<{ code: string; price: number; requiresAddress: boolean }> }>()
  const ppl = listed['hydra:member'].find((method) => method.code === METHOD)
  expect(ppl?.requiresAddress).toBe(true)
  await chooseShipping(token, METHOD)
  const chosen = await (await send('GET', `/orders/${token}`)).json<{ shippingTotal: number }>()
  expect(chosen.shippingTotal).toBe(ppl?.price)
  return ppl!.price
}

beforeAll(() => addFulfilmentCatalogue())

describe('PPL home delivery', () => {
  it('costs 119 Kč, and 149 Kč with the age check when the cart holds alcohol', async () => {
    expect(await pplPrice([[JUICE, 1]])).toBe(11_900)
    expect(await pplPrice([[RUM, 1]])).toBe(14_900)
  })

  it('takes a paid bottle from the parcel with the age check to its label and delivers it', async () => {
    const order = await placed([[RUM, 1]], METHOD, 'bank_transfer')
    expect(order.total).toBe(50_000 + 14_900)
    await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)
    const shipmentId = order.shipments[0]!.id

    const shipped = await step('PATCH', `/shipments/${shipmentId}/ship`, {})

    expect(shipped.status).toBe(200)
    const [parcel, ...more] = await pplShipmentsOf(order.number)
    expect(more).toEqual([])
    expect(parcel!.request).toMatchObject({ productType: 'PRIV', ageCheck: 'A18', referenceId: order.number })
    expect(parcel!.request).not.toHaveProperty('cashOnDelivery')
    const trackingUrl = `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${parcel!.number}`
    expect((await adminOrder(order.tokenValue)).shipments[0]).toMatchObject({ state: 'shipped', trackingUrl })
    const mail = (await mailsOf(order.tokenValue)).find((m) => m.template === 'order-shipped')
    expect(mail?.text).toContain(trackingUrl)

    const label = await admin('GET', `/shipments/${shipmentId}/label`)
    expect(label.status).toBe(200)
    expect((await PDFDocument.load(await label.arrayBuffer())).getPageCount()).toBe(1)

    await courier(parcel!.number, 'Delivered', shipmentId)
    expect((await sweepParcels(testEnv)).delivered).toBeGreaterThanOrEqual(1)
    expect(await adminOrder(order.tokenValue)).toMatchObject({ state: 'fulfilled', shippingState: 'delivered' })
    const shop = await (
      await send('GET', `/orders/${order.tokenValue}`)
    ).json<{
      shipments: Array<{ trackingUrl: string | null }>
    }>()
    expect(shop.shipments[0]!.trackingUrl).toBe(trackingUrl)
  })

  it('sends cash on delivery with the order number as its variable symbol', async () => {
    const order = await placed(
      [
        [RUM, 1],
        [JUICE, 1],
      ],
      METHOD,
      'cod',
    )
    await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`, {})
    const [parcel] = await pplShipmentsOf(order.number)
    expect(parcel!.request).toMatchObject({
      productType: 'PRID',
      ageCheck: 'A18',
      cashOnDelivery: { codPrice: order.total / 100, codCurrency: 'CZK', codVarSym: order.number.replace(/\D/g, '') },
    })
  })

  it('shows the customer an order refused at the door', async () => {
    const order = await placed([[RUM, 1]], METHOD, 'cod')
    const shipmentId = order.shipments[0]!.id
    await step('PATCH', `/shipments/${shipmentId}/ship`, {})
    const [parcel] = await pplShipmentsOf(order.number)

    await courier(parcel!.number, 'Returning', shipmentId)

    expect((await sweepParcels(testEnv)).refused).toBeGreaterThanOrEqual(1)
    const shop = await (
      await send('GET', `/orders/${order.tokenValue}`)
    ).json<{
      state: string
      shippingState: string
    }>()
    expect(shop).toMatchObject({ state: 'cancelled', shippingState: 'refused' })
  })
})
