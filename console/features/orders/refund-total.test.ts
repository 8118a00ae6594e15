import { expect, it } from 'vitest'
import type { OrderDetail } from '../../lib/orders'
import { emptyChoice, refundOf, refundableLines, shippingLeft, vouchersRefundable } from './refund-total'

/** Six bottles of rum after a discount that does not divide by six, two juices, shipping; one bottle refunded. */
function order(): OrderDetail {
  const item = (id: number, productName: string, quantity: number, total: number) => ({
    id,
    variantCode: `V${id}`,
    productName,
    variantName: null,
    engraving: null,
    alcohol: false,
    quantity,
    unitPrice: Math.ceil(total / quantity),
    total,
  })
  return {
    items: [item(1, 'Rum', 6, 299_999), item(2, 'Džus', 2, 16_000)],
    shippingTotal: 12_900,
    refunds: [
      {
        id: 1,
        payment: '/api/v2/admin/payments/1',
        amount: 50_000,
        lines: [{ kind: 'item', orderItem: 1, name: 'Rum', quantity: 1, amount: 50_000, reason: null }],
        method: 'bank_transfer',
        state: 'completed',
        account: '123456789/0800',
        reason: null,
        actor: 'ops',
        createdAt: '2026-11-27T10:00:00Z',
      },
    ],
  } as unknown as OrderDetail
}

it('totals the ticked pieces as the server prices them, the shipping left and a goodwill amount', () => {
  expect(refundableLines(order()).map((line) => [line.name, line.quantity - line.refunded])).toEqual([
    ['Rum', 5],
    ['Džus', 2],
  ])
  expect(refundOf(order(), emptyChoice()).total).toBe(0)

  const choice = emptyChoice()
  choice.lines[1] = { quantity: 5, reason: 'Rozbité' }
  choice.lines[2] = { quantity: 1, reason: '' }
  choice.shipping = { on: true, reason: 'Doprava' }
  choice.goodwill = { amount: 1_000, reason: 'Omluva' }
  const { total, body } = refundOf(order(), choice)

  // the five bottles left are the line's total less the first bottle's 50 000 (rounded): 249 999, to the haléř
  expect(total).toBe(249_999 + 8_000 + 12_900 + 1_000)
  expect(body).toEqual({
    lines: [
      { orderItem: 1, quantity: 5, reason: 'Rozbité' },
      { orderItem: 2, quantity: 1, reason: null },
    ],
    shipping: { reason: 'Doprava' },
    goodwill: { amount: 1_000, reason: 'Omluva' },
  })
})

it('never offers more pieces than are left, nor the shipping twice', () => {
  const choice = emptyChoice()
  choice.lines[1] = { quantity: 9, reason: '' }
  expect(refundOf(order(), choice).body).toEqual({ lines: [{ orderItem: 1, quantity: 5, reason: null }] })
  const shippedBack = order()
  shippedBack.refunds[0]!.lines!.push({
    kind: 'shipping',
    orderItem: null,
    name: 'Doprava',
    quantity: 1,
    amount: 12_900,
    reason: null,
  })
  expect(shippingLeft(shippedBack)).toBe(0)
})

it('offers a refund to the vouchers only while they have something left and no payment has money to give back', () => {
  const paidByVouchers = (patch: Partial<OrderDetail>) =>
    ({
      ...order(),
      state: 'fulfilled',
      paymentState: 'paid',
      payments: [],
      giftCardsLeft: 28_900,
      ...patch,
    }) as OrderDetail
  expect(vouchersRefundable(paidByVouchers({}))).toBe(28_900)
  // money left on a payment: the refund goes through it, money first (decision 056)
  const money = { id: 1, method: 'bank_transfer', state: 'completed', amount: 10_000, refundedAmount: 0 }
  expect(vouchersRefundable(paidByVouchers({ payments: [money] as OrderDetail['payments'] }))).toBe(0)
  const moneyBack = { ...money, state: 'refunded', refundedAmount: 10_000 }
  expect(vouchersRefundable(paidByVouchers({ payments: [moneyBack] as OrderDetail['payments'] }))).toBe(28_900)
  expect(vouchersRefundable(paidByVouchers({ giftCardsLeft: 0 }))).toBe(0)
  expect(vouchersRefundable(paidByVouchers({ state: 'cancelled' }))).toBe(0)
  // still owing a payment: the API refuses it, so it is not offered
  expect(vouchersRefundable(paidByVouchers({ paymentState: 'awaiting_payment' }))).toBe(0)
  expect(vouchersRefundable(paidByVouchers({ paymentState: 'partially_refunded' }))).toBe(28_900)
})
