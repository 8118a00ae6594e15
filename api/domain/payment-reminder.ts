import { DEFAULT_LOCALE } from '../../contract/channel'
import { formatIban } from '../../contract/iban'
import { formatDate } from '../../contract/prague-time'
import { variableSymbolOf } from '../../contract/variable-symbol'
import { loadMethods, type Methods } from '../db/methods'
import { findOrderById, loadAggregate } from '../db/orders'
import { claimReminder, listOrdersToRemind, reminderGuard } from '../db/payment-reminders'
import type { Bindings } from '../env'
import { shopOrigin } from '../fulfilment/context'
import { deliverOutbox, prepareMail } from '../mail'
import { bankTransferOf } from '../payments/bank-transfer'
import { shopAccountOf } from '../payments/shop-account'
import { currentPayment, paymentMethodOf } from './cart'

/**
 * The one payment reminder of an unpaid bank transfer (docs/decisions/054-qr-platba.md): some days before the
 * deadline (api/domain/payment-deadline.ts says how many), the customer gets a mail with everything needed to pay
 * (the account, the symbol, the amount, the day, the QR Platba) and the order's page.
 */

/**
 * Claims the order and queues its reminder in one batch; false when it was not due any more (paid, cancelled,
 * reminded by another run meanwhile).
 */
async function remind(env: Bindings, orderId: number, methods: Methods, withinDays: number): Promise<boolean> {
  const order = await findOrderById(env.DB, orderId)
  if (!order?.email || !order.number || !order.payment_due_at) return false
  const aggregate = await loadAggregate(env.DB, order, DEFAULT_LOCALE)
  // null without a configured account: the method's instructions stand in, as in the confirmation
  const transfer = bankTransferOf(aggregate, methods, shopAccountOf(env))
  const reminder = crypto.randomUUID()
  const mail = prepareMail(
    env,
    {
      to: order.email,
      template: 'payment-reminder',
      attachments: transfer ? [{ qrPlatba: transfer.spd }] : [],
      params: {
        number: order.number,
        amount: transfer?.amount ?? currentPayment(aggregate)?.amount ?? order.total,
        variableSymbol: transfer?.variableSymbol ?? variableSymbolOf(order.number),
        dueBy: formatDate(order.payment_due_at) ?? '',
        account: transfer
          ? { czech: transfer.account.czech, iban: formatIban(transfer.account.iban), bic: transfer.account.bic }
          : null,
        instructions: paymentMethodOf(aggregate, methods)?.instructions ?? null,
        qrPlatba: transfer !== null,
        link: `${shopOrigin(env)}/order/${encodeURIComponent(order.token)}`,
      },
    },
    reminderGuard(orderId, reminder),
  )
  const [claimed] = await env.DB.batch([...claimReminder(env.DB, orderId, reminder, withinDays), mail])
  return claimed?.meta.changes === 1
}

/**
 * Reminds every transfer order whose deadline is at most `withinDays` ahead and not reminded yet, a bounded batch
 * per run. Returns how many were sent.
 */
export async function remindUnpaidTransfers(env: Bindings, withinDays: number, limit: number): Promise<number> {
  const due = await listOrdersToRemind(env.DB, withinDays, limit)
  if (due.length === 0) return 0
  const methods = await loadMethods(env.DB, DEFAULT_LOCALE)
  let reminded = 0
  for (const orderId of due) {
    try {
      if (await remind(env, orderId, methods, withinDays)) reminded++
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'error', msg: 'payment reminder failed for an order', orderId, error: String(error) }),
      )
    }
  }
  if (reminded > 0) await deliverOutbox(env)
  return reminded
}
