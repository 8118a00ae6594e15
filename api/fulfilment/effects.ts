import type { OrderFacts } from '../db/fulfilment'
import { deliverVoucherOrder } from '../db/gift-cards'
import { issuedInBatch } from '../db/invoices'
import type { RefundPart } from '../db/refund-lines'
import type { Sql } from '../db/sql'
import { giftCardsOnPayment } from '../gift-cards/issue'
import { InvoiceMismatchError } from '../invoices/document'
import { invoiceSource, issueCreditNote, issueInvoice } from '../invoices/issue'
import { prepareMail } from '../mail'
import { type FulfilmentContext, orderLink } from './context'

/**
 * THE place where an order's money and goods events happen (docs/decisions/044-fulfilment.md): each function
 * gives the statements that go into the transition's own batch, conditional on its guard, so they happen
 * exactly when the transition does: the customer's mail, and the tax documents (decision 045): the invoice when
 * an order is paid, or at dispatch for cash on delivery, a credit note for each refund. Their numbering is part
 * of the same transaction, so a document exists exactly when its transition happened.
 */

function mailTo(facts: OrderFacts): string | null {
  return facts.email && facts.number ? facts.email : null
}

/**
 * A document that cannot be made (its lines do not add up to the order total) must not stop the money or the
 * goods: the transition happens without it and the error is logged for staff to issue it by hand.
 */
export async function documentOrNone(
  facts: OrderFacts,
  issue: () => Promise<D1PreparedStatement[]>,
): Promise<D1PreparedStatement[]> {
  try {
    return await issue()
  } catch (error) {
    if (!(error instanceof InvoiceMismatchError)) throw error
    console.error(
      JSON.stringify({ level: 'error', msg: 'tax document not issued', order: facts.number, error: error.message }),
    )
    return []
  }
}

/**
 * The mail that carries an issued document's PDF and ISDOC (decisions 045, 055), queued only where this batch issued it: not for
 * a document issued before (a cash-on-delivery invoice made at dispatch, then the cash collected), nor for one
 * left out (`documentOrNone`).
 */
export function documentMail(
  context: FulfilmentContext,
  facts: OrderFacts,
  document: { kind: 'invoice' | 'credit_note'; sourceKey: string; amount: number; paid: boolean; issueId: string },
  guard: Sql,
): D1PreparedStatement[] {
  const to = mailTo(facts)
  if (!to) return []
  const { kind, amount, paid } = document
  return [
    prepareMail(
      context.env,
      {
        to,
        template: 'tax-document',
        params: { number: facts.number!, kind, amount, paid, link: orderLink(context, facts.token) },
        attachments: [{ taxDocument: document.sourceKey }, { isdoc: document.sourceKey }],
      },
      issuedInBatch(document.issueId, guard),
    ),
  ]
}

/** The order's invoice with its mail, where this batch issues it (nothing when it exists already). */
async function invoiceWithMail(
  context: FulfilmentContext,
  facts: OrderFacts,
  paid: boolean,
  guard: Sql,
): Promise<D1PreparedStatement[]> {
  const issueId = crypto.randomUUID()
  const invoice = await documentOrNone(facts, () =>
    issueInvoice(context.env.DB, facts.id, { paid, onlyIf: guard, issueId }),
  )
  if (invoice.length === 0) return []
  const document = { kind: 'invoice' as const, sourceKey: invoiceSource(facts.id), amount: facts.total, paid, issueId }
  return [...invoice, ...documentMail(context, facts, document, guard)]
}

/** An order was paid: a staff-recorded transfer, the gateway's PAID, a bank-statement pair. Invoiced as paid. */
export async function whenOrderPaid(
  context: FulfilmentContext,
  facts: OrderFacts,
  payment: { id: number; amount: number },
  guard: Sql,
): Promise<D1PreparedStatement[]> {
  // the vouchers the order bought, with their mail (decision 056)
  const invoice = [
    ...(await invoiceWithMail(context, facts, true, guard)),
    ...(await giftCardsOnPayment(context.env, context.origin, facts, guard)),
    // a vouchers-only order has nothing to pack: mailed is delivered
    ...deliverVoucherOrder(context.env.DB, facts.id, guard),
  ]
  const to = mailTo(facts)
  if (!to) return invoice
  return [
    ...invoice,
    prepareMail(
      context.env,
      {
        to,
        template: 'payment-received',
        params: { number: facts.number!, amount: payment.amount, link: orderLink(context, facts.token) },
      },
      guard,
    ),
  ]
}

export type Dispatch = {
  carrier: string
  trackingUrl: string | null
  trackingNumber: string | null
  pickupPoint: string | null
  /** Cash on delivery still to collect (haléře): the goods leave unpaid. */
  cashOnDelivery: number | null
}

/**
 * The goods left the shop (a parcel handed to the carrier). Cash on delivery: this is when its invoice is due
 * (unpaid; the carrier collects it). A paid order was invoiced when it was paid.
 */
export async function whenShipped(
  context: FulfilmentContext,
  facts: OrderFacts,
  dispatch: Dispatch,
  guard: Sql,
): Promise<D1PreparedStatement[]> {
  const invoice = dispatch.cashOnDelivery === null ? [] : await invoiceWithMail(context, facts, false, guard)
  const to = mailTo(facts)
  if (!to) return invoice
  const params = {
    number: facts.number!,
    ...dispatch,
    checkAgeAtHandover: facts.alcohol === 1,
    link: orderLink(context, facts.token),
  }
  return [...invoice, prepareMail(context.env, { to, template: 'order-shipped', params }, guard)]
}

/** The order waits in the shop for its buyer. */
export function whenReadyForPickup(context: FulfilmentContext, facts: OrderFacts, guard: Sql): D1PreparedStatement[] {
  const to = mailTo(facts)
  if (!to) return []
  const params = {
    number: facts.number!,
    checkAgeAtHandover: facts.alcohol === 1,
    link: orderLink(context, facts.token),
  }
  return [prepareMail(context.env, { to, template: 'order-ready-for-pickup', params }, guard)]
}

/**
 * Delivered, or picked up in the shop: the order is fulfilled, and paid if it was not (cash at the hand-over). An
 * order that reached its buyer unpaid and uninvoiced (cash at the shop's counter: nothing was dispatched to
 * invoice it at) is invoiced now, as paid; every other order has its invoice already and gets none again.
 */
export async function whenDelivered(
  context: FulfilmentContext,
  facts: OrderFacts,
  pickedUp: boolean,
  guard: Sql,
): Promise<D1PreparedStatement[]> {
  // the vouchers the order bought, with their mail (decision 056)
  const invoice = [
    ...(await invoiceWithMail(context, facts, true, guard)),
    ...(await giftCardsOnPayment(context.env, context.origin, facts, guard)),
    // a vouchers-only order has nothing to pack: mailed is delivered
    ...deliverVoucherOrder(context.env.DB, facts.id, guard),
  ]
  const to = mailTo(facts)
  if (!to) return invoice
  return [
    ...invoice,
    prepareMail(
      context.env,
      {
        to,
        template: 'order-delivered',
        params: { number: facts.number!, pickedUp, link: orderLink(context, facts.token) },
      },
      guard,
    ),
  ]
}

/** The order was cancelled (by staff, by its deadline, or a parcel came back refused); `refund`: how paid money returns. */
export function whenCancelled(
  context: FulfilmentContext,
  facts: OrderFacts,
  cancellation: { reason: string | null; refund: 'none' | 'card' | 'transfer' },
  guard: Sql,
): D1PreparedStatement[] {
  const to = mailTo(facts)
  if (!to) return []
  const params = { number: facts.number!, ...cancellation, link: orderLink(context, facts.token) }
  return [prepareMail(context.env, { to, template: 'order-cancelled', params }, guard)]
}

/** Why a credit note corrects its invoice when staff gave no reason. */
export const REFUND_REASON = 'Vrácení platby'

/**
 * Money was given back (all or part of a payment): a credit note of that amount, keyed by the refund's
 * transition so each refund has one. None when the order has no invoice (a payment refunded after a cancel).
 */
export async function whenRefunded(
  context: FulfilmentContext,
  facts: OrderFacts,
  refund: {
    amount: number
    /** `gift_card`: no money went back, the vouchers took it all (decision 056). */
    method: 'gateway' | 'bank_transfer' | 'gift_card'
    account: string | null
    reason: string | null
    transition: string
    /** Its parts (api/fulfilment/refund-parts.ts): the credit note's lines. */
    parts?: readonly RefundPart[]
    /** Each refunded order item's position among the order's lines: its line on the invoice. */
    positions?: ReadonlyMap<number, number>
    /** The credit note's total where vouchers take part of it back (decision 056); else `amount`. */
    creditAmount?: number
    /** The part back to the vouchers: masked codes, positive amounts. */
    giftCards?: readonly { code: string; amount: number }[]
  },
  guard: Sql,
): Promise<D1PreparedStatement[]> {
  const issueId = crypto.randomUUID()
  const sourceKey = `refund:${refund.transition}`
  const issued = await documentOrNone(facts, () =>
    issueCreditNote(context.env.DB, facts.id, {
      refundKey: sourceKey,
      amount: refund.creditAmount ?? refund.amount,
      reason: refund.reason ?? REFUND_REASON,
      giftCards: refund.giftCards,
      parts: refund.parts?.map((part) => ({
        kind: part.kind,
        quantity: part.quantity,
        amount: part.amount,
        invoiceLine: part.orderItem === null ? null : (refund.positions?.get(part.orderItem) ?? null),
      })),
      onlyIf: guard,
      issueId,
    }),
  )
  const creditNote =
    issued.length === 0
      ? []
      : [
          ...issued,
          ...documentMail(
            context,
            facts,
            { kind: 'credit_note', sourceKey, amount: refund.creditAmount ?? refund.amount, paid: true, issueId },
            guard,
          ),
        ]
  const to = mailTo(facts)
  // no money went back: the credit note's mail says what the vouchers got, the refund mail would say 0 Kč
  if (!to || refund.method === 'gift_card') return creditNote
  const { amount, method, account } = refund
  return [
    ...creditNote,
    prepareMail(
      context.env,
      {
        to,
        template: 'order-refunded',
        params: {
          number: facts.number!,
          amount,
          method,
          account,
          link: orderLink(context, facts.token),
          // an amount alone (a cancellation, a claim's refund, a goodwill amount) reads as before: no list of one
          lines: refund.parts?.some((part) => part.kind !== 'goodwill')
            ? refund.parts.map((part) => ({ name: part.name, quantity: part.quantity, amount: part.amount }))
            : undefined,
        },
      },
      guard,
    ),
  ]
}
