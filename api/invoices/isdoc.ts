import type { IssuedDocument } from './document'
import { netOfGross, type VatRate } from './vat'
import { crowns, el, XML_DECLARATION } from './xml'

/**
 * A tax document as ISDOC 6.0.2 (the Czech e-invoice standard; element names and order of its published schema
 * `isdoc-invoice-6.0.2.xsd`, namespace http://isdoc.cz/namespace/2013), built from the stored document only, so
 * it carries exactly what the PDF prints: number, days, parties, lines and the VAT recapitulation per rate
 * (docs/accounting-export.md, docs/decisions/055-accounting-export.md).
 */

export const ISDOC_NAMESPACE = 'http://isdoc.cz/namespace/2013'
export const ISDOC_VERSION = '6.0.2'

/** ISDOC DocumentType: 1 faktura – daňový doklad, 2 opravný daňový doklad (dobropis). */
const DOCUMENT_TYPE = { invoice: 1, credit_note: 2 } as const

const COUNTRY_NAMES: Record<string, string> = { CZ: 'Česká republika', SK: 'Slovensko' }

/** "Vodičkova 31" → street and building number, as ISDOC's address has them apart; no number → all street. */
export function splitStreet(street: string): { name: string; number: string } {
  const match = /^(.*\S)\s+(\d+[\w/]*)$/.exec(street.trim())
  return match ? { name: match[1]!, number: match[2]! } : { name: street.trim(), number: '' }
}

type PartyData = {
  ico: string | null
  name: string
  street: string
  postalCode: string
  city: string
  country: string
  dic: string | null
  email?: string | null
}

function party(p: PartyData): string {
  const street = splitStreet(p.street)
  return el('Party', [
    el('PartyIdentification', [el('ID', p.ico ?? '')]),
    el('PartyName', [el('Name', p.name)]),
    el('PostalAddress', [
      el('StreetName', street.name),
      el('BuildingNumber', street.number),
      el('CityName', p.city),
      el('PostalZone', p.postalCode),
      el('Country', [el('IdentificationCode', p.country), el('Name', COUNTRY_NAMES[p.country] ?? p.country)]),
    ]),
    ...(p.dic ? [el('PartyTaxScheme', [el('CompanyID', p.dic), el('TaxScheme', 'VAT')])] : []),
    ...(p.email ? [el('Contact', [el('ElectronicMail', p.email)])] : []),
  ])
}

/** ISDOC PaymentMeansCode: 10 cash (on delivery), 42 transfer to an account, 48 card (online gateway). */
export function paymentMeansCode(method: string): 10 | 42 | 48 {
  const m = method.toLowerCase()
  if (m.includes('dobírk') || m.includes('hotov')) return 10
  if (m.includes('kart')) return 48
  if (m.includes('převod')) return 42
  return 48
}

/** Prices include VAT (§ 37 odst. 2): a line's base is its sum with VAT less the VAT in it, per line informative. */
function line(l: IssuedDocument['lines'][number], index: number): string {
  const net = netOfGross(l.total, l.rate)
  return el('InvoiceLine', [
    el('ID', String(index + 1)),
    el('InvoicedQuantity', l.quantity, { unitCode: 'C62' }),
    el('LineExtensionAmount', crowns(net)),
    el('LineExtensionAmountTaxInclusive', crowns(l.total)),
    el('LineExtensionTaxAmount', crowns(l.total - net)),
    el('UnitPrice', crowns(netOfGross(l.unitPrice, l.rate))),
    el('UnitPriceTaxInclusive', crowns(l.unitPrice)),
    // 1 = "from the top": the VAT is computed from prices with VAT, as the PDF does; a voucher sold is outside VAT
    el('ClassifiedTaxCategory', [
      el('Percent', l.rate),
      el('VATCalculationMethod', 1),
      ...(l.nonVat ? [el('VATApplicable', 'false')] : []),
    ]),
    el('Item', [el('Description', l.description)]),
  ])
}

function subTotal(row: { rate: VatRate; base: number; vat: number; gross: number }): string {
  return el('TaxSubTotal', [
    el('TaxableAmount', crowns(row.base)),
    el('TaxAmount', crowns(row.vat)),
    el('TaxInclusiveAmount', crowns(row.gross)),
    el('AlreadyClaimedTaxableAmount', '0.00'),
    el('AlreadyClaimedTaxAmount', '0.00'),
    el('AlreadyClaimedTaxInclusiveAmount', '0.00'),
    el('DifferenceTaxableAmount', crowns(row.base)),
    el('DifferenceTaxAmount', crowns(row.vat)),
    el('DifferenceTaxInclusiveAmount', crowns(row.gross)),
    el('TaxCategory', [el('Percent', row.rate)]),
  ])
}

/**
 * The ISDOC of a stored document; `uuid` is the document's public id (a random UUID, as ISDOC's UUID must be).
 * The due day is the taxable day: every document is paid already or paid at the hand-over (docs/accounting-export.md).
 */
export function isdocXml(doc: IssuedDocument, uuid: string): string {
  const vouchers = doc.giftCards ?? []
  const paidByVouchers = vouchers.reduce((sum, voucher) => sum + voucher.amount, 0)
  // the base without VAT of the whole document: the taxed rates' bases and the lines outside VAT
  const outside = doc.lines.filter((l) => l.nonVat).reduce((sum, l) => sum + l.total, 0)
  const base = doc.recapitulation.reduce((sum, r) => sum + r.base, 0) + outside
  const vat = doc.recapitulation.reduce((sum, r) => sum + r.vat, 0)
  const reference = doc.corrects
    ? [
        el('OriginalDocumentReferences', [
          el('OriginalDocumentReference', [el('ID', doc.corrects.number), el('IssueDate', doc.corrects.issuedOn)], {
            id: 'original',
          }),
        ]),
      ]
    : []
  const notes = [
    `Objednávka ${doc.orderNumber}`,
    doc.paymentNote,
    ...(doc.reason ? [`Důvod opravy: ${doc.reason}`] : []),
  ]
  const buyerName = doc.buyer.company ?? doc.buyer.name
  const body = el(
    'Invoice',
    [
      el('DocumentType', DOCUMENT_TYPE[doc.kind]),
      el('ID', doc.number),
      el('UUID', uuid),
      el('IssuingSystem', 'Drinkárna'),
      el('IssueDate', doc.issuedOn),
      el('TaxPointDate', doc.taxableOn),
      el('VATApplicable', 'true'),
      el('ElectronicPossibilityAgreementReference', ''),
      el('Note', notes.join('. ')),
      el('LocalCurrencyCode', 'CZK'),
      el('CurrRate', 1),
      el('RefCurrRate', 1),
      el('AccountingSupplierParty', [party({ ...doc.seller, ico: doc.seller.ico, dic: doc.seller.dic })]),
      el('AccountingCustomerParty', [party({ ...doc.buyer, name: buyerName })]),
      el('OrderReferences', [el('OrderReference', [el('SalesOrderID', doc.orderNumber)], { id: 'order' })]),
      ...reference,
      el('InvoiceLines', doc.lines.map(line)),
      // vouchers that paid part of it: non-taxed deposits (ISDOC 6), their sum the paid deposits below (decision 056)
      ...(vouchers.length > 0
        ? [
            el(
              'NonTaxedDeposits',
              vouchers.map((voucher) =>
                el('NonTaxedDeposit', [
                  el('ID', `Dárkový poukaz ${voucher.code}`),
                  el('VariableSymbol', doc.variableSymbol),
                  el('DepositAmount', crowns(voucher.amount)),
                ]),
              ),
            ),
          ]
        : []),
      el('TaxTotal', [...doc.recapitulation.map(subTotal), el('TaxAmount', crowns(vat))]),
      el('LegalMonetaryTotal', [
        el('TaxExclusiveAmount', crowns(base)),
        el('TaxInclusiveAmount', crowns(doc.total)),
        el('AlreadyClaimedTaxExclusiveAmount', '0.00'),
        el('AlreadyClaimedTaxInclusiveAmount', '0.00'),
        el('DifferenceTaxExclusiveAmount', crowns(base)),
        el('DifferenceTaxInclusiveAmount', crowns(doc.total)),
        el('PaidDepositsAmount', crowns(paidByVouchers)),
        el('PayableAmount', crowns(doc.total - paidByVouchers)),
      ]),
      el('PaymentMeans', [
        el('Payment', [
          el('PaidAmount', crowns(doc.total - paidByVouchers)),
          el('PaymentMeansCode', paymentMeansCode(doc.paymentMethod)),
        ]),
      ]),
    ],
    { xmlns: ISDOC_NAMESPACE, version: ISDOC_VERSION },
  )
  return XML_DECLARATION + body
}

/** The file name beside the PDF's: `faktura-2026000012.isdoc`, `opravny-doklad-D2026000001.isdoc`. */
export function isdocFileName(doc: Pick<IssuedDocument, 'kind' | 'number'>): string {
  return `${doc.kind === 'invoice' ? 'faktura' : 'opravny-doklad'}-${doc.number}.isdoc`
}
