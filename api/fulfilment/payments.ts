import type { RefundBody } from '../../contract/admin/orders'
import { insertAudit } from '../db/admin-audit'
import { findOrderFacts, type OrderFacts } from '../db/fulfilment'
import { applyRefund, confirmRefund, failRefund, insertRefund, type RefundRecord, refundGuard } from '../db/refunds'
import { markPaid, newTransitionId, paidLiveOrder, transitioned } from '../db/order-transitions'
import {
  both,
  recordVoucherParts,
  refundReserved,
  returnableVouchers,
  returnVoucherParts,
  takeVoucherPartsBack,
  vouchersCover,
} from '../db/gift-card-returns'
import { insertRefundLines, partsFit, refundableOf } from '../db/refund-lines'
import type { Sql } from '../db/sql'
import { NotFoundError, ValidationError } from '../http/errors'
import { ComgateError, comgateClient } from '../payments/comgate'
import { type FulfilmentContext, sendQueuedMails } from './context'
import { whenOrderPaid, whenRefunded } from './effects'
import { maskedGiftCardCode } from '../invoices/document'
import { priceRefund, reasonOf, settleRefund } from './refund-parts'
import { completionRefusal, refundRefusal, refuse } from './rules'

/**
 * Payments after placement (docs/decisions/044-fulfilment.md): completing one (the one function for every way
 * money arrives: staff recording a bank transfer, the gateway's PAID, a bank-statement pair) and
 * refunding all or part of one (through the gateway for card payments, or recorded as a bank transfer).
 */

const paymentIri = (id: number) => `/api/v2/admin/payments/${id}`
const STAFF = new Set(['system', 'gateway', 'carrier', 'customer'])
const isStaff = (actor: string) => !STAFF.has(actor)

async function factsOfPayment(context: FulfilmentContext, paymentId: number): Promise<OrderFacts> {
  const facts = await findOrderFacts(context.env.DB, { paymentId })
  if (!facts || !facts.payments.some((payment) => payment.id === paymentId)) throw new NotFoundError()
  return facts
}

export type Completion = 'paid' | 'paid_after_cancel' | 'unchanged'

/**
 * Completes a payment: the order is paid, progressing, its stock sold, the customer mailed — once, whoever
 * asks how often or how many at once. Staff (and the bank import) are refused a payment that is completed,
 * cancelled, a card payment, or `amount` other than the payment's; the gateway's word is taken as checked by
 * the caller (api/domain/online-payments.ts compares its amount). A gateway payment that arrives after the
 * order was cancelled is recorded and refunded at once.
 */
export type CompletionOptions = {
  /** Staff and the bank import: what arrived; the payment completes only at its own amount. */
  amount?: number
  /** A statement run first in the same batch: the bank import's record of the pair. */
  lead?: D1PreparedStatement
  /** The payment completes only where this holds after `lead` (the pair was recorded). */
  onlyIf?: Sql
}

export async function completePayment(
  context: FulfilmentContext,
  paymentId: number,
  options: CompletionOptions = {},
): Promise<Completion> {
  const db = context.env.DB
  const facts = await factsOfPayment(context, paymentId)
  const payment = facts.payments.find((candidate) => candidate.id === paymentId)!
  const byGateway = context.actor === 'gateway'
  if (!byGateway) {
    const refused = completionRefusal(facts, paymentId, options.amount, payment.gateway !== null)
    if (refused) refuse(refused)
  }
  const transition = newTransitionId()
  const ids = { id: paymentId, orderId: facts.id }
  const guard = paidLiveOrder(ids, transition)
  const paid = markPaid(db, ids, transition, { actor: context.actor, amount: options.amount, onlyIf: options.onlyIf })
  const lead = options.lead ? [options.lead] : []
  const all = await db.batch([
    ...lead,
    ...paid,
    ...(await whenOrderPaid(context, facts, payment, guard)),
    ...(isStaff(context.actor)
      ? [
          insertAudit(
            db,
            {
              actor: context.actor,
              action: 'update',
              resource: paymentIri(paymentId),
              before: { state: payment.state },
              after: { state: 'completed' },
            },
            guard,
          ),
        ]
      : []),
  ])
  const results = all.slice(lead.length)
  if (!transitioned(results)) {
    if (byGateway) return 'unchanged'
    // another request completed it (or cancelled the order) between the read and the write: say which
    refuse(
      completionRefusal(await factsOfPayment(context, paymentId), paymentId, options.amount, false) ?? {
        propertyPath: '',
        message: 'Platba už je zaplacená.',
        code: 'paymentCompleted',
      },
    )
  }
  // markPaid's last statement is the history line of a payment that found its order cancelled
  if (results[paid.length - 1]?.meta.changes === 1) {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'payment arrived after the order was cancelled: refunding it',
        order: facts.number,
        paymentId,
      }),
    )
    await refundPayment({ ...context, actor: 'system' }, paymentId, {
      amount: payment.amount,
      reason: 'Platba dorazila po zrušení objednávky.',
    })
    return 'paid_after_cancel'
  }
  await sendQueuedMails(context)
  return 'paid'
}

export type RefundInput = RefundBody

/**
 * Gives back part or all of a completed payment: chosen lines by quantity, the shipping, a goodwill amount
 * (api/fulfilment/refund-parts.ts prices them; a plain `amount` is a goodwill amount). A card payment goes back
 * through the gateway (its refund and its lines reserved first, so two refunds at once never exceed what was
 * paid nor give a piece back twice, and confirmed when the gateway says OK); any other payment is a bank
 * transfer staff made to `account`, recorded here. The order becomes partially_refunded or refunded, the
 * customer gets the credit note of exactly these parts and a mail.
 */
export async function refundPayment(
  context: FulfilmentContext,
  paymentId: number,
  input: RefundInput,
): Promise<{ refunded: number }> {
  const db = context.env.DB
  const facts = await factsOfPayment(context, paymentId)
  const payment = facts.payments.find((candidate) => candidate.id === paymentId)!
  const gateway = payment.gateway !== null && payment.gateway_trans_id !== null
  const account = input.account?.trim() || null
  const priced = priceRefund(input, await refundableOf(db, facts.id))
  if (Array.isArray(priced)) throw new ValidationError(priced)
  const { parts, total } = priced
  // an order that vouchers paid: money first, up to what is left of it, the rest back to them (decision 056)
  const returnable = await returnableVouchers(db, facts.id)
  const settled =
    returnable.length === 0
      ? { money: total, vouchers: [] }
      : settleRefund(total, payment.amount - payment.refunded, returnable)
  if (settled === null || settled.money <= 0)
    refuse(refundRefusal(facts, paymentId, total, account, gateway) ?? tooMuch())
  const { money: amount, vouchers } = settled!
  const refused = refundRefusal(facts, paymentId, amount, account, gateway)
  if (refused) refuse(refused)
  const transition = newTransitionId()
  const record: RefundRecord = {
    orderId: facts.id,
    paymentId,
    amount,
    method: gateway ? 'gateway' : 'bank_transfer',
    account: gateway ? null : account,
    reason: reasonOf(input, parts),
    actor: context.actor,
    transition,
  }
  const guard = refundGuard(transition)
  const effects = [
    ...applyRefund(db, record),
    ...(await whenRefunded(
      context,
      facts,
      {
        amount: record.amount,
        method: record.method,
        account: record.account,
        reason: record.reason,
        transition,
        parts,
        positions: priced.positions,
        creditAmount: total,
        giftCards: vouchers.map((back) => ({ code: maskedGiftCardCode(back.code), amount: back.amount })),
      },
      guard,
    )),
    ...(isStaff(context.actor)
      ? [
          insertAudit(
            db,
            {
              actor: context.actor,
              action: 'create',
              resource: `${paymentIri(paymentId)}/refunds`,
              before: null,
              after: {
                amount: record.amount,
                method: record.method,
                lines: parts,
                ...(vouchers.length > 0 ? { toVouchers: vouchers.map(({ code, amount }) => ({ code, amount })) } : {}),
              },
            },
            guard,
          ),
        ]
      : []),
  ]
  // the vouchers' parts are reserved with the refund, so two refunds at once never return more than they paid
  const reserved = [
    insertRefund(
      db,
      record,
      gateway ? 'pending' : 'completed',
      both(partsFit(facts.id, parts), vouchersCover(facts.id, vouchers)),
    ),
    ...insertRefundLines(db, transition, parts),
    ...recordVoucherParts(db, transition, vouchers),
    ...returnVoucherParts(db, facts.id, vouchers, refundReserved(transition)),
  ]
  const first = gateway ? await db.batch(reserved) : await db.batch([...reserved, ...effects])
  if (!transitioned(first)) {
    // another refund took the money or the pieces between the read and the write: say which
    const again = priceRefund(input, await refundableOf(db, facts.id))
    if (Array.isArray(again)) throw new ValidationError(again)
    refuse(refundRefusal(await factsOfPayment(context, paymentId), paymentId, amount, account, gateway) ?? tooMuch())
  }
  if (gateway) {
    try {
      await askGateway(context, payment.gateway_trans_id!, amount, transition)
    } catch (error) {
      await failRefund(db, transition)
      if (vouchers.length > 0) await db.batch(takeVoucherPartsBack(db, facts.id, vouchers, transition))
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'gateway refund failed',
          order: facts.number,
          paymentId,
          error: String(error),
        }),
      )
      refuse({
        propertyPath: '',
        message: 'Platební brána vrácení peněz nepotvrdila; nic se nevrátilo, zkuste to prosím znovu.',
        code: 'gatewayRefused',
      })
    }
    await db.batch([confirmRefund(db, transition), ...effects])
  }
  await sendQueuedMails(context)
  return { refunded: amount }
}

const tooMuch = () => ({ propertyPath: 'amount', message: 'Tolik už vrátit nelze.', code: 'refundTooHigh' })

/** The refund's transition id is its reference at the gateway: a retry after a lost answer refunds once. */
async function askGateway(context: FulfilmentContext, transId: string, amount: number, refId: string): Promise<void> {
  const gateway = comgateClient(context.env)
  try {
    await gateway.refundPayment({ transId, amount, refId })
  } catch (error) {
    // no answer at all: ask once more with the same reference; a refusal (a code) stands
    if (!(error instanceof ComgateError) || error.code !== null) throw error
    await gateway.refundPayment({ transId, amount, refId })
  }
}
