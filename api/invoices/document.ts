import * as z from 'zod/mini'
import { variableSymbolOf } from '../../contract/variable-symbol'
import { nameWithVariant } from '../../contract/variant-label'
import { VAT_PERCENT } from '../domain/pricing'
import { type VatRate, VAT_RATES, vatRecapitulation } from './vat'

/**
 * A tax document as issued (zákon o DPH § 29): what the PDF prints and the database keeps, never recomputed.
 * Built here from the order by pure functions; the number is given by the issuing statement
 * (api/db/invoices.ts) and written into the stored document in the same statement.
 */

const text = z.string()
const nullableText = z.nullable(z.string())
const rate = z.union(
  VAT_RATES.map((r) => z.literal(r)) as [z.ZodMiniLiteral<21>, z.ZodMiniLiteral<12>, z.ZodMiniLiteral<0>],
)
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

const seller = z.object({ name: text, ico: text, dic: text, street: text, postalCode: text, city: text, country: text })
const buyer = z.object({
  name: text,
  company: nullableText,
  ico: nullableText,
  dic: nullableText,
  street: text,
  postalCode: text,
  city: text,
  country: text,
  email: nullableText,
})
const line = z.object({
  description: text,
  quantity: z.number(),
  unitPrice: z.number(),
  rate,
  total: z.number(),
  /** Outside VAT (decision 056): a multi-purpose voucher sold (§ 15), no taxable supply; its `rate` is 0. */
  nonVat: z.optional(z.boolean()),
})
const vatRow = z.object({ rate, base: z.number(), vat: z.number(), gross: z.number() })

export const issuedDocument = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  number: text,
  seller,
  buyer,
  orderNumber: text,
  /** Variabilní symbol: the order number, as the customer pays by it. */
  variableSymbol: text,
  issuedOn: day,
  /** Datum uskutečnění zdanitelného plnění (DUZP); of a credit note the day of the correction (§ 42). */
  taxableOn: day,
  paymentMethod: text,
  /** "Uhrazeno", "Dobírka – platba při převzetí", "Vráceno": what the customer has to do, if anything. */
  paymentNote: text,
  lines: z.array(line),
  recapitulation: z.array(vatRow),
  total: z.number(),
  /** A credit note: the invoice it corrects, and why. */
  corrects: z.nullable(z.object({ number: text, issuedOn: day })),
  reason: nullableText,
  /**
   * Gift vouchers that paid part of the total (decision 056): a means of payment, not a discount, so the lines and
   * their VAT stay whole; `amountDue` is the total less them (absent on documents without vouchers), on a credit
   * note what goes back in money (0 for an uncollected cash on delivery).
   */
  giftCards: z.optional(z.array(z.object({ code: text, amount: z.number() }))),
  amountDue: z.optional(z.number()),
})
export type IssuedDocument = z.infer<typeof issuedDocument>
/** A document before the issuing statement numbers it. */
export type DocumentDraft = Omit<IssuedDocument, 'number'>
export type Seller = IssuedDocument['seller']
export type InvoiceLine = IssuedDocument['lines'][number]

/** What an invoice needs of an order (read by api/db/invoices.ts `loadInvoiceOrder`). */
export type InvoiceOrder = {
  number: string
  email: string | null
  /** The order's billing address as stored (JSON of contract/checkout.ts `addressInput`). */
  billingAddress: string | null
  items: readonly {
    productName: string
    variantName: string | null
    engraving: string
    quantity: number
    unitPrice: number
    total: number
    /** The line's VAT rate; every product of the catalogue is a drink or a gift at 21 % today. */
    rate?: VatRate
    /** A gift voucher sold: outside VAT (decision 056). */
    giftCard?: boolean
  }[]
  /** The vouchers that paid part of the order (printed codes), in the order they were applied. */
  giftCards?: readonly { code: string; amount: number }[]
  shippingName: string | null
  shippingTotal: number
  paymentName: string | null
  paymentFeeTotal: number
  total: number
}

export class InvoiceMismatchError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvoiceMismatchError'
  }
}

const address = z.object({
  firstName: z.optional(nullableText),
  lastName: z.optional(nullableText),
  company: z.optional(nullableText),
  companyId: z.optional(nullableText),
  vatId: z.optional(nullableText),
  street: z.optional(nullableText),
  city: z.optional(nullableText),
  postcode: z.optional(nullableText),
  countryCode: z.optional(nullableText),
})

const orEmpty = (value: string | null | undefined) => (value ?? '').trim()
const orNull = (value: string | null | undefined) => orEmpty(value) || null

/** The buyer from the billing address: company, IČO and DIČ only when the order gave them. */
export function buyerOf(order: Pick<InvoiceOrder, 'billingAddress' | 'email'>): IssuedDocument['buyer'] {
  const parsed = address.safeParse(order.billingAddress ? JSON.parse(order.billingAddress) : {})
  const a = parsed.success ? parsed.data : {}
  return {
    name: `${orEmpty(a.firstName)} ${orEmpty(a.lastName)}`.trim(),
    company: orNull(a.company),
    ico: orNull(a.companyId),
    dic: orNull(a.vatId),
    street: orEmpty(a.street),
    postalCode: orEmpty(a.postcode),
    city: orEmpty(a.city),
    country: orEmpty(a.countryCode) || 'CZ',
    email: order.email,
  }
}

function describe(item: InvoiceOrder['items'][number]): string {
  const engraving = item.engraving ? `, gravírování „${item.engraving}“` : ''
  return `${nameWithVariant(item.productName, item.variantName)}${engraving}`
}

/**
 * The lines of an order's invoice: each item at its price per piece, the discounts per rate as one line (the
 * item totals already carry them, spread by api/domain/pricing.ts), shipping and the payment fee at the standard
 * rate (services that follow the goods, all of which are at 21 % today). The lines add up to the order total
 * exactly, or this throws: an invoice must show what was paid.
 */
export function orderLines(order: InvoiceOrder): InvoiceLine[] {
  const lines: InvoiceLine[] = order.items.map((item) =>
    item.giftCard
      ? {
          description: `${describe(item)} – ${GIFT_CARD_LINE_NOTE}`,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          rate: 0,
          total: item.unitPrice * item.quantity,
          nonVat: true,
        }
      : {
          description: describe(item),
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          rate: item.rate ?? VAT_PERCENT,
          total: item.unitPrice * item.quantity,
        },
  )
  const discounts = new Map<VatRate, number>()
  for (const item of order.items) {
    if (item.giftCard) continue
    const rate = item.rate ?? VAT_PERCENT
    discounts.set(rate, (discounts.get(rate) ?? 0) + item.total - item.unitPrice * item.quantity)
  }
  for (const [rate, amount] of discounts) {
    if (amount !== 0) lines.push({ description: 'Sleva', quantity: 1, unitPrice: amount, rate, total: amount })
  }
  if (order.shippingName !== null) {
    lines.push({
      description: `Doprava: ${order.shippingName}`,
      quantity: 1,
      unitPrice: order.shippingTotal,
      rate: VAT_PERCENT,
      total: order.shippingTotal,
    })
  }
  if (order.paymentFeeTotal !== 0) {
    const name = order.paymentName ?? 'platba'
    lines.push({
      description: `Poplatek za platbu: ${name}`,
      quantity: 1,
      unitPrice: order.paymentFeeTotal,
      rate: VAT_PERCENT,
      total: order.paymentFeeTotal,
    })
  }
  // the order's total is what was left to pay in money: the vouchers paid the rest of the same lines
  const sum = lines.reduce((total, l) => total + l.total, 0)
  const expected = order.total + giftCardsPaid(order)
  if (sum !== expected)
    throw new InvoiceMismatchError(
      `the lines of order ${order.number} add up to ${sum}, the order total is ${expected}`,
    )
  return lines
}

/** The line note of a voucher sold (§ 15 zákona o DPH: a multi-purpose voucher's sale is no supply). */
export const GIFT_CARD_LINE_NOTE = 'Poukaz pro více účelů – nepodléhá DPH (§ 15 zákona o DPH)'

function giftCardsPaid(order: Pick<InvoiceOrder, 'giftCards'>): number {
  return (order.giftCards ?? []).reduce((sum, card) => sum + card.amount, 0)
}

export type InvoiceTerms = {
  seller: Seller
  /** Day of issue, Prague time (YYYY-MM-DD). */
  issuedOn: string
  /** DUZP: the day the payment was received, or the dispatch day of a cash-on-delivery order. */
  taxableOn: string
  /** Paid already (online, transfer); false for cash on delivery, paid at the hand-over. */
  paid: boolean
}

/** The invoice (daňový doklad) of an order. */
export function invoiceDraft(order: InvoiceOrder, terms: InvoiceTerms): DocumentDraft {
  const lines = orderLines(order)
  const giftCards = order.giftCards ?? []
  const total = order.total + giftCardsPaid(order)
  return {
    kind: 'invoice',
    seller: terms.seller,
    buyer: buyerOf(order),
    orderNumber: order.number,
    variableSymbol: variableSymbolOf(order.number),
    issuedOn: terms.issuedOn,
    taxableOn: terms.taxableOn,
    paymentMethod: order.paymentName ?? '',
    paymentNote: terms.paid ? 'Uhrazeno – neplaťte' : 'Dobírka – zaplatíte při převzetí zásilky',
    lines,
    recapitulation: vatRecapitulation(lines),
    total,
    corrects: null,
    reason: null,
    ...(giftCards.length > 0 ? { giftCards: [...giftCards], amountDue: order.total } : {}),
  }
}

export type Correction = {
  seller: Seller
  issuedOn: string
  /** The day of the refund: the taxable day of the correction (§ 42 odst. 2). */
  taxableOn: string
  /** The amount refunded with VAT, in haléře (positive). */
  amount: number
  reason: string
  /** The refund's parts; without them (or with a goodwill amount alone) the amount goes over the order's rates. */
  parts?: readonly CreditPart[]
  /**
   * The part of `amount` given back to the vouchers that paid (decision 056), masked codes and positive amounts;
   * the rest goes back in money.
   */
  giftCards?: readonly { code: string; amount: number }[]
  /**
   * The part of `amount` never paid in money (a cash-on-delivery parcel refused at the door): it only clears what
   * the invoice left to collect, so nothing of it goes back (decision 056).
   */
  unpaid?: number
}

/** The payment note of a credit note that returns no money the buyer never paid. */
export const UNPAID_CREDIT_NOTE = 'Dobírka nebyla zaplacena, penězi se nic nevrací.'

/** A voucher's code as a credit note prints it: its last four signs only, the rest is spendable value. */
export function maskedGiftCardCode(code: string): string {
  return `****-****-****-${code.replaceAll('-', '').slice(-4)}`
}

/**
 * A part of a refund as its credit note prints it: `quantity` pieces of the invoice's line `invoiceLine` (an
 * order item's position), the shipping, or a goodwill amount; `amount` is positive, with VAT.
 */
export type CreditPart = {
  kind: 'item' | 'shipping' | 'goodwill'
  quantity: number
  amount: number
  invoiceLine: number | null
}

/** Spreads `amount` over `weights` in proportion; the rounding remainder goes to the largest weight. */
function shares(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, w) => sum + w, 0)
  const parts = weights.map((w) => (whole === 0 ? 0 : Math.trunc((amount * w) / whole)))
  const largest = weights.reduce((best, w, i) => (w > (weights[best] ?? 0) ? i : best), 0)
  parts[largest] = (parts[largest] ?? 0) + amount - parts.reduce((sum, p) => sum + p, 0)
  return parts
}

/** A goodwill amount lowers each rate's sum in proportion to it, as one line per rate (none of 0). */
function proportionalLines(invoice: IssuedDocument, amount: number): InvoiceLine[] {
  const parts = shares(
    amount,
    invoice.recapitulation.map((r) => r.gross),
  )
  return invoice.recapitulation
    .map((row, index) => {
      const part = -(parts[index] ?? 0)
      return {
        description: `Snížení ceny (vrácení části platby), DPH ${row.rate} %`,
        quantity: 1,
        unitPrice: part,
        rate: row.rate,
        total: part,
      }
    })
    .filter((l) => l.total !== 0)
}

/**
 * The lines of a refund of parts: each refunded item as its invoice line with the pieces given back (negative
 * quantity and total, the price per piece as paid after discounts), the shipping at the shipping's rate, a
 * goodwill amount over the order's rates. Each line keeps its own rate: a bottle at 21 % refunded from an order
 * that also holds juice at 12 % lowers only the 21 % sum.
 */
function partLines(invoice: IssuedDocument, parts: readonly CreditPart[]): InvoiceLine[] {
  return parts.flatMap((part): InvoiceLine[] => {
    if (part.kind === 'goodwill') return proportionalLines(invoice, part.amount)
    const source =
      part.kind === 'item'
        ? invoice.lines[part.invoiceLine ?? -1]
        : invoice.lines.find((l) => l.description.startsWith('Doprava'))
    if (!source) throw new InvoiceMismatchError(`invoice ${invoice.number} has no line for a refunded ${part.kind}`)
    return [
      {
        description: source.description,
        quantity: -part.quantity,
        unitPrice: Math.round(part.amount / part.quantity),
        rate: source.rate,
        total: -part.amount,
      },
    ]
  })
}

/**
 * The credit note (opravný daňový doklad, § 45) of a refund: of its parts, line by line at each line's rate; of a
 * plain amount, every line of the invoice reversed when it is the whole total, else each rate's sum lowered in
 * proportion to it, as one line per rate.
 */
export function creditNoteDraft(invoice: IssuedDocument, correction: Correction): DocumentDraft {
  if (!Number.isInteger(correction.amount) || correction.amount <= 0 || correction.amount > invoice.total) {
    throw new InvoiceMismatchError(
      `a credit note of ${correction.amount} does not fit invoice ${invoice.number} of ${invoice.total}`,
    )
  }
  const byParts = (correction.parts ?? []).some((part) => part.kind !== 'goodwill')
  const used = byParts
    ? partLines(invoice, correction.parts!)
    : correction.amount === invoice.total
      ? invoice.lines.map((l) => ({ ...l, quantity: -l.quantity, total: -l.total }))
      : proportionalLines(invoice, correction.amount)
  const sum = used.reduce((total, l) => total + l.total, 0)
  if (sum !== -correction.amount)
    throw new InvoiceMismatchError(`the credit note's lines add up to ${sum}, the refund is ${correction.amount}`)
  // a voucher's part goes back to it: the mirror of the invoice's payment, negative like the rest of the note
  const giftCards = (correction.giftCards ?? []).filter((card) => card.amount > 0)
  const toVouchers = giftCards.reduce((total, card) => total + card.amount, 0)
  const unpaid = correction.unpaid ?? 0
  if (toVouchers + unpaid > correction.amount || unpaid < 0)
    throw new InvoiceMismatchError(
      `vouchers get ${toVouchers} back and ${unpaid} was unpaid of a credit note of ${correction.amount}`,
    )
  return {
    kind: 'credit_note',
    seller: correction.seller,
    buyer: invoice.buyer,
    orderNumber: invoice.orderNumber,
    variableSymbol: invoice.variableSymbol,
    issuedOn: correction.issuedOn,
    taxableOn: correction.taxableOn,
    paymentMethod: invoice.paymentMethod,
    paymentNote: unpaid > 0 ? UNPAID_CREDIT_NOTE : 'Vráceno kupujícímu',
    lines: used,
    recapitulation: vatRecapitulation(used),
    total: -correction.amount,
    corrects: { number: invoice.number, issuedOn: invoice.issuedOn },
    reason: correction.reason,
    ...(giftCards.length > 0
      ? { giftCards: giftCards.map((card) => ({ code: card.code, amount: -card.amount })) }
      : {}),
    // what goes back in money: the rest after the vouchers' part, less what was never paid
    ...(giftCards.length > 0 || unpaid > 0 ? { amountDue: toVouchers + unpaid - correction.amount } : {}),
  }
}
