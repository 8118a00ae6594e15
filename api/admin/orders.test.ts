import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  addItem,
  address,
  choosePayment,
  chooseShipping,
  complete,
  newCart,
  orderOf,
  send,
  verifiedAdult,
} from '../test/checkout-fixtures'
import { admin } from '../test/admin-client'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { addFulfilmentCatalogue, adminOrder, JUICE, placed, RUM, step } from '../test/fulfilment-fixtures'

type List = {
  'hydra:member': Array<{
    number: string
    tokenValue: string
    state: string
    customer: { email: string }
    checkoutCompletedAt: string
  }>
  'hydra:totalItems': number
}

const list = async (query: string) => (await admin('GET', `/orders${query}`)).json<List>()

// every test first places its orders through the shop API, several seconds on a busy machine
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

describe('GET /orders', () => {
  it('filters by state, payment and shipping state, method and search, with paging', async () => {
    const courier = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    const packeta = await placed([[JUICE, 1]], 'packeta', 'cod')
    await step('PATCH', `/payments/${courier.payments[0]!.id}/complete`)

    const paid = await list('?paymentState=paid&itemsPerPage=100')
    expect(paid['hydra:member'].map((order) => order.number)).toContain(courier.number)
    expect(paid['hydra:member'].map((order) => order.number)).not.toContain(packeta.number)
    expect((await list('?state=progressing&itemsPerPage=100'))['hydra:member'].map((order) => order.number)).toContain(
      courier.number,
    )
    expect(
      (await list('?shippingMethod=packeta&itemsPerPage=100'))['hydra:member'].every(
        (order) => order.number !== courier.number,
      ),
    ).toBe(true)

    const byNumber = await list(`?search=${packeta.number}`)
    expect(byNumber['hydra:member'].map((order) => order.number)).toEqual([packeta.number])
    const email = ((await adminOrder(packeta.tokenValue)) as unknown as { customer: { email: string } }).customer.email
    expect(
      (await list(`?search=${encodeURIComponent(email.toUpperCase())}`))['hydra:member'].map((order) => order.number),
    ).toEqual([packeta.number])
    expect((await list('?search=Nov%C3%A1kov%C3%A1&itemsPerPage=1'))['hydra:totalItems']).toBeGreaterThanOrEqual(2)
    expect((await list('?search=Nov%C3%A1kov%C3%A1&itemsPerPage=1'))['hydra:member']).toHaveLength(1)
    expect((await list(`?checkoutCompletedAt[after]=2999-01-01`))['hydra:totalItems']).toBe(0)
  })

  it('reads a bare date in checkoutCompletedAt[after|before] as Prague’s day, before counting its whole day', async () => {
    const late = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    // 23:30 UTC on 15 January is half past midnight on the 16th in Prague: staff see it placed on the 16th
    await row(
      testEnv.DB,
      "UPDATE orders SET checkout_completed_at = '2021-01-15 23:30:00' WHERE number = ?",
      late.number,
    ).run()
    const numbers = async (query: string) =>
      (await list(`${query}&itemsPerPage=100`))['hydra:member'].map((order) => order.number)

    expect(await numbers('?checkoutCompletedAt[after]=2021-01-16&checkoutCompletedAt[before]=2021-01-16')).toEqual([
      late.number,
    ])
    expect(await numbers('?checkoutCompletedAt[after]=2021-01-15&checkoutCompletedAt[before]=2021-01-15')).toEqual([])
    // a time without a zone is UTC, as stored
    expect(
      await numbers('?checkoutCompletedAt[after]=2021-01-15T23:00:00&checkoutCompletedAt[before]=2021-01-16'),
    ).toEqual([late.number])
  })

  it('answers a filter it does not know the value of with a violation, and a search with LIKE characters literally', async () => {
    const response = await admin('GET', '/orders?state=shipped')
    expect(response.status).toBe(422)
    expect((await list('?search=%25'))['hydra:totalItems']).toBe(0)
  })
})

describe('GET /orders/{tokenValue}', () => {
  it('shows items with engraving, addresses, the note, the age verification, payments, shipments and history', async () => {
    await testEnv.DB.prepare("UPDATE products SET engraving_max_length = 20 WHERE code = 'FUL_RUM'").run()
    const token = await newCart()
    await addItem(token, JUICE, 1)
    await orderOf(
      await send('POST', `/orders/${token}/items`, { productVariant: RUM, quantity: 1, engraving: 'Pro Janu' }),
    )
    await address(token, { email: 'detail@example.cz' })
    await orderOf(await chooseShipping(token, 'packeta'))
    await orderOf(await choosePayment(token, 'cod'))
    await verifiedAdult(token)
    await orderOf(await complete(token, crypto.randomUUID(), 'Zazvoňte dvakrát'))

    const response = await admin('GET', `/orders/${token}`)

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      '@id': `/api/v2/admin/orders/${token}`,
      '@type': 'Order',
      state: 'new',
      notes: 'Zazvoňte dvakrát',
      customer: { email: 'detail@example.cz' },
      billingAddress: { firstName: 'Jana', lastName: 'Nováková' },
      containsAlcohol: true,
      ageVerification: { method: 'bankid' },
      payments: [{ '@type': 'Payment', method: 'cod', state: 'new' }],
      shipments: [
        {
          '@type': 'Shipment',
          method: 'packeta',
          state: 'ready',
          checkAgeAtHandover: true,
          pickupPoint: { id: '4123' },
        },
      ],
      items: [
        { variantCode: JUICE, engraving: null },
        { variantCode: RUM, engraving: 'Pro Janu', alcohol: true },
      ],
      history: [{ transition: 'order.place', actor: 'customer' }],
      invoices: [],
    })
    expect((await admin('GET', '/orders/no-such-token')).status).toBe(404)
  })

  it('answers every time as ISO 8601 in UTC, so no client reads one as its local time', async () => {
    const token = await newCart()
    await addItem(token, JUICE, 1)
    await address(token, { email: 'times@example.cz' })
    await orderOf(await chooseShipping(token, 'courier'))
    await orderOf(await choosePayment(token, 'bank_transfer'))
    await orderOf(await complete(token, crypto.randomUUID()))

    const order = await (
      await admin('GET', `/orders/${token}`)
    ).json<{
      checkoutCompletedAt: string
      paymentDueAt: string
      history: Array<{ createdAt: string }>
    }>()
    const utc = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/
    expect(order.checkoutCompletedAt).toMatch(utc)
    expect(order.paymentDueAt).toMatch(utc)
    expect(order.history[0]?.createdAt).toMatch(utc)
    // the order's placing and its history entry are the same moment, to the second
    expect(order.history[0]!.createdAt.slice(0, 19)).toBe(order.checkoutCompletedAt.slice(0, 19))
    const listed = await list(`?checkoutCompletedAt[after]=2000-01-01&itemsPerPage=100`)
    const row = listed['hydra:member'].find((o) => o.tokenValue === token)
    expect(row?.checkoutCompletedAt).toBe(order.checkoutCompletedAt)
  })
})

describe('an order’s tax documents for the staff', () => {
  it('lists the invoice of a paid order and downloads its PDF with the token only', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    expect(((await adminOrder(order.tokenValue)) as unknown as { invoices: unknown[] }).invoices).toEqual([])
    await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)

    const { invoices } = (await adminOrder(order.tokenValue)) as unknown as {
      invoices: Array<{ kind: string; number: string; total: number; download: string }>
    }
    expect(invoices).toHaveLength(1)
    expect(invoices[0]).toMatchObject({ kind: 'invoice', total: order.total })
    const path = invoices[0]!.download.replace('/api/v2/admin', '')
    const pdf = await admin('GET', path)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toContain('no-store')
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    expect((await admin('GET', path, { token: null })).status).toBe(401)
    expect((await admin('GET', '/invoices/00000000-0000-4000-8000-000000000000/download')).status).toBe(404)
  })
})
