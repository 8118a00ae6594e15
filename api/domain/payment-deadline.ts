import { PAYMENT_DEADLINE_MINUTES } from '../../contract/checkout'
import type { PaymentMethodRecord } from '../db/methods'
import { findOrderFacts, transitionGuard } from '../db/fulfilment'
import { cancelOrder, newTransitionId, transitioned } from '../db/order-transitions'
import { listOverdueOrders, type OrderAggregate } from '../db/orders'
import type { Bindings } from '../env'
import { shopOrigin } from '../fulfilment/context'
import { whenCancelled } from '../fulfilment/effects'
import { deliverOutbox } from '../mail'
import { comgateClient } from '../payments/comgate'
import { syncGatewayPayment } from './online-payments'
import { remindUnpaidTransfers } from './payment-reminder'

/**
 * Payment deadlines: an order still unpaid after its deadline is cancelled and its stock released. Online
 * payments have 30 minutes (docs/product.md#checkout), bank transfers 7 days; cash on delivery has none
 * (docs/decisions/014-cart-revision-and-completion.md). A cron runs the sweep every minute; reading an overdue
 * order cancels it at once as well, so the deadline holds wherever the cron does not run (local previews).
 * Before cancelling an online order, the gateway is asked once more: a payment whose notification got lost is
 * recorded as paid instead. A bank transfer's customer gets a mail saying why the order was cancelled (an
 * online payer left the gateway minutes ago and knows). A transfer still unpaid after REMINDER_AFTER_DAYS gets
 * one reminder with the QR Platba (docs/decisions/054-qr-platba.md), sent by the same sweep.
 */

/** Days a bank transfer has to arrive: a transfer between Czech banks takes a working day or two, so this covers a slow payer over a weekend and holidays. */
export const BANK_TRANSFER_DAYS = 7

/**
 * Days after placement that an unpaid transfer is reminded: most transfers have arrived by then, and the four days
 * left to the deadline still let a standard transfer arrive when two of them are a weekend.
 */
export const REMINDER_AFTER_DAYS = 3

/**
 * The deadline of a new order paid by this method, as a SQLite datetime modifier from placement; null for cash
 * on delivery, which is paid at the hand-over and is never cancelled by time.
 */
export function paymentDeadline(method: PaymentMethodRecord | null): string | null {
  if (method?.gateway != null) return `+${PAYMENT_DEADLINE_MINUTES} minutes`
  if (method?.code === 'bank_transfer') return `+${BANK_TRANSFER_DAYS} days`
  return null
}

async function expire(
  env: Bindings,
  orderId: number,
  payment: { id: number; transId: string } | null,
): Promise<boolean> {
  if (payment) {
    const outcome = await syncGatewayPayment(env, { id: payment.id, orderId, transId: payment.transId })
    if (outcome === 'paid') return false
  }
  const facts = await findOrderFacts(env.DB, { orderId })
  const transfer = facts?.payments.at(-1)?.method_code === 'bank_transfer'
  const reason = transfer
    ? `Platba převodem nedorazila do ${BANK_TRANSFER_DAYS} dnů od objednání.`
    : 'Platba nebyla dokončena včas.'
  const transition = newTransitionId()
  const context = { env, actor: 'system', origin: shopOrigin(env) }
  const mail =
    facts && transfer
      ? whenCancelled(context, facts, { reason, refund: 'none' }, transitionGuard(orderId, transition))
      : []
  const results = await env.DB.batch([
    ...cancelOrder(env.DB, orderId, transition, { onlyIfDue: true, actor: 'system', reason }),
    ...mail,
  ])
  const cancelled = transitioned(results)
  if (!cancelled) return false
  if (mail.length > 0) await deliverOutbox(env)
  console.log(JSON.stringify({ level: 'info', msg: 'order cancelled: payment deadline passed', orderId }))
  // close the gateway payment too (it also expires there by itself); a failure here changes nothing for the order
  if (payment)
    await comgateClient(env)
      .cancelPayment(payment.transId)
      .catch(() => undefined)
  return true
}

function isDue(dueAt: string | null, now = new Date()): boolean {
  return dueAt !== null && new Date(`${dueAt.replace(' ', 'T')}Z`).getTime() <= now.getTime()
}

/** Cancels the order when its payment deadline has passed; true when it did. */
export async function expireIfDue(env: Bindings, aggregate: OrderAggregate): Promise<boolean> {
  const { order } = aggregate
  if (order.state !== 'new' || order.payment_state !== 'awaiting_payment' || !isDue(order.payment_due_at)) return false
  const processing = aggregate.payments.find((payment) => payment.state === 'processing' && payment.gateway_trans_id)
  return expire(env, order.id, processing ? { id: processing.id, transId: processing.gateway_trans_id! } : null)
}

/** The transfers due for their one reminder (api/domain/payment-reminder.ts). Returns how many were reminded. */
export function sweepPaymentReminders(env: Bindings, limit = 50): Promise<number> {
  return remindUnpaidTransfers(env, BANK_TRANSFER_DAYS - REMINDER_AFTER_DAYS, limit)
}

/**
 * The cron's sweep: every overdue order, a bounded batch per run, then the reminders (an order past its deadline
 * is cancelled, never reminded). Returns how many were cancelled.
 */
export async function sweepPaymentDeadlines(env: Bindings, limit = 100): Promise<number> {
  let cancelled = 0
  for (const row of await listOverdueOrders(env.DB, limit)) {
    try {
      if (await expire(env, row.id, row.payment)) cancelled++
    } catch (error) {
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'payment deadline sweep failed for an order',
          orderId: row.id,
          error: String(error),
        }),
      )
    }
  }
  // a failing reminder run must not fail the cancellations reported above; the next minute's run tries again
  await sweepPaymentReminders(env).catch((error: unknown) =>
    console.error(JSON.stringify({ level: 'error', msg: 'payment reminder sweep failed', error: String(error) })),
  )
  return cancelled
}
