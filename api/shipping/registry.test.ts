import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { sweepParcels } from '../fulfilment/parcels'
import { admin, adminEnv } from '../test/admin-client'
import { testEnv } from '../test/env'
import {
  addFulfilmentCatalogue,
  adminOrder,
  JUICE,
  mailsOf,
  packetsOf,
  placed,
  RUM,
  send,
  step,
} from '../test/fulfilment-fixtures'
import { row } from '../test/sql'
import type { Carrier, ParcelRequest, ParcelState } from './carrier'
import { carrierFor, registerCarrier } from './registry'

/**
 * The carrier port holds (docs/decisions/060-carrier-port.md): a second carrier, registered for its own shipping
 * method by configuration, takes an order from parcel to label to delivery, and no Packeta code is asked.
 */

vi.setConfig({ testTimeout: 20_000 })

const METHOD = 'test_home'

/** A door-to-door carrier with the age check at the door, keeping what it was asked in memory. */
const fake = {
  requests: [] as ParcelRequest[],
  states: new Map<string, ParcelState>(),
  cancelled: [] as string[],
}

function fakeCarrier(): Carrier {
  return {
    code: 'fake_home',
    name: 'Domů s kontrolou',
    notReady: () => null,
    async createParcel(request) {
      fake.requests.push(request)
      const id = `F${fake.requests.length}`
      fake.states.set(id, 'in_transit')
      return { id, barcode: `FAKE${id}`, trackingNumber: `FAKE ${id}`, trackingUrl: `https://track.example/${id}` }
    },
    async label() {
      const pdf = await PDFDocument.create()
      pdf.addPage([298, 420])
      return pdf.save()
    },
    async cancel(id) {
      fake.cancelled.push(id)
    },
    async status(id) {
      return { state: fake.states.get(id) ?? 'in_transit', code: 'X', text: '' }
    },
  }
}

const env = { ...adminEnv, SHIPPING_CARRIERS: `packeta=packeta, ${METHOD}=fake_home` }

beforeAll(async () => {
  registerCarrier('fake_home', fakeCarrier)
  await addFulfilmentCatalogue()
  await row(
    testEnv.DB,
    `INSERT INTO shipping_methods (code, position, kind, fee, name_cs, name_en) VALUES (?, 9, 'address', 12900, ?, ?)`,
    METHOD,
    'Domů s kontrolou věku',
    'Home with age check',
  ).run()
  await row(
    testEnv.DB,
    `INSERT INTO shipping_payment_methods (shipping_code, payment_code) VALUES (?, 'cod')`,
    METHOD,
  ).run()
})

describe('a second carrier behind the port', () => {
  it('is found by its shipping method from configuration, and a method without one has none', () => {
    expect(carrierFor(env, METHOD)?.name).toBe('Domů s kontrolou')
    expect(carrierFor(env, 'packeta')?.name).toBe('Zásilkovna')
    expect(carrierFor(env, 'courier')).toBeNull()
    expect(carrierFor(env, 'shop_pickup')).toBeNull()
    expect(carrierFor(testEnv, METHOD)).toBeNull()
  })

  it('creates the parcel with cash on delivery and the age check, prints its label and delivers it', async () => {
    const order = await placed(
      [
        [RUM, 1],
        [JUICE, 1],
      ],
      METHOD,
      'cod',
    )
    const shipmentId = order.shipments[0]!.id
    // packed, it waits in the staff's queue of parcels for carriers, named by its own carrier
    await step('PATCH', `/shipments/${shipmentId}/ready-for-expedition`, {}, env)
    const queue = await (
      await admin('GET', '/orders?queue=toHandToCarrier&itemsPerPage=100', { env })
    ).json<{
      'hydra:member': Array<{ number: string; carrier: { name: string } | null }>
    }>()
    expect(queue['hydra:member'].find((row) => row.number === order.number)?.carrier).toEqual({
      code: 'fake_home',
      name: 'Domů s kontrolou',
    })

    const shipped = await step('PATCH', `/shipments/${shipmentId}/ship`, {}, env)

    expect(shipped.status).toBe(200)
    expect(fake.requests.at(-1)).toMatchObject({
      reference: order.number,
      destination: { address: { city: expect.any(String) } },
      cashOnDelivery: order.total,
      value: order.total,
      ageCheck: true,
    })
    const id = `F${fake.requests.length}`
    expect((await shipped.json<typeof order>()).shipments[0]).toMatchObject({
      state: 'shipped',
      trackingUrl: `https://track.example/${id}`,
      label: `/api/v2/admin/shipments/${shipmentId}/label`,
    })
    const mail = (await mailsOf(order.tokenValue)).find((m) => m.template === 'order-shipped')
    expect(mail?.text).toContain(`https://track.example/${id}`)
    expect(mail?.text).toContain('Domů s kontrolou')

    const label = await admin('GET', `/shipments/${shipmentId}/label`, { env })
    expect(label.status).toBe(200)
    expect(new TextDecoder().decode((await label.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

    fake.states.set(id, 'delivered')
    await row(
      testEnv.DB,
      "UPDATE shipments SET status_checked_at = datetime('now', '-1 hour') WHERE id = ?",
      shipmentId,
    ).run()
    expect((await sweepParcels(env)).delivered).toBeGreaterThanOrEqual(1)

    expect(await adminOrder(order.tokenValue)).toMatchObject({
      state: 'fulfilled',
      shippingState: 'delivered',
      paymentState: 'paid',
    })
    // Packeta never heard of it
    expect(await packetsOf(order.number)).toEqual([])
    const shop = await (
      await send('GET', `/orders/${order.tokenValue}`)
    ).json<{
      shipments: Array<{ trackingUrl: string | null }>
    }>()
    expect(shop.shipments[0]!.trackingUrl).toBe(`https://track.example/${id}`)
  })

  it('cancels the parcel at its carrier when staff cancel the order', async () => {
    const order = await placed([[JUICE, 1]], METHOD, 'cod')
    await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`, {}, env)

    const cancelled = await admin('PATCH', `/orders/${order.tokenValue}/cancel`, { body: {}, env })

    expect(cancelled.status).toBe(200)
    expect(fake.cancelled).toEqual([`F${fake.requests.length}`])
  })
})
