import { beforeAll, describe, expect, it, vi } from 'vitest'
import { complete, orderOf, readyCart } from '../test/checkout-fixtures'
import { adminOrder, documentsOf, receivedMail, step } from '../test/fulfilment-fixtures'
import { addGiftCard, addVoucherCatalogue, applyCode, balanceOf, JUICE } from '../test/gift-card-fixtures'
import { parseXml, text } from '../test/xml-reader'
import type { IssuedDocument } from '../invoices/document'
import { isdocXml } from '../invoices/isdoc'

/**
 * A cash-on-delivery parcel refused at the door (decisions 045, 056): the order is cancelled after its invoice was
 * issued at dispatch, so one credit note reverses it, as a staff cancellation's does; nothing was paid in money,
 * so nothing goes back in money, and the vouchers' part goes back to them.
 */

vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  await addVoucherCatalogue()
})

/** A cash-on-delivery order (optionally part paid by a voucher of `voucher` haléře), shipped, then refused. */
async function refusedParcel(voucher: number | null) {
  const code = voucher === null ? null : await addGiftCard(voucher)
  const token = await readyCart([[JUICE, 2]], 'packeta', 'cod', {
    email: `nevyzvednuto-${crypto.randomUUID().slice(0, 8)}@example.cz`,
  })
  if (code) await orderOf(await applyCode(token, code))
  await orderOf(await complete(token))
  const order = await adminOrder(token)
  expect((await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`)).status).toBe(200)
  expect((await step('PATCH', `/shipments/${order.shipments[0]!.id}/refuse`, {})).status).toBe(200)
  return { code, token }
}

const payable = (doc: IssuedDocument, uuid: string) =>
  Number(text(parseXml(isdocXml(doc, uuid)), 'LegalMonetaryTotal/PayableAmount'))

describe('the credit note of a refused cash-on-delivery parcel', () => {
  it('reverses the invoice, gives the voucher part back to the voucher and says nothing is returned in money', async () => {
    const { code, token } = await refusedParcel(10_000)

    const [invoice, ...credits] = await documentsOf(token)
    expect(invoice).toMatchObject({ kind: 'invoice', amountDue: invoice!.total - 10_000 })
    expect(credits).toHaveLength(1)
    const credit = credits[0]!
    expect(credit).toMatchObject({
      kind: 'credit_note',
      total: -invoice!.total,
      reason: 'Zásilka nebyla převzata a vrátila se k nám.',
      giftCards: [{ code: `****-****-****-${code!.slice(-4)}`, amount: -10_000 }],
      amountDue: 0,
      paymentNote: 'Dobírka nebyla zaplacena, penězi se nic nevrací.',
    })
    expect(credit.lines.map((l) => l.total)).toEqual(invoice!.lines.map((l) => -l.total))
    expect(await balanceOf(code!)).toMatchObject({ state: 'active', amount: 10_000 })
    // the accountant's import: the credit note clears what the invoice left to collect at the door, to zero
    const isdoc = parseXml(isdocXml(credit, '6f1c2e9a-3b4d-4e5f-8a9b-0c1d2e3f4a60'))
    expect(text(isdoc, 'Note')).toContain('Dobírka nebyla zaplacena, penězi se nic nevrací.')
    expect(text(isdoc, 'LegalMonetaryTotal/PaidDepositsAmount')).toBe('-100.00')
    expect(payable(invoice!, '6f1c2e9a-3b4d-4e5f-8a9b-0c1d2e3f4a61') + payable(credit, 'x')).toBe(0)
    // the mail with it: no "returned amount" the buyer never paid
    const mail = await receivedMail(token, 'tax-document')
    expect(mail.subject).toContain('Opravný daňový doklad')
    expect(mail.text).not.toContain('vrácenou částku')
    expect(mail.text).toContain('Dobírka nebyla zaplacena, penězi Vám proto nic nevracíme.')
  })

  it('reverses the invoice of a refused parcel without vouchers too, nothing returned', async () => {
    const { token } = await refusedParcel(null)

    const [invoice, ...credits] = await documentsOf(token)
    expect(credits).toHaveLength(1)
    expect(credits[0]).toMatchObject({
      kind: 'credit_note',
      total: -invoice!.total,
      amountDue: 0,
      paymentNote: 'Dobírka nebyla zaplacena, penězi se nic nevrací.',
    })
    expect(credits[0]).not.toHaveProperty('giftCards')
    expect(await adminOrder(token)).toMatchObject({ state: 'cancelled', shippingState: 'refused', refunds: [] })
  })
})
