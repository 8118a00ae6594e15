import { beforeAll, describe, expect, it, vi } from 'vitest'
import { admin } from '../test/admin-client'
import { complete, orderOf, readyCart, send } from '../test/checkout-fixtures'
import { adminOrder, step } from '../test/fulfilment-fixtures'
import { addVoucherCatalogue, balanceOf, JUICE, VOUCHER_500, voucherOrder } from '../test/gift-card-fixtures'

/** A vouchers-only order in fulfilment (decision 056): mailed once paid, nothing to pack or hand over. */

vi.setConfig({ testTimeout: 30_000 })

type List = { 'hydra:member': Array<{ number: string }> }
const queued = async (name: string) =>
  ((await (await admin('GET', `/orders?queue=${name}&itemsPerPage=100`)).json()) as List)['hydra:member'].map(
    (order) => order.number,
  )
const QUEUES = ['toPack', 'toHandToCarrier', 'toHandToCourier', 'readyForPickup']

beforeAll(async () => {
  await addVoucherCatalogue()
})

describe('a vouchers-only order in fulfilment', () => {
  it('is fulfilled once paid and its vouchers mailed, in no queue, with no shipping step left', async () => {
    const order = await voucherOrder([[VOUCHER_500, 1]])
    expect((await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: 50_000 })).status).toBe(200)

    const paid = await adminOrder(order.tokenValue)
    expect(paid).toMatchObject({ state: 'fulfilled', paymentState: 'paid', shippingState: 'delivered' })
    expect(paid.shipments.map((shipment) => shipment.state)).toEqual(['delivered'])
    for (const name of QUEUES) expect(await queued(name)).not.toContain(order.number)
    const shipment = paid.shipments[0]!.id
    for (const path of ['ready-for-expedition', 'ship', 'pick-up'])
      expect((await step('PATCH', `/shipments/${shipment}/${path}`, {})).status).toBe(422)
  })

  it('can still be cancelled while its vouchers are unused, voiding them', async () => {
    const order = await voucherOrder([[VOUCHER_500, 1]])
    await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: 50_000 })
    const shown = await orderOf(await send('GET', `/orders/${order.tokenValue}`))
    expect(
      (await step('PATCH', `/orders/${order.tokenValue}/cancel`, { refundAccount: '2001234567/2010' })).status,
    ).toBe(200)
    expect(await adminOrder(order.tokenValue)).toMatchObject({ state: 'cancelled' })
    expect(await balanceOf(shown.items[0]!.giftCardCodes![0]!)).toMatchObject({ state: 'void' })
  })

  it('ships the goods of a mixed order as usual', async () => {
    const token = await readyCart([
      [JUICE, 1],
      [VOUCHER_500, 1],
    ])
    await orderOf(await complete(token))
    const order = await adminOrder(token)
    await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: order.total })

    expect(await adminOrder(token)).toMatchObject({ state: 'progressing', shippingState: 'ready' })
    expect(await queued('toPack')).toContain(order.number)
  })
})
