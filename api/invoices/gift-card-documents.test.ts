import type { Element } from '@xmldom/xmldom'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { testEnv } from '../test/env'
import { adminOrder, step } from '../test/fulfilment-fixtures'
import { addGiftCard, addVoucherCatalogue, balanceOf, JUICE, orderWithCode } from '../test/gift-card-fixtures'
import { row } from '../test/sql'
import {
  creditNoteDraft,
  GIFT_CARD_LINE_NOTE,
  type IssuedDocument,
  invoiceDraft,
  type InvoiceOrder,
  maskedGiftCardCode,
} from './document'
import { currentSeller } from './issue'
import { ISDOC_NAMESPACE, isdocXml } from './isdoc'
import { POHODA_NAMESPACES, pohodaXml } from './pohoda'
import { invoiceRecap } from './recap'
import { kids, one, parseXml, text } from '../test/xml-reader'

/** Vouchers on tax documents (decision 056): a voucher sold outside VAT, a voucher spent as a payment. */

vi.setConfig({ testTimeout: 20_000 })

const terms = { seller: currentSeller(), issuedOn: '2026-11-27', taxableOn: '2026-11-27', paid: true }
const base = { email: 'jana@example.cz', billingAddress: null, paymentName: 'Bankovní převod', paymentFeeTotal: 0 }

/** Two juices (21 %) and a 500 Kč voucher, by courier: the voucher is sold, not supplied. */
const selling: InvoiceOrder = {
  ...base,
  number: '000200',
  items: [
    { productName: 'Džus', variantName: null, engraving: '', quantity: 2, unitPrice: 8_000, total: 16_000 },
    {
      productName: 'Dárkový poukaz',
      variantName: '500 Kč',
      engraving: '',
      quantity: 1,
      unitPrice: 50_000,
      total: 50_000,
      giftCard: true,
    },
  ],
  shippingName: 'Kurýr',
  shippingTotal: 12_900,
  total: 16_000 + 50_000 + 12_900,
}
/** Two juices by courier (289 Kč), 200 Kč of it paid by a voucher. */
const redeeming: InvoiceOrder = {
  ...base,
  number: '000201',
  items: [{ productName: 'Džus', variantName: null, engraving: '', quantity: 2, unitPrice: 8_000, total: 16_000 }],
  shippingName: 'Kurýr',
  shippingTotal: 12_900,
  giftCards: [{ code: 'ABCD-EFGH-JKLM-NPQR', amount: 20_000 }],
  total: 28_900 - 20_000,
}
const sold: IssuedDocument = { ...invoiceDraft(selling, terms), number: '2026000100' }
const redeemed: IssuedDocument = { ...invoiceDraft(redeeming, terms), number: '2026000101' }
/** A credit note of `redeemed` under `number`: `amount` credited, `toVoucher` of it back to its voucher. */
function creditOfRedeemed(
  number: string,
  credit: { amount: number; reason: string; parts?: Parameters<typeof creditNoteDraft>[1]['parts']; toVoucher: number },
): IssuedDocument {
  const { amount, reason, parts, toVoucher } = credit
  const giftCards = [{ code: maskedGiftCardCode('ABCD-EFGH-JKLM-NPQR'), amount: toVoucher }]
  return { ...creditNoteDraft(redeemed, { ...terms, amount, reason, ...(parts && { parts }), giftCards }), number }
}
/** The cancellation of `redeemed`: the whole invoice reversed, 200 Kč back to the voucher, 89 Kč in money. */
const returned = creditOfRedeemed('D2026000101', { amount: 28_900, reason: 'Zrušení objednávky', toVoucher: 20_000 })

const halere = (value: string | null) => Math.round(Number(value) * 100)

/** The documents of POHODA's export of `documents`, one data pack item each. */
const pohodaItems = (documents: IssuedDocument[], id: string) =>
  kids(parseXml(pohodaXml(documents, { ico: '00000000', id })), 'dataPackItem', POHODA_NAMESPACES.dat)

/** The documents cancel out: every field of their home-currency summaries adds up to zero, per rate and outside VAT. */
function expectNetZero(items: Element[]) {
  const { inv, typ } = POHODA_NAMESPACES
  const sums = items.map((item) => one(one(item, 'invoice/invoiceSummary', inv), 'homeCurrency', inv))
  for (const field of ['priceNone', 'priceLow', 'priceLowVAT', 'priceHigh', 'priceHighVAT', 'priceHighSum'])
    expect(
      sums.reduce((total, sum) => total + halere(text(sum, field, typ)), 0),
      field,
    ).toBe(0)
}

describe('the invoice of vouchers sold and spent', () => {
  it('prints a voucher sold as a line outside VAT, never in a rate', () => {
    expect(sold.lines[1]).toEqual({
      description: `Dárkový poukaz (500 Kč) – ${GIFT_CARD_LINE_NOTE}`,
      quantity: 1,
      unitPrice: 50_000,
      rate: 0,
      total: 50_000,
      nonVat: true,
    })
    expect(sold.recapitulation).toEqual([{ rate: 21, base: 23_884, vat: 5_016, gross: 28_900 }])
    expect(sold.total).toBe(78_900)
    expect(invoiceRecap([sold], '2026-11-01', '2026-11-30').rates).toEqual([
      { rate: 21, base: 23_884, vat: 5_016, gross: 28_900 },
    ])
  })

  it('keeps the goods and their VAT whole when a voucher pays, and shows it as a payment lowering the amount due', () => {
    expect(redeemed.total).toBe(28_900)
    expect(redeemed.recapitulation).toEqual([{ rate: 21, base: 23_884, vat: 5_016, gross: 28_900 }])
    expect(redeemed.giftCards).toEqual([{ code: 'ABCD-EFGH-JKLM-NPQR', amount: 20_000 }])
    expect(redeemed.amountDue).toBe(8_900)
  })

  it('ISDOC: the voucher sold with VATApplicable false, the voucher spent as a non-taxed deposit', () => {
    const selling = parseXml(isdocXml(sold, '6f1c2e9a-3b4d-4e5f-8a9b-0c1d2e3f4a5b'))
    const lines = kids(one(selling, 'InvoiceLines'), 'InvoiceLine', ISDOC_NAMESPACE)
    expect(text(lines[1]!, 'ClassifiedTaxCategory/VATApplicable')).toBe('false')
    expect(kids(one(lines[0]!, 'ClassifiedTaxCategory'), 'VATApplicable', ISDOC_NAMESPACE)).toHaveLength(0)
    expect(halere(text(lines[1]!, 'LineExtensionTaxAmount'))).toBe(0)
    expect(halere(text(selling, 'LegalMonetaryTotal/TaxExclusiveAmount'))).toBe(23_884 + 50_000)
    expect(halere(text(selling, 'TaxTotal/TaxAmount'))).toBe(5_016)
    expect(halere(text(selling, 'LegalMonetaryTotal/PayableAmount'))).toBe(78_900)

    const spending = parseXml(isdocXml(redeemed, '6f1c2e9a-3b4d-4e5f-8a9b-0c1d2e3f4a5c'))
    const deposit = one(spending, 'NonTaxedDeposits/NonTaxedDeposit')
    expect(text(deposit, 'ID')).toBe('Dárkový poukaz ABCD-EFGH-JKLM-NPQR')
    expect(text(deposit, 'VariableSymbol')).toBe(redeemed.variableSymbol)
    expect(halere(text(deposit, 'DepositAmount'))).toBe(20_000)
    expect(halere(text(spending, 'LegalMonetaryTotal/TaxInclusiveAmount'))).toBe(28_900)
    expect(halere(text(spending, 'LegalMonetaryTotal/PaidDepositsAmount'))).toBe(20_000)
    expect(halere(text(spending, 'LegalMonetaryTotal/PayableAmount'))).toBe(8_900)
    expect(halere(text(spending, 'TaxTotal/TaxAmount'))).toBe(5_016)
    // ISDOC's order: the deposits between the lines and the tax total
    const order = Array.from(spending.childNodes)
      .filter((n): n is Element => n.nodeType === 1)
      .map((n) => n.localName)
    expect(order.indexOf('NonTaxedDeposits')).toBe(order.indexOf('InvoiceLines') + 1)
    expect(order.indexOf('TaxTotal')).toBe(order.indexOf('NonTaxedDeposits') + 1)
  })

  it('POHODA: the voucher sold at rate none, the voucher spent as a line outside VAT taking its amount off', () => {
    const { inv, typ } = POHODA_NAMESPACES
    const root = parseXml(pohodaXml([sold, redeemed], { ico: '00000000', id: 'poukazy' }))
    const [selling, spending] = kids(root, 'dataPackItem', POHODA_NAMESPACES.dat)
    const soldLines = kids(one(selling!, 'invoice/invoiceDetail', inv), 'invoiceItem', inv)
    expect(text(soldLines[1]!, 'rateVAT', inv)).toBe('none')
    expect(text(soldLines[1]!, 'note', inv)).toBe(sold.lines[1]!.description)
    const soldSums = one(one(selling!, 'invoice/invoiceSummary', inv), 'homeCurrency', inv)
    expect(halere(text(soldSums, 'priceNone', typ))).toBe(50_000)
    expect(halere(text(soldSums, 'priceHighSum', typ))).toBe(28_900)

    const spentLines = kids(one(spending!, 'invoice/invoiceDetail', inv), 'invoiceItem', inv)
    expect(spentLines).toHaveLength(redeemed.lines.length + 1)
    const payment = spentLines.at(-1)!
    expect(text(payment, 'text', inv)).toBe('Uhrazeno dárkovým poukazem ABCD-EFGH-JKLM-NPQR')
    expect(text(payment, 'rateVAT', inv)).toBe('none')
    expect(halere(text(one(payment, 'homeCurrency', inv), 'priceSum', typ))).toBe(-20_000)
    const sums = one(one(spending!, 'invoice/invoiceSummary', inv), 'homeCurrency', inv)
    expect(halere(text(sums, 'priceHigh', typ))).toBe(23_884)
    expect(halere(text(sums, 'priceHighVAT', typ))).toBe(5_016)
    expect(halere(text(sums, 'priceNone', typ))).toBe(-20_000)
  })
})

describe('the credit note of a cancelled order that a voucher paid', () => {
  it('reverses every line and settles the voucher part back to the voucher, the rest in money', () => {
    expect(returned.total).toBe(-28_900)
    expect(returned.recapitulation).toEqual([{ rate: 21, base: -23_884, vat: -5_016, gross: -28_900 }])
    expect(returned.giftCards).toEqual([{ code: '****-****-****-NPQR', amount: -20_000 }])
    expect(returned.amountDue).toBe(-8_900)
    expect(invoiceRecap([redeemed, returned], '2026-11-01', '2026-11-30').rates).toEqual([
      { rate: 21, base: 0, vat: 0, gross: 0 },
    ])
  })

  it('ISDOC: the voucher given back as a negative non-taxed deposit, the money as the payable amount', () => {
    const root = parseXml(isdocXml(returned, '6f1c2e9a-3b4d-4e5f-8a9b-0c1d2e3f4a5d'))
    const deposit = one(root, 'NonTaxedDeposits/NonTaxedDeposit')
    expect(text(deposit, 'ID')).toBe('Dárkový poukaz ****-****-****-NPQR')
    expect(halere(text(deposit, 'DepositAmount'))).toBe(-20_000)
    expect(halere(text(root, 'LegalMonetaryTotal/TaxInclusiveAmount'))).toBe(-28_900)
    expect(halere(text(root, 'LegalMonetaryTotal/PaidDepositsAmount'))).toBe(-20_000)
    expect(halere(text(root, 'LegalMonetaryTotal/PayableAmount'))).toBe(-8_900)
    expect(halere(text(root, 'TaxTotal/TaxAmount'))).toBe(-5_016)
  })

  it('POHODA: invoice and credit note net to zero per rate and outside VAT', () => {
    const { inv, typ } = POHODA_NAMESPACES
    const items = pohodaItems([redeemed, returned], 'dobropis-poukaz')
    expectNetZero(items)
    const lines = kids(one(items[1]!, 'invoice/invoiceDetail', inv), 'invoiceItem', inv)
    expect(text(lines.at(-1)!, 'text', inv)).toBe('Vráceno na dárkový poukaz ****-****-****-NPQR')
    expect(halere(text(one(lines.at(-1)!, 'homeCurrency', inv), 'priceSum', typ))).toBe(20_000)
  })
})

/** A refund by line of both juices of `redeemed`: 89 Kč in money first, the other 71 Kč back to the voucher. */
const byLine = creditOfRedeemed('D2026000102', {
  amount: 16_000,
  reason: 'Vrácené zboží',
  parts: [{ kind: 'item', quantity: 2, amount: 16_000, invoiceLine: 0 }],
  toVoucher: 7_100,
})
/** The cancellation after it: the shipping left, all of it owed to the voucher. */
const rest = creditOfRedeemed('D2026000103', { amount: 12_900, reason: 'Zrušení objednávky', toVoucher: 12_900 })

describe('the credit note of a refund by line of an order that a voucher paid', () => {
  it('credits the line at its rate, settled by the money paid and the rest back to the voucher', () => {
    expect(byLine.lines.map((line) => line.total)).toEqual([-16_000])
    expect(byLine.giftCards).toEqual([{ code: '****-****-****-NPQR', amount: -7_100 }])
    expect(byLine.amountDue).toBe(-8_900)
    const root = parseXml(isdocXml(byLine, '6f1c2e9a-3b4d-4e5f-8a9b-0c1d2e3f4a5e'))
    expect(halere(text(root, 'LegalMonetaryTotal/PaidDepositsAmount'))).toBe(-7_100)
    expect(halere(text(root, 'LegalMonetaryTotal/PayableAmount'))).toBe(-8_900)
  })

  it('POHODA: the invoice, the refund by line and the cancellation of the rest net to zero', () => {
    expectNetZero(pohodaItems([redeemed, byLine, rest], 'dobropis-radky-poukaz'))
    expect(invoiceRecap([redeemed, byLine, rest], '2026-11-01', '2026-11-30').rates).toEqual([
      { rate: 21, base: 0, vat: 0, gross: 0 },
    ])
  })
})

describe('invoices of placed orders', () => {
  beforeAll(async () => {
    await addVoucherCatalogue()
  })

  it('invoices an order paid partly by a voucher with the voucher as a payment; cancelling refunds only the money and restores the voucher', async () => {
    const code = await addGiftCard(20_000)
    const token = await orderWithCode(code, [[JUICE, 2]], 'courier', 'bank_transfer', {
      email: `faktura-poukaz-${crypto.randomUUID().slice(0, 6)}@example.cz`,
    })
    const order = await adminOrder(token)
    expect(order.total).toBe(8_900)
    expect((await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: 8_900 })).status).toBe(200)

    const stored = await row(
      testEnv.DB,
      `SELECT i.document FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.token = ? AND i.kind = 'invoice'`,
      token,
    ).first<{ document: string }>()
    const document = JSON.parse(stored!.document) as IssuedDocument
    expect(document).toMatchObject({ total: 28_900, amountDue: 8_900, giftCards: [{ amount: 20_000 }] })
    expect(document.recapitulation).toEqual([{ rate: 21, base: 23_884, vat: 5_016, gross: 28_900 }])

    const cancelled = await step('PATCH', `/orders/${token}/cancel`, {
      reason: 'Zákazník odstoupil.',
      refundAccount: '2001234567/2010',
    })
    expect(cancelled.status).toBe(200)
    const after = await adminOrder(token)
    expect(after.refunds.map((refund) => refund.amount)).toEqual([8_900])
    expect(await balanceOf(code)).toMatchObject({ amount: 20_000, state: 'active' })
  })
})
