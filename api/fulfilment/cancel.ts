import { insertAudit } from '../db/admin-audit'
import type { Violation } from '../../contract/hydra'
import { findOrderFacts, type OrderFacts, transitionGuard } from '../db/fulfilment'
import { spentIssuedCodes } from '../db/gift-cards'
import { cancelOrder, newTransitionId, transitioned } from '../db/order-transitions'
import { syncGatewayPayment } from '../domain/online-payments'
import { NotFoundError } from '../http/errors'
import { comgateClient } from '../payments/comgate'
import { CarrierError } from '../shipping/carrier'
import { carrierFor } from '../shipping/registry'
import { cancellationCreditNote } from './cancel-credit-note'
import { type FulfilmentContext, sendQueuedMails } from './context'
import { whenCancelled } from './effects'
import { refundPayment } from './payments'
import { CANCELLABLE_SHIPPING, cancelRefusal, refuse } from './rules'

/**
 * Staff cancel an order (docs/decisions/044-fulfilment.md): the gateway is asked first, so money it took
 * meanwhile is recorded before anything; a carrier's parcel is cancelled at the carrier; then one batch cancels the
 * order, its open payments and shipment, returns its stock and the coupon use; then money paid goes back (card
 * payments through the gateway, others to `refundAccount` when staff give one, else staff refund later).
 */

function refundKind(facts: OrderFacts): 'none' | 'card' | 'transfer' {
  const paid = facts.payments.filter((payment) => payment.state === 'completed')
  if (paid.length === 0) return 'none'
  return paid.some((payment) => payment.gateway !== null) ? 'card' : 'transfer'
}

async function factsOf(context: FulfilmentContext, token: string): Promise<OrderFacts> {
  const facts = await findOrderFacts(context.env.DB, { token })
  if (!facts) throw new NotFoundError()
  return facts
}

/**
 * A voucher the order bought that already paid for something stops the cancellation (decision 056): the buyer
 * withdraws from unused vouchers only; staff refund the rest of the order by its lines.
 */
async function voucherRefusal(context: FulfilmentContext, facts: OrderFacts): Promise<Violation | null> {
  const spent = await spentIssuedCodes(context.env.DB, facts.id)
  if (spent.length === 0) return null
  const ends = spent.map((code) => `…${code.slice(-4)}`).join(', ')
  return {
    propertyPath: '',
    message: `Poukaz z této objednávky už byl použit (${ends}), objednávku proto nejde zrušit. Nepoužité zboží a poukazy vraťte vrácením jednotlivých položek.`,
    code: 'giftCardUsed',
  }
}

export async function cancelByStaff(
  context: FulfilmentContext,
  token: string,
  input: { reason?: string | null; refundAccount?: string | null },
): Promise<void> {
  const env = context.env
  let facts = await factsOf(context, token)
  const refused = cancelRefusal(facts) ?? (await voucherRefusal(context, facts))
  if (refused) refuse(refused)
  const open = facts.payments.filter((payment) => payment.state === 'processing' && payment.gateway_trans_id !== null)
  for (const payment of open)
    await syncGatewayPayment(
      env,
      { id: payment.id, orderId: facts.id, transId: payment.gateway_trans_id! },
      context.origin,
    )
  if (open.length > 0) facts = await factsOf(context, token)
  const carrier = carrierFor(env, facts.shipment?.method_code)
  if (facts.shipment?.parcel_id && carrier) {
    try {
      await carrier.cancel(facts.shipment.parcel_id)
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error
      refuse({
        propertyPath: '',
        message: `Dopravce ${carrier.name} zásilku zrušit nedovolil (${error.fault ?? 'nedostupný'}): už je na cestě.`,
        code: 'carrierRefused',
      })
    }
  }
  const reason = input.reason?.trim() || null
  const transition = newTransitionId()
  const guard = transitionGuard(facts.id, transition)
  const db = env.DB
  const creditNote = await cancellationCreditNote(context, facts, reason, guard)
  const results = await db.batch([
    ...cancelOrder(db, facts.id, transition, {
      onlyIfDue: false,
      actor: context.actor,
      reason: reason ?? undefined,
      shippingStates: CANCELLABLE_SHIPPING,
    }),
    ...whenCancelled(context, facts, { reason, refund: refundKind(facts) }, guard),
    ...creditNote,
    insertAudit(
      db,
      {
        actor: context.actor,
        action: 'update',
        resource: `/api/v2/admin/orders/${token}`,
        before: { state: facts.state },
        after: { state: 'cancelled', reason },
      },
      guard,
    ),
  ])
  if (!transitioned(results))
    refuse(
      cancelRefusal((facts = await factsOf(context, token))) ??
        (await voucherRefusal(context, facts)) ?? {
          propertyPath: '',
          message: 'Objednávka se mezitím změnila.',
          code: 'conflict',
        },
    )
  await sendQueuedMails(context)
  // read again: a payment may have completed between the first read and the cancellation
  const cancelled = await factsOf(context, token)
  for (const payment of cancelled.payments) {
    const left = payment.amount - payment.refunded
    if (payment.state !== 'completed' || left <= 0) continue
    if (payment.gateway === null && !input.refundAccount) continue
    try {
      await refundPayment(context, payment.id, {
        amount: left,
        reason: reason ?? 'Objednávka byla zrušena.',
        account: input.refundAccount ?? null,
      })
    } catch (error) {
      // the order stays cancelled and 'paid': staff see it and refund again
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'refund of a cancelled order failed',
          order: cancelled.number,
          paymentId: payment.id,
          error: String(error),
        }),
      )
    }
  }
  // the gateway closes what the payer has not paid, so nothing can be paid for the cancelled order
  for (const payment of open)
    await comgateClient(env)
      .cancelPayment(payment.gateway_trans_id!)
      .catch(() => undefined)
}
