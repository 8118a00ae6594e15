import type { IssuedDocument } from './document'
import { netOfGross, type VatRate } from './vat'
import { crowns, el, XML_DECLARATION } from './xml'

/**
 * Issued invoices and credit notes as one Stormware POHODA XML import (`dat:dataPack` version 2.0 of its
 * published schemas data.xsd, invoice.xsd and type.xsd): each document an `inv:invoice` of type issuedInvoice or
 * issuedCorrectiveTax, with the stored document's number, days, buyer, lines and sums per rate
 * (docs/accounting-export.md, docs/decisions/055-accounting-export.md).
 */

export const POHODA_NAMESPACES = {
  dat: 'http://www.stormware.cz/schema/version_2/data.xsd',
  inv: 'http://www.stormware.cz/schema/version_2/invoice.xsd',
  typ: 'http://www.stormware.cz/schema/version_2/type.xsd',
} as const

/** POHODA names the Czech rates, not percentages: 21 % high, 12 % low, 0 % none. */
export const POHODA_RATE: Record<VatRate, 'high' | 'low' | 'none'> = { 21: 'high', 12: 'low', 0: 'none' }

function partner(buyer: IssuedDocument['buyer']): string {
  return el('inv:partnerIdentity', [
    el('typ:address', [
      ...(buyer.company ? [el('typ:company', buyer.company)] : []),
      el('typ:name', buyer.name),
      el('typ:city', buyer.city),
      el('typ:street', buyer.street),
      el('typ:zip', buyer.postalCode),
      ...(buyer.ico ? [el('typ:ico', buyer.ico)] : []),
      ...(buyer.dic ? [el('typ:dic', buyer.dic)] : []),
      el('typ:country', [el('typ:ids', buyer.country)]),
      ...(buyer.email ? [el('typ:email', buyer.email)] : []),
    ]),
  ])
}

/** A line with VAT included (payVAT): its price per piece and sum with VAT, the sum's base and VAT. */
function item(l: IssuedDocument['lines'][number]): string {
  const net = netOfGross(l.total, l.rate)
  return el('inv:invoiceItem', [
    el('inv:text', l.description.slice(0, 90)),
    el('inv:quantity', l.quantity),
    el('inv:unit', 'ks'),
    el('inv:payVAT', 'true'),
    el('inv:rateVAT', POHODA_RATE[l.rate]),
    el('inv:homeCurrency', [
      el('typ:unitPrice', crowns(l.unitPrice)),
      el('typ:price', crowns(net)),
      el('typ:priceVAT', crowns(l.total - net)),
      el('typ:priceSum', crowns(l.total)),
    ]),
    // a voucher sold is outside VAT: the whole text says why (decision 056); note comes after homeCurrency
    ...(l.nonVat ? [el('inv:note', l.description)] : []),
  ])
}

/**
 * A voucher that paid part of the document (decision 056): a line outside VAT with the paid amount taken off, so
 * POHODA's document ends at what was paid in money while the goods' lines and their VAT stay whole.
 */
function voucherPayment(voucher: { code: string; amount: number }): string {
  return el('inv:invoiceItem', [
    // a credit note's voucher part is given back to it (negative, decision 056)
    el(
      'inv:text',
      `${voucher.amount < 0 ? 'Vráceno na dárkový poukaz' : 'Uhrazeno dárkovým poukazem'} ${voucher.code}`,
    ),
    el('inv:quantity', 1),
    el('inv:unit', 'ks'),
    el('inv:payVAT', 'true'),
    el('inv:rateVAT', 'none'),
    el('inv:homeCurrency', [
      el('typ:unitPrice', crowns(-voucher.amount)),
      el('typ:price', crowns(-voucher.amount)),
      el('typ:priceVAT', '0.00'),
      el('typ:priceSum', crowns(-voucher.amount)),
    ]),
  ])
}

/**
 * The sums per rate as the PDF's recapitulation has them (base, VAT, with VAT); a rate not used is zero. The sum
 * without VAT (`priceNone`) also holds the lines outside VAT: vouchers sold, less vouchers that paid.
 */
function summary(doc: IssuedDocument): string {
  const row = (rate: VatRate) => doc.recapitulation.find((r) => r.rate === rate) ?? { base: 0, vat: 0, gross: 0 }
  const low = row(12)
  const high = row(21)
  const outside =
    doc.lines.filter((l) => l.nonVat).reduce((sum, l) => sum + l.total, 0) -
    (doc.giftCards ?? []).reduce((sum, voucher) => sum + voucher.amount, 0)
  return el('inv:invoiceSummary', [
    el('inv:roundingDocument', 'none'),
    el('inv:roundingVAT', 'none'),
    el('inv:homeCurrency', [
      el('typ:priceNone', crowns(row(0).gross + outside)),
      el('typ:priceLow', crowns(low.base)),
      el('typ:priceLowVAT', crowns(low.vat)),
      el('typ:priceLowSum', crowns(low.gross)),
      el('typ:priceHigh', crowns(high.base)),
      el('typ:priceHighVAT', crowns(high.vat)),
      el('typ:priceHighSum', crowns(high.gross)),
      el('typ:round', [el('typ:priceRound', '0.00')]),
    ]),
  ])
}

function invoice(doc: IssuedDocument): string {
  const corrective = doc.kind === 'credit_note'
  const text = corrective
    ? `Opravný daňový doklad k faktuře ${doc.corrects?.number ?? ''}${doc.reason ? `: ${doc.reason}` : ''}`
    : `Objednávka ${doc.orderNumber}`
  return el(
    'inv:invoice',
    [
      el('inv:invoiceHeader', [
        el('inv:invoiceType', corrective ? 'issuedCorrectiveTax' : 'issuedInvoice'),
        el('inv:number', [el('typ:numberRequested', doc.number, { checkDuplicity: 'true' })]),
        el('inv:symVar', doc.variableSymbol),
        ...(doc.corrects ? [el('inv:originalDocument', doc.corrects.number)] : []),
        el('inv:date', doc.issuedOn),
        el('inv:dateTax', doc.taxableOn),
        el('inv:dateDue', doc.taxableOn),
        el('inv:text', text),
        partner(doc.buyer),
      ]),
      el('inv:invoiceDetail', [...doc.lines.map(item), ...(doc.giftCards ?? []).map(voucherPayment)]),
      summary(doc),
    ],
    { version: '2.0' },
  )
}

/** One data pack of the documents, in the order given; `ico` is the seller's (POHODA checks it is its unit's). */
export function pohodaXml(docs: readonly IssuedDocument[], options: { ico: string; id: string }): string {
  const items = docs.map((doc) => el('dat:dataPackItem', [invoice(doc)], { version: '2.0', id: doc.number }))
  const pack = el('dat:dataPack', items, {
    'xmlns:dat': POHODA_NAMESPACES.dat,
    'xmlns:inv': POHODA_NAMESPACES.inv,
    'xmlns:typ': POHODA_NAMESPACES.typ,
    version: '2.0',
    id: options.id,
    ico: options.ico,
    application: 'Drinkarna',
    note: 'Vydané faktury a opravné daňové doklady',
  })
  return XML_DECLARATION + pack
}
