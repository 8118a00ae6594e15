import { describe, expect, it } from 'vitest'
import { creditNoteDraft, type IssuedDocument, invoiceDraft, type InvoiceOrder } from './document'
import { currentSeller } from './issue'
import { ISDOC_NAMESPACE, isdocXml, splitStreet } from './isdoc'
import { POHODA_NAMESPACES, pohodaXml } from './pohoda'
import { vatRecapitulation } from './vat'
import { kids, one, parseXml, text } from '../test/xml-reader'

/** Re-reads each export with an independent, namespace-aware parser and compares it with the stored document. */

const NASTY = `Bar <U Nováků> & syn "42" 'a'`

const order: InvoiceOrder = {
  number: '000123',
  email: 'jana@example.cz',
  billingAddress: JSON.stringify({
    firstName: 'Jana',
    lastName: 'Nováková',
    company: NASTY,
    companyId: '12345678',
    vatId: 'CZ12345678',
    street: 'Vodičkova 31',
    city: 'Praha',
    postcode: '110 00',
    countryCode: 'CZ',
  }),
  items: [
    { productName: 'Rum <Black>', variantName: '0,7 l', engraving: '', quantity: 2, unitPrice: 59_900, total: 53_910 },
    {
      productName: 'Kniha o rumu',
      variantName: null,
      engraving: '',
      quantity: 1,
      unitPrice: 49_900,
      total: 49_900,
      rate: 0,
    },
    { productName: 'Sirup', variantName: null, engraving: '', quantity: 3, unitPrice: 12_345, total: 37_035, rate: 12 },
  ],
  shippingName: 'Kurýr',
  shippingTotal: 9_900,
  paymentName: 'Bankovní převod',
  paymentFeeTotal: 0,
  total: 53_910 + 49_900 + 37_035 + 9_900,
}

const invoice: IssuedDocument = {
  ...invoiceDraft(order, { seller: currentSeller(), issuedOn: '2026-03-31', taxableOn: '2026-03-30', paid: true }),
  number: '2026000007',
}
const credit: IssuedDocument = {
  ...creditNoteDraft(invoice, {
    seller: currentSeller(),
    issuedOn: '2026-04-02',
    taxableOn: '2026-04-02',
    amount: 10_001,
    reason: 'Vrácení části <platby> & "dopravy"',
  }),
  number: 'D2026000001',
}

/** Crowns with two decimals back to haléře, by the digits (never a float). */
const halere = (value: string | null) => {
  expect(value).toMatch(/^-?\d+\.\d{2}$/)
  const negative = value!.startsWith('-')
  const digits = Number(value!.replace(/[-.]/g, ''))
  return negative ? -digits : digits
}

describe('ISDOC', () => {
  for (const doc of [invoice, credit]) {
    it(`${doc.kind}: the same numbers, days, parties, lines and sums per rate as the stored document`, () => {
      const root = parseXml(isdocXml(doc, '6f1c2e9a-3b4d-4e5f-8a9b-0c1d2e3f4a5b'))
      expect(root.localName).toBe('Invoice')
      expect(root.namespaceURI).toBe(ISDOC_NAMESPACE)
      expect(root.getAttribute('version')).toBe('6.0.2')
      expect(text(root, 'DocumentType')).toBe(doc.kind === 'invoice' ? '1' : '2')
      expect(text(root, 'ID')).toBe(doc.number)
      expect(text(root, 'IssueDate')).toBe(doc.issuedOn)
      expect(text(root, 'TaxPointDate')).toBe(doc.taxableOn)
      expect(text(root, 'LocalCurrencyCode')).toBe('CZK')
      const seller = one(root, 'AccountingSupplierParty/Party')
      expect(text(seller, 'PartyIdentification/ID')).toBe(doc.seller.ico)
      expect(text(seller, 'PartyTaxScheme/CompanyID')).toBe(doc.seller.dic)
      const buyer = one(root, 'AccountingCustomerParty/Party')
      expect(text(buyer, 'PartyName/Name')).toBe(NASTY)
      expect(text(buyer, 'PartyIdentification/ID')).toBe('12345678')
      expect(text(buyer, 'PartyTaxScheme/CompanyID')).toBe('CZ12345678')
      expect(text(buyer, 'PostalAddress/StreetName')).toBe('Vodičkova')
      expect(text(buyer, 'PostalAddress/BuildingNumber')).toBe('31')

      const lines = kids(one(root, 'InvoiceLines'), 'InvoiceLine')
      expect(lines).toHaveLength(doc.lines.length)
      const read = lines.map((l, i) => {
        expect(text(l, 'ID')).toBe(String(i + 1))
        const net = halere(text(l, 'LineExtensionAmount'))
        const tax = halere(text(l, 'LineExtensionTaxAmount'))
        const gross = halere(text(l, 'LineExtensionAmountTaxInclusive'))
        expect(net + tax).toBe(gross)
        return {
          description: text(l, 'Item/Description'),
          quantity: Number(text(l, 'InvoicedQuantity')),
          unitPrice: halere(text(l, 'UnitPriceTaxInclusive')),
          rate: Number(text(l, 'ClassifiedTaxCategory/Percent')),
          total: gross,
        }
      })
      expect(read).toEqual(doc.lines)

      const subTotals = kids(one(root, 'TaxTotal'), 'TaxSubTotal').map((s) => ({
        rate: Number(text(s, 'TaxCategory/Percent')),
        base: halere(text(s, 'TaxableAmount')),
        vat: halere(text(s, 'TaxAmount')),
        gross: halere(text(s, 'TaxInclusiveAmount')),
      }))
      // what the PDF prints: the stored recapitulation, which is vat.ts's recap of the lines
      // -0 (the VAT of a negative sum at 0 %) is written as 0.00
      const plain = (rows: IssuedDocument['recapitulation']) => rows.map((r) => ({ ...r, vat: r.vat + 0 }))
      expect(subTotals).toEqual(plain(doc.recapitulation))
      expect(subTotals).toEqual(plain(vatRecapitulation(doc.lines)))
      expect(halere(text(root, 'TaxTotal/TaxAmount'))).toBe(doc.recapitulation.reduce((s, r) => s + r.vat, 0))
      expect(halere(text(root, 'LegalMonetaryTotal/TaxInclusiveAmount'))).toBe(doc.total)
      expect(halere(text(root, 'LegalMonetaryTotal/PayableAmount'))).toBe(doc.total)
      expect(halere(text(root, 'LegalMonetaryTotal/TaxExclusiveAmount'))).toBe(
        doc.recapitulation.reduce((s, r) => s + r.base, 0),
      )
      const original = kids(root, 'OriginalDocumentReferences')
      if (doc.kind === 'credit_note') {
        expect(text(original[0]!, 'OriginalDocumentReference/ID')).toBe(invoice.number)
        expect(text(original[0]!, 'OriginalDocumentReference/IssueDate')).toBe(invoice.issuedOn)
      } else {
        expect(original).toHaveLength(0)
      }
    })
  }

  it('splits a street from its number, and leaves a street without one whole', () => {
    expect(splitStreet('Na Příkopě 12/3a')).toEqual({ name: 'Na Příkopě', number: '12/3a' })
    expect(splitStreet('Lhota')).toEqual({ name: 'Lhota', number: '' })
  })
})

describe('POHODA XML', () => {
  const { dat, inv, typ } = POHODA_NAMESPACES

  it('one data pack item per document, with its type, number, days, buyer, lines and sums per rate', () => {
    const root = parseXml(pohodaXml([invoice, credit], { ico: '00000000', id: 'export-2026-03' }))
    expect(root.localName).toBe('dataPack')
    expect(root.namespaceURI).toBe(dat)
    expect(root.getAttribute('ico')).toBe('00000000')
    const items = kids(root, 'dataPackItem', dat)
    expect(items).toHaveLength(2)
    for (const [index, doc] of [invoice, credit].entries()) {
      const header = one(items[index]!, 'invoice/invoiceHeader', inv)
      expect(text(header, 'invoiceType', inv)).toBe(doc.kind === 'invoice' ? 'issuedInvoice' : 'issuedCorrectiveTax')
      expect(one(one(header, 'number', inv), 'numberRequested', typ).textContent).toBe(doc.number)
      expect(text(header, 'symVar', inv)).toBe(doc.variableSymbol)
      expect(text(header, 'date', inv)).toBe(doc.issuedOn)
      expect(text(header, 'dateTax', inv)).toBe(doc.taxableOn)
      const address = one(one(header, 'partnerIdentity', inv), 'address', typ)
      expect(text(address, 'company', typ)).toBe(NASTY)
      expect(text(address, 'ico', typ)).toBe('12345678')
      expect(text(address, 'dic', typ)).toBe('CZ12345678')
      if (doc.corrects) expect(text(header, 'originalDocument', inv)).toBe(invoice.number)

      const detail = one(items[index]!, 'invoice/invoiceDetail', inv)
      const lines = kids(detail, 'invoiceItem', inv).map((l) => {
        const home = one(l, 'homeCurrency', inv)
        const price = halere(text(home, 'price', typ))
        const vat = halere(text(home, 'priceVAT', typ))
        expect(price + vat).toBe(halere(text(home, 'priceSum', typ)))
        return {
          description: text(l, 'text', inv),
          quantity: Number(text(l, 'quantity', inv)),
          unitPrice: halere(text(home, 'unitPrice', typ)),
          rate: { high: 21, low: 12, none: 0 }[text(l, 'rateVAT', inv)!],
          total: price + vat,
        }
      })
      expect(lines).toEqual(doc.lines)

      const sums = one(one(items[index]!, 'invoice/invoiceSummary', inv), 'homeCurrency', inv)
      const row = (rate: number) => doc.recapitulation.find((r) => r.rate === rate)
      expect(halere(text(sums, 'priceHigh', typ))).toBe(row(21)?.base ?? 0)
      expect(halere(text(sums, 'priceHighVAT', typ))).toBe(row(21)?.vat ?? 0)
      expect(halere(text(sums, 'priceHighSum', typ))).toBe(row(21)?.gross ?? 0)
      expect(halere(text(sums, 'priceLow', typ))).toBe(row(12)?.base ?? 0)
      expect(halere(text(sums, 'priceLowVAT', typ))).toBe(row(12)?.vat ?? 0)
      expect(halere(text(sums, 'priceNone', typ))).toBe(row(0)?.gross ?? 0)
    }
  })

  it('an empty month is a valid, empty data pack', () => {
    const root = parseXml(pohodaXml([], { ico: '00000000', id: 'empty' }))
    expect(kids(root, 'dataPackItem', dat)).toHaveLength(0)
  })
})
