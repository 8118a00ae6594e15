import type { OrderFacts } from '../db/fulfilment'
import { appliedGiftCardsStatement, parseApplied } from '../db/gift-cards'
import { invoicesOfOrder } from '../db/invoices'
import type { Sql } from '../db/sql'
import { maskedGiftCardCode } from '../invoices/document'
import { cancellationSource, issueCreditNote } from '../invoices/issue'
import type { FulfilmentContext } from './context'
import { documentMail, documentOrNone } from './effects'

/** Why the cancellation's credit note corrects the invoice when staff gave no reason. */
export const CANCELLATION_REASON = 'Zrušení objednávky'

/**
 * The credit note of cancelling an invoiced order that vouchers paid (decision 056), or whose invoice no money
 * paid (a cash-on-delivery parcel refused at the door), for the cancelling batch: it reverses what the invoice
 * still taxes (all of it, unless earlier refunds credited a part), line by line at each line's rate, and says how
 * that is settled: the vouchers' part back to them (the batch returns their value), the rest in money as far as
 * money was paid; what was never paid is only cleared. The money refunds that follow issue no credit note of their
 * own (`issueCreditNote`). Nothing for an order without an invoice, nor for one paid in money without vouchers:
 * its money refunds keep their credit notes (decision 045).
 */
export async function cancellationCreditNote(
  context: FulfilmentContext,
  facts: OrderFacts,
  reason: string | null,
  guard: Sql,
): Promise<D1PreparedStatement[]> {
  const db = context.env.DB
  const [applied] = await db.batch([appliedGiftCardsStatement(db, facts.id)])
  // what refunds by line gave back already is no longer the vouchers' to get back (their credit notes said so)
  const vouchers = parseApplied(applied!)
    .filter((card) => card.state === 'used')
    .map((card) => ({ code: card.code, amount: card.amount - card.returned_amount }))
    .filter((card) => card.amount > 0)
  // money paid and not given back yet: what the credit note can say goes back in money
  const paidInMoney = facts.payments
    .filter((payment) => payment.state === 'completed')
    .reduce((sum, payment) => sum + payment.amount - payment.refunded, 0)
  if (vouchers.length === 0 && paidInMoney > 0) return []
  const documents = await invoicesOfOrder(db, facts.id)
  const invoice = documents.find((document) => document.kind === 'invoice')
  if (!invoice || documents.some((document) => document.kind === 'credit_note' && document.total === -invoice.total))
    return []
  const credited = documents.filter((d) => d.kind === 'credit_note').reduce((sum, d) => sum - d.total, 0)
  const amount = invoice.total - credited
  if (amount <= 0) return []
  const toVouchers = vouchers.reduce((sum, card) => sum + card.amount, 0)
  const unpaid = Math.max(0, amount - toVouchers - paidInMoney)
  const sourceKey = cancellationSource(facts.id)
  const issueId = crypto.randomUUID()
  const issued = await documentOrNone(facts, () =>
    issueCreditNote(db, facts.id, {
      refundKey: sourceKey,
      amount,
      reason: reason ?? CANCELLATION_REASON,
      giftCards: vouchers.map((card) => ({ code: maskedGiftCardCode(card.code), amount: card.amount })),
      unpaid,
      onlyIf: guard,
      issueId,
    }),
  )
  if (issued.length === 0) return []
  return [
    ...issued,
    ...documentMail(context, facts, { kind: 'credit_note', sourceKey, amount, paid: unpaid === 0, issueId }, guard),
  ]
}
