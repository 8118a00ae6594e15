import type { RefundBody } from '../../contract/admin/orders'
import { insertAudit } from '../db/admin-audit'
import { findOrderFacts } from '../db/fulfilment'
import {
  both,
  recordVoucherParts,
  returnableVouchers,
  returnVoucherParts,
  vouchersCover,
} from '../db/gift-card-returns'
import { newTransitionId, transitioned } from '../db/order-transitions'
import { insertRefundLines, partsFit, refundableOf } from '../db/refund-lines'
import { applyVoucherRefund, insertVoucherRefund, refundGuard } from '../db/refunds'
import { NotFoundError, ValidationError } from '../http/errors'
import { maskedGiftCardCode } from '../invoices/document'
import { type FulfilmentContext, sendQueuedMails } from './context'
import { whenRefunded } from './effects'
import { priceRefund, reasonOf, settleRefund } from './refund-parts'
import { refuse } from './rules'

/**
 * A refund of an order that vouchers paid wholly, or whose money is all given back already (decision 056): chosen
 * lines, the shipping or a goodwill amount go back to the vouchers, the last applied first, up to what each paid;
 * no gateway is asked, no money moves. The refund (amount 0, method `gift_card`, no payment), its lines and its
 * vouchers' parts are written in one batch whose condition re-checks the pieces and the vouchers, so two refunds at
 * once never give back more than was paid. The credit note is that of any refund with a voucher part.
 */
export async function refundToVouchers(
  context: FulfilmentContext,
  token: string,
  input: RefundBody,
): Promise<{ toVouchers: number }> {
  const db = context.env.DB
  const facts = await findOrderFacts(db, { token })
  if (!facts) throw new NotFoundError()
  if (facts.state === 'cancelled') refuse(noRefund(`Objednávka ${facts.number} je zrušená.`, 'orderCancelled'))
  // an order still owing money has no invoice to credit and no refund to make: staff cancel it, or wait for payment
  if (facts.payment_state !== 'paid' && facts.payment_state !== 'partially_refunded')
    refuse(noRefund('Objednávka ještě není zaplacená, není co vracet.', 'orderNotPaid'))
  if (facts.payments.some((payment) => payment.state === 'completed' && payment.amount > payment.refunded))
    refuse(noRefund('Objednávka má zaplacené peníze: vraťte je u platby.', 'paymentLeft'))
  const priced = priceRefund(input, await refundableOf(db, facts.id))
  if (Array.isArray(priced)) throw new ValidationError(priced)
  const { parts, total } = priced
  const settled = settleRefund(total, 0, await returnableVouchers(db, facts.id))
  if (settled === null || settled.vouchers.length === 0) refuse(tooMuch())
  const vouchers = settled!.vouchers
  const transition = newTransitionId()
  const reason = reasonOf(input, parts)
  const guard = refundGuard(transition)
  const giftCards = vouchers.map((back) => ({ code: maskedGiftCardCode(back.code), amount: back.amount }))
  const results = await db.batch([
    insertVoucherRefund(
      db,
      { orderId: facts.id, reason, actor: context.actor, transition },
      both(partsFit(facts.id, parts), vouchersCover(facts.id, vouchers)),
    ),
    ...insertRefundLines(db, transition, parts),
    ...recordVoucherParts(db, transition, vouchers),
    ...returnVoucherParts(db, facts.id, vouchers, guard),
    ...applyVoucherRefund(db, { orderId: facts.id, reason, actor: context.actor, transition, toVouchers: total }),
    ...(await whenRefunded(
      context,
      facts,
      {
        amount: 0,
        method: 'gift_card',
        account: null,
        reason,
        transition,
        parts,
        positions: priced.positions,
        creditAmount: total,
        giftCards,
      },
      guard,
    )),
    insertAudit(
      db,
      {
        actor: context.actor,
        action: 'create',
        resource: `/api/v2/admin/orders/${facts.token}/refunds`,
        before: null,
        after: {
          amount: 0,
          method: 'gift_card',
          lines: parts,
          toVouchers: vouchers.map(({ code, amount }) => ({ code, amount })),
        },
      },
      guard,
    ),
  ])
  if (!transitioned(results)) {
    // another refund took the pieces or the vouchers' parts between the read and the write: say which
    const again = priceRefund(input, await refundableOf(db, facts.id))
    if (Array.isArray(again)) throw new ValidationError(again)
    refuse(tooMuch())
  }
  await sendQueuedMails(context)
  return { toVouchers: total }
}

const noRefund = (message: string, code: string) => ({ propertyPath: '', message, code })
const tooMuch = () => ({
  propertyPath: '',
  message: 'Tolik už na dárkové poukazy vrátit nelze.',
  code: 'refundTooHigh',
})
