import { beforeAll, describe, expect, it, vi } from 'vitest'
import { stockOf } from '../test/checkout-fixtures'
import { admin, adminEnv } from '../test/admin-client'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import {
  addFulfilmentCatalogue,
  adminOrder,
  JUICE,
  mailsOf,
  moveParcel,
  packetsOf,
  placed,
  RUM,
  send,
  step,
  violations,
} from '../test/fulfilment-fixtures'
import { sweepParcels } from './parcels'

// every test first places its orders through the shop API, several seconds on a busy machine
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

describe('PATCH /shipments/{id}/ship with Packeta', () => {
  it('creates the parcel with adultContent for an order with alcohol, stores its barcode and mails the tracking link', async () => {
    const order = await placed(
      [
        [RUM, 1],
        [JUICE, 2],
      ],
      'packeta',
      'cod',
    )
    const shipment = order.shipments[0]!

    const response = await step('PATCH', `/shipments/${shipment.id}/ship`)

    expect(response.status).toBe(200)
    const shipped = await response.json<typeof order>()
    expect(shipped).toMatchObject({ state: 'progressing', shippingState: 'shipped', paymentState: 'awaiting_payment' })
    const [packet, ...more] = await packetsOf(order.number)
    expect(more).toEqual([])
    // dobírka: cash on delivery is the order's total; the value insures the same; the weight from the bottles
    expect(packet!.attributes).toMatchObject({
      adultContent: '1',
      addressId: '4123',
      cod: (order.total / 100).toFixed(2),
      value: (order.total / 100).toFixed(2),
      currency: 'CZK',
    })
    expect(Number(packet!.attributes.weight)).toBeCloseTo(1.2 + 2 * 1.5, 3)
    expect(shipped.shipments[0]).toMatchObject({
      state: 'shipped',
      parcelId: String(packet!.id),
      trackingUrl: `https://tracking.packeta.com/cs/?id=${packet!.barcode}`,
      label: `/api/v2/admin/shipments/${shipment.id}/label`,
    })
    const mail = (await mailsOf(order.tokenValue)).find((m) => m.template === 'order-shipped')
    expect(mail?.subject).toBe(`Objednávka ${order.number} byla odeslána – Drinkárna`)
    expect(mail?.text).toContain(`https://tracking.packeta.com/cs/?id=${packet!.barcode}`)
    expect(mail?.text).toContain('dobírkou')
    expect(shipped.history.map((entry) => [entry.transition, entry.actor])).toEqual([
      ['order.place', 'customer'],
      ['shipment.ship', 'ops'],
    ])
    // the customer's order page shows it too
    const shop = await (
      await send('GET', `/orders/${order.tokenValue}`)
    ).json<{ shipments: Array<{ trackingUrl: string | null }> }>()
    expect(shop.shipments[0]!.trackingUrl).toBe(`https://tracking.packeta.com/cs/?id=${packet!.barcode}`)
  })

  it('sets adultContent to 0 for an order without alcohol, and no cash on delivery for a paid order', async () => {
    const order = await placed([[JUICE, 1]], 'packeta', 'bank_transfer')
    expect((await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: order.total })).status).toBe(
      200,
    )

    expect((await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`)).status).toBe(200)

    const [packet] = await packetsOf(order.number)
    expect(packet!.attributes).toMatchObject({ adultContent: '0', cod: null })
  })

  it('serves the parcel label as a PDF', async () => {
    const order = await placed([[JUICE, 1]], 'packeta', 'cod')
    await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`)

    const label = await admin('GET', `/shipments/${order.shipments[0]!.id}/label`)

    expect(label.status).toBe(200)
    expect(label.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await label.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('makes one parcel when two staff ship at once', async () => {
    const order = await placed([[JUICE, 1]], 'packeta', 'cod')

    const answers = await Promise.all([1, 2].map(() => step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`)))

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    expect(await packetsOf(order.number)).toHaveLength(1)
    const after = await adminOrder(order.tokenValue)
    expect(after.history.filter((entry) => entry.transition === 'shipment.ship')).toHaveLength(1)
    expect((await mailsOf(order.tokenValue)).filter((mail) => mail.template === 'order-shipped')).toHaveLength(1)
  })

  it('refuses to ship a cancelled order or an unpaid bank transfer, with a Czech reason', async () => {
    const unpaid = await placed([[JUICE, 1]], 'packeta', 'bank_transfer')
    const refusal = await step('PATCH', `/shipments/${unpaid.shipments[0]!.id}/ship`)
    expect(refusal.status).toBe(422)
    expect(await violations(refusal)).toEqual([
      expect.objectContaining({
        message: 'Objednávka ještě není zaplacená: expedovat lze zaplacenou objednávku nebo dobírku.',
      }),
    ])

    const cancelled = await placed([[JUICE, 1]], 'packeta', 'cod')
    expect(
      (await step('PATCH', `/orders/${cancelled.tokenValue}/cancel`, { reason: 'Zákazník si to rozmyslel.' })).status,
    ).toBe(200)
    const shipCancelled = await step('PATCH', `/shipments/${cancelled.shipments[0]!.id}/ship`)
    expect(shipCancelled.status).toBe(422)
    expect(await violations(shipCancelled)).toEqual([
      expect.objectContaining({ message: `Objednávka ${cancelled.number} je zrušená.` }),
    ])
    expect(await packetsOf(cancelled.number)).toEqual([])
  })
})

describe("without Packeta's API password", () => {
  it('refuses the dispatch with the reason and leaves the shipment to ship later', async () => {
    const order = await placed([[JUICE, 1]], 'packeta', 'cod')
    const unconfigured = await admin('PATCH', `/shipments/${order.shipments[0]!.id}/ship`, {
      env: { ...adminEnv, PACKETA_API_PASSWORD: '' },
    })
    expect(unconfigured.status).toBe(422)
    expect(await violations(unconfigured)).toEqual([expect.objectContaining({ code: 'carrierNotConfigured' })])
    expect(await packetsOf(order.number)).toEqual([])
    expect((await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`)).status).toBe(200)
  })
})

describe('the scheduled run over shipped parcels', () => {
  it('shows a parcel waiting at its point, then fulfils the order when it is delivered and collects its cash on delivery', async () => {
    const order = await placed([[JUICE, 1]], 'packeta', 'cod')
    await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`)
    const [packet] = await packetsOf(order.number)
    const asked = () =>
      testEnv.DB.prepare("UPDATE shipments SET status_checked_at = datetime('now', '-1 hour') WHERE id = ?")
        .bind(order.shipments[0]!.id)
        .run()
    await asked()
    await moveParcel(packet!.id, 5)
    await sweepParcels(testEnv)
    // waiting at the pickup point: the customer's info variant "pickup-ready"
    expect(await adminOrder(order.tokenValue)).toMatchObject({
      state: 'progressing',
      shippingState: 'ready_for_pickup',
    })
    await asked()
    await moveParcel(packet!.id, 7)

    expect((await sweepParcels(testEnv)).delivered).toBeGreaterThanOrEqual(1)

    const after = await adminOrder(order.tokenValue)
    expect(after).toMatchObject({ state: 'fulfilled', shippingState: 'delivered', paymentState: 'paid' })
    expect(after.payments[0]).toMatchObject({ state: 'completed' })
    expect(after.history.at(-1)).toMatchObject({ transition: 'shipment.deliver', actor: 'carrier' })
    expect((await mailsOf(order.tokenValue)).map((mail) => mail.template)).toContain('order-delivered')
  })

  it('cancels an order whose parcel came back refused and puts its stock back on hand', async () => {
    const before = await stockOf(testEnv.DB, RUM)
    const order = await placed([[RUM, 2]], 'packeta', 'cod')
    await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`)
    // dispatched unpaid (cash on delivery): the bottles left the warehouse
    expect(await stockOf(testEnv.DB, RUM)).toEqual({ on_hand: before.on_hand - 2, on_hold: before.on_hold })
    const [packet] = await packetsOf(order.number)
    await testEnv.DB.prepare("UPDATE shipments SET status_checked_at = datetime('now', '-1 hour') WHERE id = ?")
      .bind(order.shipments[0]!.id)
      .run()
    await moveParcel(packet!.id, 10)

    await sweepParcels(testEnv)

    expect(await adminOrder(order.tokenValue)).toMatchObject({
      state: 'cancelled',
      shippingState: 'refused',
      paymentState: 'cancelled',
      cancelReason: 'Zásilka nebyla převzata a vrátila se k nám.',
    })
    expect(await stockOf(testEnv.DB, RUM)).toEqual(before)
    const mail = (await mailsOf(order.tokenValue)).find((m) => m.template === 'order-cancelled')
    expect(mail?.text).toContain('Důvod: Zásilka nebyla převzata a vrátila se k nám.')
  })
})

describe('courier and shop pickup', () => {
  it('ships a courier order only with the tracking number, and staff mark it delivered', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'cod')
    const missing = await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`)
    expect(missing.status).toBe(422)
    expect(await violations(missing)).toEqual([
      expect.objectContaining({ propertyPath: 'trackingCode', message: 'Zadejte číslo zásilky od kurýra.' }),
    ])

    const shipped = await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`, { trackingCode: 'DPD123456' })
    expect(shipped.status).toBe(200)
    expect((await shipped.json<typeof order>()).shipments[0]).toMatchObject({ state: 'shipped', tracking: 'DPD123456' })
    const delivered = await step('PATCH', `/shipments/${order.shipments[0]!.id}/deliver`)
    expect(await delivered.json()).toMatchObject({
      state: 'fulfilled',
      paymentState: 'paid',
      shippingState: 'delivered',
    })
  })

  it('makes a shop pickup ready, then hands alcohol over only with the age checked, recording who checked', async () => {
    const order = await placed([[RUM, 1]], 'shop_pickup', 'bank_transfer')
    await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)
    await step('PATCH', `/shipments/${order.shipments[0]!.id}/ready-for-expedition`)
    const ready = await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`)
    expect(await ready.json()).toMatchObject({ state: 'progressing', shippingState: 'ready_for_pickup' })
    expect((await mailsOf(order.tokenValue)).map((mail) => mail.template)).toContain('order-ready-for-pickup')

    const unchecked = await step('PATCH', `/shipments/${order.shipments[0]!.id}/pick-up`, { ageChecked: false })
    expect(unchecked.status).toBe(422)
    expect(await violations(unchecked)).toEqual([expect.objectContaining({ propertyPath: 'ageChecked' })])

    const handed = await step('PATCH', `/shipments/${order.shipments[0]!.id}/pick-up`, { ageChecked: true })
    const after = await handed.json<typeof order>()
    expect(after).toMatchObject({ state: 'fulfilled', shippingState: 'delivered' })
    expect(after.shipments[0]!.handover).toMatchObject({ by: 'ops', ageChecked: true })
  })

  it('refuses a step sent again from a stale screen with a Czech reason, and records each step once', async () => {
    const order = await placed([[JUICE, 1]], 'shop_pickup', 'bank_transfer')
    await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)
    const shipment = `/shipments/${order.shipments[0]!.id}`
    expect((await step('PATCH', `${shipment}/ready-for-expedition`)).status).toBe(200)
    expect((await step('PATCH', `${shipment}/ship`)).status).toBe(200)

    // the other tab still shows "K zabalení": packing and "Připraveno k vyzvednutí" again
    const packedAgain = await step('PATCH', `${shipment}/ready-for-expedition`)
    const readyAgain = await step('PATCH', `${shipment}/ship`)

    expect([packedAgain.status, readyAgain.status]).toEqual([422, 422])
    const reason = 'Tento krok nejde provést: zásilka je připravená k vyzvednutí.'
    expect(await violations(packedAgain)).toEqual([expect.objectContaining({ message: reason })])
    expect(await violations(readyAgain)).toEqual([expect.objectContaining({ message: reason })])
    const steps = (await adminOrder(order.tokenValue)).history.map((entry) => entry.transition)
    expect(steps.filter((transition) => transition.startsWith('shipment.'))).toEqual([
      'shipment.ready_for_expedition',
      'shipment.ready_for_pickup',
    ])
  })
})

describe('a partly refunded order', () => {
  it('ships what is left: packed, handed to the courier, to Packeta and over the counter, and listed to pack', async () => {
    const partlyRefunded = async (shipping: 'courier' | 'packeta' | 'shop_pickup') => {
      const order = await placed([[JUICE, 2]], shipping, 'bank_transfer')
      await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)
      const refund = await step('POST', `/payments/${order.payments[0]!.id}/refunds`, {
        amount: 1_000,
        account: '123456789/0800',
      })
      expect(await refund.json()).toMatchObject({ paymentState: 'partially_refunded' })
      return order
    }
    const courier = await partlyRefunded('courier')
    const packeta = await partlyRefunded('packeta')
    const pickup = await partlyRefunded('shop_pickup')
    const toPack = await admin('GET', '/orders?queue=toPack&itemsPerPage=100')
    const listed = (await toPack.json<{ 'hydra:member': { number: string }[] }>())['hydra:member'].map((o) => o.number)
    expect(listed).toEqual(expect.arrayContaining([courier.number, packeta.number, pickup.number]))

    for (const order of [courier, packeta, pickup]) {
      const packed = await step('PATCH', `/shipments/${order.shipments[0]!.id}/ready-for-expedition`)
      expect([order.number, packed.status]).toEqual([order.number, 200])
    }
    const sent = await step('PATCH', `/shipments/${courier.shipments[0]!.id}/ship`, { trackingCode: 'DPD654321' })
    expect(await sent.json()).toMatchObject({ paymentState: 'partially_refunded', shippingState: 'shipped' })
    const parcel = await step('PATCH', `/shipments/${packeta.shipments[0]!.id}/ship`)
    expect(await parcel.json()).toMatchObject({ paymentState: 'partially_refunded', shippingState: 'shipped' })
    expect(await packetsOf(packeta.number)).toHaveLength(1)
    const ready = await step('PATCH', `/shipments/${pickup.shipments[0]!.id}/ship`)
    expect(await ready.json()).toMatchObject({ shippingState: 'ready_for_pickup' })
    const handed = await step('PATCH', `/shipments/${pickup.shipments[0]!.id}/pick-up`, { ageChecked: true })
    expect(await handed.json()).toMatchObject({ state: 'fulfilled', paymentState: 'partially_refunded' })
  })

  it('is not shipped once wholly refunded', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)
    const refund = await step('POST', `/payments/${order.payments[0]!.id}/refunds`, {
      amount: order.total,
      account: '123456789/0800',
    })
    expect(await refund.json()).toMatchObject({ paymentState: 'refunded' })
    const refusal = await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`, { trackingCode: 'DPD1' })
    expect(refusal.status).toBe(422)
  })
})

describe('authorisation', () => {
  it('is not reachable without the staff token', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'cod')
    expect((await admin('PATCH', `/shipments/${order.shipments[0]!.id}/ship`, { token: null })).status).toBe(401)
    // neither a staff token nor Cloudflare Access configured: the admin API does not exist
    const unconfigured = { ...adminEnv, ADMIN_API_TOKEN: '', ACCESS_TEAM_DOMAIN: '', ACCESS_AUD: '' }
    expect((await admin('GET', '/orders', { env: unconfigured })).status).toBe(404)
  })

  it('invoices a shop pickup paid at the counter at the hand-over, and sells its stock then', async () => {
    // the shop offers no counter payment today (a pickup is paid online or by transfer, and invoiced then); where
    // cash on pickup is allowed, the money taken at the hand-over must still bring its tax document
    const allow =
      "INSERT OR IGNORE INTO shipping_payment_methods (shipping_code, payment_code) VALUES ('shop_pickup', 'cod')"
    await row(testEnv.DB, allow).run()
    try {
      const before = await stockOf(testEnv.DB, JUICE)
      const order = await placed([[JUICE, 2]], 'shop_pickup', 'cod')
      const shipment = order.shipments[0]!.id
      await step('PATCH', `/shipments/${shipment}/ready-for-expedition`)
      expect((await step('PATCH', `/shipments/${shipment}/ship`)).status).toBe(200)
      const invoices = () =>
        row(
          testEnv.DB,
          `SELECT i.kind, i.total, json_extract(i.document, '$.paymentNote') AS note FROM invoices i
            JOIN orders o ON o.id = i.order_id WHERE o.number = ?`,
          order.number,
        ).all<{ kind: string; total: number; note: string }>()
      expect((await invoices()).results).toEqual([])

      const handed = await step('PATCH', `/shipments/${shipment}/pick-up`)

      expect(await handed.json()).toMatchObject({
        state: 'fulfilled',
        paymentState: 'paid',
        shippingState: 'delivered',
      })
      expect((await invoices()).results).toEqual([{ kind: 'invoice', total: order.total, note: 'Uhrazeno – neplaťte' }])
      expect((await mailsOf(order.tokenValue)).filter((mail) => mail.template === 'tax-document')).toHaveLength(1)
      expect(await stockOf(testEnv.DB, JUICE)).toEqual({ on_hand: before.on_hand - 2, on_hold: before.on_hold })
    } finally {
      await row(
        testEnv.DB,
        "DELETE FROM shipping_payment_methods WHERE shipping_code = 'shop_pickup' AND payment_code = 'cod'",
      ).run()
    }
  })
})
