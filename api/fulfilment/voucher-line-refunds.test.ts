import { beforeAll, describe, expect, it, vi } from 'vitest'
import { complete, orderOf, readyCart } from '../test/checkout-fixtures'
import { adminOrder, creditNotesOf, step } from '../test/fulfilment-fixtures'
import { addGiftCard, addVoucherCatalogue, applyCode, balanceOf, JUICE, masked } from '../test/gift-card-fixtures'

/**
 * A refund by line of an order that vouchers paid (decision 056): the credit note covers the lines' full value,
 * settled in money first up to what was paid in money, the rest back to the voucher.
 */

vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  await addVoucherCatalogue()
})

const ACCOUNT = '2001234567/2010'
/** The admin order's line as contract/admin/orders.ts sends it (the fixture's type names only the engraving). */
type Line = { id: number; quantity: number; total: number }

async function partlyVoucherPaid(voucher: number) {
  const code = await addGiftCard(voucher)
  const token = await readyCart([[JUICE, 2]], 'courier', 'bank_transfer', {
    email: `vratka-${crypto.randomUUID().slice(0, 6)}@example.cz`,
  })
  await orderOf(await applyCode(token, code))
  await orderOf(await complete(token))
  const order = await adminOrder(token)
  const money = order.payments[0]!.amount
  expect((await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: money })).status).toBe(200)
  return { code, token, order, money }
}

describe('refunding lines of an order paid partly by a voucher', () => {
  it('pays the money back first and gives the rest of the line to the voucher; the credit note is the line', async () => {
    const { code, token, order, money } = await partlyVoucherPaid(25_000)
    const line = order.items[0] as unknown as Line
    const piece = line.total / line.quantity
    expect(piece).toBeGreaterThan(money)

    const response = await step('POST', `/payments/${order.payments[0]!.id}/refunds`, {
      lines: [{ orderItem: line.id, quantity: 1 }],
      account: ACCOUNT,
    })

    expect(response.status).toBe(201)
    const after = await adminOrder(token)
    expect(after.refunds.map((refund) => refund.amount)).toEqual([money])
    expect(await balanceOf(code)).toMatchObject({ amount: piece - money, state: 'active' })
    const [credit] = await creditNotesOf(token)
    expect(credit).toMatchObject({
      total: -piece,
      amountDue: -money,
      giftCards: [{ code: masked(code), amount: -(piece - money) }],
    })
    expect(credit!.lines.map((l) => l.total)).toEqual([-piece])
  })

  it('refuses a second refund beyond what money and the voucher paid, and a cancellation returns only the rest', async () => {
    const { code, token, order, money } = await partlyVoucherPaid(25_000)
    const line = order.items[0] as unknown as Line
    const piece = line.total / line.quantity
    const paymentId = order.payments[0]!.id
    const first = await step('POST', `/payments/${paymentId}/refunds`, {
      lines: [{ orderItem: line.id, quantity: 1 }],
      account: ACCOUNT,
    })
    expect(first.status).toBe(201)

    // no money is left: the second bottle cannot go back by a refund that pays money
    const second = await step('POST', `/payments/${paymentId}/refunds`, {
      lines: [{ orderItem: line.id, quantity: 1 }],
      account: ACCOUNT,
    })
    expect(second.status).toBe(422)

    expect((await step('PATCH', `/orders/${token}/cancel`, {})).status).toBe(200)
    // the voucher had 25 000 in the order and got back piece - money already: the cancellation returns the rest
    expect(await balanceOf(code)).toMatchObject({ amount: 25_000, state: 'active' })
    expect((await adminOrder(token)).refunds.map((refund) => refund.amount)).toEqual([money])
    // the cancellation's credit note takes back the rest, all of it owed to the voucher: the notes net the invoice
    const [, cancelled] = await creditNotesOf(token)
    expect(cancelled).toMatchObject({
      total: -(money + 25_000 - piece),
      amountDue: 0,
      giftCards: [{ code: masked(code), amount: -(25_000 - (piece - money)) }],
    })
  })

  it('never gives back more than money and voucher paid when two staff refund both bottles at once', async () => {
    const { code, order, money, token } = await partlyVoucherPaid(20_000)
    const line = order.items[0] as unknown as Line
    const piece = line.total / line.quantity
    const refund = () =>
      step('POST', `/payments/${order.payments[0]!.id}/refunds`, {
        lines: [{ orderItem: line.id, quantity: 1 }],
        account: ACCOUNT,
      })

    const statuses = (await Promise.all([refund(), refund(), refund()])).map((response) => response.status)

    expect(statuses.every((status) => status === 201 || status === 422)).toBe(true)
    const refunded = (await adminOrder(token)).refunds.reduce((sum, r) => sum + r.amount, 0)
    const back = (await balanceOf(code)).amount
    // two bottles at most: what came back (money + voucher) is never more than they cost, nor than was paid
    expect(refunded).toBeLessThanOrEqual(money)
    expect(refunded + back).toBeLessThanOrEqual(2 * piece)
    expect((refunded + back) % piece).toBe(0)
  })
})
