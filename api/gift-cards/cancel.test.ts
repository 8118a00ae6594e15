import { beforeAll, describe, expect, it, vi } from 'vitest'
import { orderOf, send } from '../test/checkout-fixtures'
import { adminOrder, step, violations } from '../test/fulfilment-fixtures'
import {
  addGiftCard,
  addVoucherCatalogue,
  balanceOf,
  JUICE,
  orderWithCode,
  VOUCHER_500,
  voucherOrder,
} from '../test/gift-card-fixtures'

/** Cancelling an order that bought vouchers (decision 056): unspent vouchers are voided, a spent one stops it. */

vi.setConfig({ testTimeout: 30_000 })

beforeAll(addVoucherCatalogue)

/** A paid order of two 500 Kč vouchers and their codes. */
async function paidVouchers() {
  const order = await voucherOrder([[VOUCHER_500, 2]])
  expect((await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: 100_000 })).status).toBe(200)
  const shown = await orderOf(await send('GET', `/orders/${order.tokenValue}`))
  return { order, codes: shown.items.flatMap((item) => item.giftCardCodes) }
}

describe('cancelling an order that bought vouchers', () => {
  it('voids the unspent vouchers it issued and refunds the money', async () => {
    const { order, codes } = await paidVouchers()
    expect(codes).toHaveLength(2)

    const response = await step('PATCH', `/orders/${order.tokenValue}/cancel`, { refundAccount: '2001234567/2010' })

    expect(response.status).toBe(200)
    for (const code of codes) expect(await balanceOf(code!)).toMatchObject({ state: 'void' })
    expect((await adminOrder(order.tokenValue)).refunds.map((refund) => refund.amount)).toEqual([100_000])
  })

  it('refuses with a Czech 422 once one of them paid for something, changing nothing', async () => {
    const { order, codes } = await paidVouchers()
    await orderWithCode(codes[1]!, [[JUICE, 1]], 'courier', 'bank_transfer')

    const response = await step('PATCH', `/orders/${order.tokenValue}/cancel`, { refundAccount: '2001234567/2010' })

    expect(response.status).toBe(422)
    expect((await violations(response))[0]?.message).toMatch(/^Poukaz z této objednávky už byl použit/)
    expect(await adminOrder(order.tokenValue)).toMatchObject({ state: 'fulfilled', refunds: [] })
    expect(await balanceOf(codes[0]!)).toMatchObject({ state: 'active', amount: 50_000 })
  })
})

describe('a parcel that came back refused', () => {
  it('gives the voucher that paid part of it its value back, as a cancellation does', async () => {
    const code = await addGiftCard(10_000)
    const token = await orderWithCode(code, [[JUICE, 2]], 'packeta', 'cod', {
      email: `vraceno-${crypto.randomUUID().slice(0, 8)}@example.cz`,
    })
    expect(await balanceOf(code)).toMatchObject({ amount: 0 })
    const order = await adminOrder(token)
    expect((await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`)).status).toBe(200)

    expect((await step('PATCH', `/shipments/${order.shipments[0]!.id}/refuse`, {})).status).toBe(200)

    expect(await adminOrder(token)).toMatchObject({ state: 'cancelled', shippingState: 'refused' })
    expect(await balanceOf(code)).toMatchObject({ state: 'active', amount: 10_000 })
  })
})
