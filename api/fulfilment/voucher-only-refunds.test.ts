import { beforeAll, describe, expect, it, vi } from 'vitest'
import { adminOrder as adminOrderContract } from '../../contract/admin/orders'
import { complete, orderOf, readyCart } from '../test/checkout-fixtures'
import { adminOrder, creditNotesOf, step } from '../test/fulfilment-fixtures'
import {
  addGiftCard,
  addVoucherCatalogue,
  applyCode,
  balanceOf,
  cartOf,
  JUICE,
  masked,
} from '../test/gift-card-fixtures'

/**
 * A refund by line of an order that vouchers paid wholly (decision 056): no money goes back, the line's value
 * goes back to the vouchers, the last applied first, with a credit note, from the order's refund route.
 */

vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  await addVoucherCatalogue()
})

/** The admin order's line as contract/admin/orders.ts sends it (the fixture's type names only the engraving). */
type Line = { id: number; quantity: number; total: number }

/** Two bottles paid by two vouchers: the second, applied last, pays only the last 10 Kč. */
async function voucherPaid() {
  const token = await readyCart([[JUICE, 2]], 'courier', 'bank_transfer', {
    email: `poukazy-${crypto.randomUUID().slice(0, 6)}@example.cz`,
  })
  const total = (await cartOf(token)).total
  const firstCode = await addGiftCard(total - 1_000)
  const secondCode = await addGiftCard(500_000)
  await orderOf(await applyCode(token, firstCode))
  await orderOf(await applyCode(token, secondCode))
  await orderOf(await complete(token))
  const order = await adminOrder(token)
  expect(order.paymentState).toBe('paid')
  expect((await balanceOf(secondCode)).amount).toBe(499_000)
  return { firstCode, secondCode, secondPaid: 1_000, paid: total, token, order }
}

const refund = (token: string, body: unknown) => step('POST', `/orders/${token}/refunds`, body)

describe('refunding lines of an order paid wholly by vouchers', () => {
  it('gives the bottle back to the vouchers, the last applied first, with a credit note and no money', async () => {
    const { firstCode, secondCode, secondPaid, paid, token, order } = await voucherPaid()
    const line = order.items[0] as unknown as Line
    const piece = line.total / line.quantity
    expect(secondPaid).toBeGreaterThan(0)
    expect(secondPaid).toBeLessThan(piece)

    const response = await refund(token, { lines: [{ orderItem: line.id, quantity: 1, reason: 'Odstoupení' }] })

    expect(response.status).toBe(201)
    // the second voucher, applied last, gets what it paid; the first the rest of the bottle
    expect(await balanceOf(secondCode)).toMatchObject({ amount: 500_000, state: 'active' })
    expect((await balanceOf(firstCode)).amount).toBe(piece - secondPaid)
    // read as the console reads it: the contract parses a refund with no payment
    const after = adminOrderContract.parse(await adminOrder(token))
    expect(after.refunds).toHaveLength(1)
    // the console offers a refund to the vouchers while they have something left to get back
    expect(adminOrderContract.parse(order).giftCardsLeft).toBe(paid)
    expect(after.giftCardsLeft).toBe(paid - piece)
    expect(after.refunds[0]).toMatchObject({
      amount: 0,
      payment: null,
      lines: [{ kind: 'item', orderItem: line.id, quantity: 1, amount: piece }],
    })
    // staff read the whole code of each voucher that got its part back
    expect(after.refunds[0]!.giftCards.map((part) => [part.code.replaceAll('-', ''), part.amount])).toEqual([
      [secondCode.replaceAll('-', ''), secondPaid],
      [firstCode.replaceAll('-', ''), piece - secondPaid],
    ])
    const [credit] = await creditNotesOf(token)
    expect(credit).toMatchObject({ total: -piece, amountDue: 0 })
    expect(credit!.giftCards).toEqual([
      { code: masked(secondCode), amount: -secondPaid },
      { code: masked(firstCode), amount: -(piece - secondPaid) },
    ])
    expect(credit!.lines.map((l) => l.total)).toEqual([-piece])
  })

  it('refuses more pieces than are left with the Czech 422, never a 500', async () => {
    const { firstCode, secondCode, token, order } = await voucherPaid()
    const line = order.items[0] as unknown as Line
    const piece = line.total / line.quantity

    const tooMany = await refund(token, { lines: [{ orderItem: line.id, quantity: 3 }] })
    expect(tooMany.status).toBe(422)
    expect(JSON.stringify(await tooMany.json())).toContain('vrátit lze nejvýše 2 ks.')

    const all = { lines: [{ orderItem: line.id, quantity: 2 }] }
    expect((await refund(token, all)).status).toBe(201)
    const again = await refund(token, { lines: [{ orderItem: line.id, quantity: 1 }] })
    expect(again.status).toBe(422)
    expect(JSON.stringify(await again.json())).toContain('všechny kusy už jsou vrácené.')
    // both bottles went back to the vouchers, the shipping stays paid: the second whole, the first less the shipping
    expect((await balanceOf(secondCode)).amount).toBe(500_000)
    expect((await balanceOf(firstCode)).amount).toBe(2 * piece - 1_000)
  })

  it('gives a goodwill amount back to the vouchers too, and refuses more than they paid', async () => {
    const { firstCode, secondCode, paid, token } = await voucherPaid()

    const goodwill = await refund(token, { goodwill: { amount: 1_500, reason: 'Omluva' } })

    expect(goodwill.status).toBe(201)
    // the last applied voucher paid 10 Kč: it gets those, the first the other 5 Kč
    expect((await balanceOf(secondCode)).amount).toBe(500_000)
    expect((await balanceOf(firstCode)).amount).toBe(500)
    const [credit] = await creditNotesOf(token)
    expect(credit).toMatchObject({ total: -1_500, amountDue: 0 })
    const tooMuch = await refund(token, { goodwill: { amount: paid, reason: null } })
    expect(tooMuch.status).toBe(422)
    expect(JSON.stringify(await tooMuch.json())).toContain('Tolik už na dárkové poukazy vrátit nelze.')
  })

  it('never gives back more than the vouchers paid when three staff refund a bottle at once', async () => {
    const { firstCode, secondCode, token, order } = await voucherPaid()
    const line = order.items[0] as unknown as Line
    const piece = line.total / line.quantity
    const before = (await balanceOf(firstCode)).amount + (await balanceOf(secondCode)).amount

    const statuses = await Promise.all(
      [1, 2, 3].map(async () => (await refund(token, { lines: [{ orderItem: line.id, quantity: 1 }] })).status),
    )

    expect(statuses.every((status) => status === 201 || status === 422)).toBe(true)
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(2)
    const back = (await balanceOf(firstCode)).amount + (await balanceOf(secondCode)).amount - before
    expect(back).toBe(statuses.filter((status) => status === 201).length * piece)
    expect((await adminOrder(token)).refunds).toHaveLength(statuses.filter((status) => status === 201).length)
  })
  it('refuses while the rest is still to be paid by transfer: the vouchers keep what they paid, no credit note', async () => {
    // all but 10 Kč by voucher, those by a transfer not paid yet: nothing is invoiced, the order still owes money
    // (the old code refused it too, late and with the wrong reason: "Tolik už na dárkové poukazy vrátit nelze.")
    const token = await readyCart([[JUICE, 2]], 'courier', 'bank_transfer', {
      email: `poukazy-${crypto.randomUUID().slice(0, 6)}@example.cz`,
    })
    const code = await addGiftCard((await cartOf(token)).total - 1_000)
    await orderOf(await applyCode(token, code))
    await orderOf(await complete(token))
    const order = await adminOrder(token)
    expect(order.paymentState).toBe('awaiting_payment')
    const line = order.items[0] as unknown as Line

    const response = await refund(token, { lines: [{ orderItem: line.id, quantity: 1 }] })

    expect(response.status).toBe(422)
    const body = await response.json<{ violations: Array<{ message: string }> }>()
    expect(body.violations.map((v) => v.message)).toEqual(['Objednávka ještě není zaplacená, není co vracet.'])
    expect((await balanceOf(code)).amount).toBe(0)
    expect((await adminOrder(token)).paymentState).toBe('awaiting_payment')
    expect(await creditNotesOf(token)).toEqual([])
  })
  it('marks the order refunded once every line and the shipping went back to the vouchers', async () => {
    const { firstCode, secondCode, secondPaid, paid, token, order } = await voucherPaid()
    const line = order.items[0] as unknown as Line

    const bottle = await refund(token, { lines: [{ orderItem: line.id, quantity: 1 }] })
    expect(bottle.status).toBe(201)
    expect((await adminOrder(token)).paymentState).toBe('partially_refunded')

    const rest = await refund(token, {
      lines: [{ orderItem: line.id, quantity: 1 }],
      shipping: { reason: 'Vráceno vše' },
    })
    expect(rest.status).toBe(201)
    const after = adminOrderContract.parse(await adminOrder(token))
    expect(after.giftCardsLeft).toBe(0)
    expect(after.paymentState).toBe('refunded')
    expect((await balanceOf(secondCode)).amount).toBe(500_000)
    expect(after.refunds.reduce((sum, r) => sum + r.giftCards.reduce((s, part) => s + part.amount, 0), 0)).toBe(paid)
    // staff then cancel it, as the console tells them: nothing more goes back, no second credit note
    expect((await step('PATCH', `/orders/${token}/cancel`, {})).status).toBe(200)
    expect((await balanceOf(secondCode)).amount).toBe(500_000)
    expect(await creditNotesOf(token)).toHaveLength(2)
    expect((await balanceOf(firstCode)).amount).toBe(paid - secondPaid)
  })
})
