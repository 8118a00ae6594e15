import { beforeAll, describe, expect, it, vi } from 'vitest'
import { complete, orderOf, readyCart } from '../test/checkout-fixtures'
import { adminOrder, documentsOf, step } from '../test/fulfilment-fixtures'
import { addGiftCard, addVoucherCatalogue, applyCode, balanceOf, JUICE, masked } from '../test/gift-card-fixtures'
import type { IssuedDocument } from '../invoices/document'

/**
 * Cancelling an invoiced order that vouchers paid (decisions 045, 056): one credit note reverses the whole
 * invoice and says how it is settled, money back and value back to the vouchers.
 */

vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  await addVoucherCatalogue()
})

const negated = (recap: IssuedDocument['recapitulation']) =>
  recap.map((r) => ({ rate: r.rate, base: -r.base, vat: -r.vat, gross: -r.gross }))

async function voucherPaid(voucher: number) {
  const code = await addGiftCard(voucher)
  const token = await readyCart([[JUICE, 2]], 'courier', 'bank_transfer', {
    email: `dobropis-${crypto.randomUUID().slice(0, 6)}@example.cz`,
  })
  await orderOf(await applyCode(token, code))
  await orderOf(await complete(token))
  return { code, token, order: await adminOrder(token) }
}

describe('cancelling an invoiced order paid by vouchers', () => {
  it('issues one credit note of the whole invoice, settled by money and back to the voucher', async () => {
    const { code, token, order } = await voucherPaid(20_000)
    expect((await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: 8_900 })).status).toBe(200)

    const response = await step('PATCH', `/orders/${token}/cancel`, { refundAccount: '2001234567/2010' })

    expect(response.status).toBe(200)
    const [invoice, ...credits] = await documentsOf(token)
    expect(credits).toHaveLength(1)
    const credit = credits[0]!
    expect(credit.total).toBe(-invoice!.total)
    expect(credit.recapitulation).toEqual(negated(invoice!.recapitulation))
    expect(credit.lines.map((l) => l.total)).toEqual(invoice!.lines.map((l) => -l.total))
    expect(credit.giftCards).toEqual([{ code: masked(code), amount: -20_000 }])
    expect(credit.amountDue).toBe(-8_900)
    expect(-(credit.amountDue! + credit.giftCards!.reduce((sum, card) => sum + card.amount, 0))).toBe(invoice!.total)
    expect((await adminOrder(token)).refunds.map((refund) => refund.amount)).toEqual([8_900])
    expect(await balanceOf(code)).toMatchObject({ amount: 20_000, state: 'active' })
  })

  it('issues no second credit note when staff send the money back later by transfer', async () => {
    const { token, order } = await voucherPaid(20_000)
    expect((await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: 8_900 })).status).toBe(200)
    expect((await step('PATCH', `/orders/${token}/cancel`, {})).status).toBe(200)

    const refund = await step('POST', `/payments/${order.payments[0]!.id}/refunds`, {
      amount: 8_900,
      account: '2001234567/2010',
    })

    expect(refund.status).toBe(201)
    const credits = (await documentsOf(token)).slice(1)
    expect(credits.map((credit) => credit.amountDue)).toEqual([-8_900])
  })

  it('settles the credit note of an order paid wholly by vouchers entirely back to them', async () => {
    const { code, token } = await voucherPaid(50_000)
    const [invoice] = await documentsOf(token)
    expect(invoice).toMatchObject({ kind: 'invoice', total: 28_900 })

    const response = await step('PATCH', `/orders/${token}/cancel`, {})

    expect(response.status).toBe(200)
    const credits = (await documentsOf(token)).slice(1)
    expect(credits).toHaveLength(1)
    expect(credits[0]!).toMatchObject({
      kind: 'credit_note',
      total: -28_900,
      amountDue: 0,
      giftCards: [{ code: masked(code), amount: -28_900 }],
      recapitulation: negated(invoice!.recapitulation),
    })
    expect(await balanceOf(code)).toMatchObject({ amount: 50_000, state: 'active' })
  })
})
