import { formatGiftCardCode } from '../../contract/gift-cards'
import { pragueDay } from '../../contract/prague-time'
import { SELLER } from '../../contract/seller'
import { invoiceBySource, issueStatements, loadInvoiceOrder, type InvoiceRow } from '../db/invoices'
import type { Sql } from '../db/sql'
import {
  type CreditPart,
  creditNoteDraft,
  type DocumentDraft,
  invoiceDraft,
  issuedDocument,
  type IssuedDocument,
  type Seller,
} from './document'

/**
 * Issuing tax documents, for the order lifecycle (docs/decisions/045-invoices-and-bank-statements.md):
 * `issueInvoice` when a payment completes (or at dispatch of a cash-on-delivery order), `issueCreditNote` for
 * each refund. Both read what the document is made of and return statements for the caller's own batch, so the
 * document exists exactly when the transition happened; `onlyIf` is that transition's guard (api/db/).
 */

/** The operator as the documents name it, from the one place the site reads it too. */
export function currentSeller(): Seller {
  const { company, address } = SELLER
  return {
    name: company.name,
    ico: company.ico,
    dic: company.dic,
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
  }
}

const yearOf = (day: string) => Number(day.slice(0, 4))

export const invoiceSource = (orderId: number) => `order:${orderId}`
/** The credit note of a cancelled order that vouchers paid: one per order (decision 056). */
export const cancellationSource = (orderId: number) => `cancel:${orderId}`

export type InvoiceOptions = {
  /** The payment is in (online, transfer): the invoice says "paid"; false for cash on delivery at dispatch. */
  paid: boolean
  /** The transition's guard: the invoice is written only where it holds (e.g. the payment completed in this batch). */
  onlyIf?: Sql
  /** The moment of the payment or dispatch: issue day and DUZP (Prague time). Now by default. */
  at?: Date
  /** This issue's id, for later statements of the batch that go only with the document (`issuedInBatch`). */
  issueId?: string
}

function draftStatements(
  db: D1Database,
  orderId: number,
  draft: DocumentDraft,
  sourceKey: string,
  correctsId: number | null,
  onlyIf?: Sql,
  issueId?: string,
) {
  return issueStatements(
    db,
    {
      kind: draft.kind,
      orderId,
      correctsId,
      sourceKey,
      year: yearOf(draft.issuedOn),
      issuedOn: draft.issuedOn,
      total: draft.total,
      document: JSON.stringify(draft),
    },
    onlyIf,
    issueId,
  ).statements
}

/**
 * Statements issuing the invoice of a placed order; none when the order is unknown or still a cart. Issuing twice
 * is harmless: the second finds the invoice and writes nothing.
 */
export async function issueInvoice(
  db: D1Database,
  orderId: number,
  options: InvoiceOptions,
): Promise<D1PreparedStatement[]> {
  const order = await loadInvoiceOrder(db, orderId)
  if (order === null || order.number === null) return []
  const day = pragueDay(options.at)
  const draft = invoiceDraft(
    {
      number: order.number,
      email: order.email,
      billingAddress: order.billing_address,
      items: order.items.map((item) => ({
        productName: item.product_name,
        variantName: item.variant_name,
        engraving: item.engraving,
        quantity: item.quantity,
        unitPrice: item.unit_price,
        total: item.total,
        giftCard: item.gift_card === 1,
      })),
      giftCards: order.giftCards.map((card) => ({ code: formatGiftCardCode(card.code), amount: card.amount })),
      shippingName: order.shipping_name,
      shippingTotal: order.shipping_total,
      paymentName: order.payment_name,
      paymentFeeTotal: order.payment_fee_total,
      total: order.total,
    },
    { seller: currentSeller(), issuedOn: day, taxableOn: day, paid: options.paid },
  )
  return draftStatements(db, orderId, draft, invoiceSource(orderId), null, options.onlyIf, options.issueId)
}

export type CreditNoteOptions = {
  /** The refund's own key (e.g. `refund:{id}`): one credit note per refund, however often this is called. */
  refundKey: string
  /** The amount refunded with VAT, in haléře. */
  amount: number
  /** Důvod opravy, printed on the document ("Odstoupení od smlouvy", "Zrušení objednávky"). */
  reason: string
  /** The refund's parts: the credit note's lines, each at its own rate (none: the amount over the order's rates). */
  parts?: readonly CreditPart[]
  /** The part given back to the vouchers that paid (decision 056): masked codes, positive amounts. */
  giftCards?: readonly { code: string; amount: number }[]
  /** The part never paid in money (an uncollected cash on delivery): cleared, not returned. */
  unpaid?: number
  onlyIf?: Sql
  at?: Date
  issueId?: string
}

/**
 * Statements issuing the credit note of a refund; none when the order has no invoice (nothing to correct).
 * Throws `InvoiceMismatchError` for an amount that is not positive or above the invoice's total; the statement
 * itself also refuses credit notes that together would exceed the invoice.
 */
export async function issueCreditNote(
  db: D1Database,
  orderId: number,
  options: CreditNoteOptions,
): Promise<D1PreparedStatement[]> {
  const invoice = await invoiceBySource(db, invoiceSource(orderId))
  if (invoice === null) return []
  // a cancellation's credit note reversed the whole invoice and named the money to go back (decision 056)
  if (options.refundKey !== cancellationSource(orderId) && (await invoiceBySource(db, cancellationSource(orderId))))
    return []
  const day = pragueDay(options.at)
  const draft = creditNoteDraft(documentOf(invoice), {
    seller: currentSeller(),
    issuedOn: day,
    taxableOn: day,
    amount: options.amount,
    reason: options.reason,
    parts: options.parts,
    giftCards: options.giftCards,
    unpaid: options.unpaid,
  })
  return draftStatements(db, orderId, draft, options.refundKey, invoice.id, options.onlyIf, options.issueId)
}

/** The stored document of an issued invoice or credit note. */
export function documentOf(row: Pick<InvoiceRow, 'document'>): IssuedDocument {
  return issuedDocument.parse(JSON.parse(row.document))
}

/** The PDF's file name, the same for the download and the mail: `faktura-2026000012.pdf`, `opravny-doklad-D2026000001.pdf`. */
export function documentFileName(row: Pick<InvoiceRow, 'kind' | 'number'>): string {
  return `${row.kind === 'invoice' ? 'faktura' : 'opravny-doklad'}-${row.number}.pdf`
}
