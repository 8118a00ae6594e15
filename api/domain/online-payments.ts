import { PAYMENT_DEADLINE_MINUTES } from '../../contract/checkout'
import { markPaymentCancelled, newTransitionId, transitioned } from '../db/order-transitions'
import type { OrderAggregate } from '../db/orders'
import { expectedPayment, gatewayOfPayment, markAuthorized, storeGatewayPayment } from '../db/payments'
import type { Bindings } from '../env'
import { shopOrigin } from '../fulfilment/context'
import { completePayment } from '../fulfilment/payments'
import { comgateClient, type ComgatePaymentStatus, orderPaymentLabel } from '../payments/comgate'

/**
 * Online payment through the gateway (Comgate): starting it for a placed order, and applying the status the
 * gateway reports. Statuses are always read from the gateway itself (a notification only says which
 * transaction to ask about), and applying one twice changes nothing.
 */

export type GatewayStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'AUTHORIZED'
/** `mismatch`: the gateway reports money taken, but not the payment's amount in its currency; nothing applied. */
export type GatewayOutcome = 'paid' | 'cancelled' | 'authorized' | 'pending' | 'unchanged' | 'unavailable' | 'mismatch'

/** The shop's only currency; every gateway payment is created in it. */
const CURRENCY = 'CZK'

export type GatewayPayment = { id: number; orderId: number; transId: string }

/**
 * Applies a status the gateway reported. PAID completes the payment through the one completion of fulfilment
 * (api/fulfilment/payments.ts: the order paid, its mail, and a refund when the order was cancelled meanwhile);
 * `origin` is the storefront's, for the mail's link.
 */
export async function applyGatewayStatus(
  env: Bindings,
  payment: { id: number; orderId: number },
  status: GatewayStatus,
  origin = shopOrigin(env),
): Promise<GatewayOutcome> {
  const db = env.DB
  const transition = newTransitionId()
  switch (status) {
    case 'PAID': {
      const completed = await completePayment({ env, actor: 'gateway', origin }, payment.id)
      return completed === 'unchanged' ? 'unchanged' : 'paid'
    }
    case 'CANCELLED': {
      const results = await db.batch(markPaymentCancelled(db, payment.id, transition))
      return transitioned(results) ? 'cancelled' : 'unchanged'
    }
    case 'AUTHORIZED': {
      return (await markAuthorized(db, payment.id)) ? 'authorized' : 'unchanged'
    }
    case 'PENDING':
      return 'pending'
  }
}

/**
 * Asks the gateway for the payment's status and applies it; 'unavailable' when the gateway cannot be reached.
 * A status that says money was taken (PAID, AUTHORIZED) counts only for the payment's exact amount in CZK: a
 * partial payment, or a transaction of another payment or currency, leaves the order unpaid for operations.
 */
export async function syncGatewayPayment(
  env: Bindings,
  payment: GatewayPayment,
  origin?: string,
): Promise<GatewayOutcome> {
  let reported: ComgatePaymentStatus
  try {
    reported = await comgateClient(env).getStatus(payment.transId)
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'warn',
        msg: 'payment status query failed',
        transId: payment.transId,
        error: String(error),
      }),
    )
    return 'unavailable'
  }
  if (reported.status === 'PAID' || reported.status === 'AUTHORIZED') {
    const expected = await expectedPayment(env.DB, payment.id)
    if (!expected || reported.price !== expected.amount || reported.curr !== CURRENCY) {
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'payment amount mismatch: gateway status not applied',
          order: expected?.orderNumber ?? null,
          paymentId: payment.id,
          transId: payment.transId,
          status: reported.status,
          expected: { amount: expected?.amount ?? null, currency: CURRENCY },
          reported: { amount: reported.price, currency: reported.curr },
        }),
      )
      return 'mismatch'
    }
  }
  return applyGatewayStatus(env, payment, reported.status, origin)
}

export type PaymentStart = { url: string; transId: string }

/**
 * Sends the customer to the gateway for the order's open payment. A payment already started is reused (the
 * same redirect), so repeating the call — with or without the same Idempotency-Key — never opens a second
 * gateway payment for it.
 */
export async function startOnlinePayment(
  env: Bindings,
  aggregate: OrderAggregate,
  input: { returnUrl: string; idempotencyKey: string | null },
): Promise<PaymentStart | null> {
  const payment = [...aggregate.payments]
    .reverse()
    .find((candidate) => candidate.state === 'new' || candidate.state === 'processing')
  if (!payment) return null
  if (payment.state === 'processing' && payment.gateway_trans_id && payment.gateway_redirect) {
    return { url: payment.gateway_redirect, transId: payment.gateway_trans_id }
  }
  const { order } = aggregate
  const billing = order.billing_address
    ? (JSON.parse(order.billing_address) as { firstName?: string; lastName?: string })
    : {}
  const shippingKind = aggregate.shipment?.method_code === 'courier' ? 'HOME_DELIVERY' : 'PICKUP'
  const created = await comgateClient(env).createPayment({
    price: payment.amount,
    label: orderPaymentLabel(order.number ?? String(order.id)),
    refId: order.number ?? String(order.id),
    email: order.email ?? '',
    fullName: [billing.firstName, billing.lastName].filter(Boolean).join(' ') || undefined,
    delivery: shippingKind,
    returnUrl: input.returnUrl,
    // the gateway closes the payment with the order's deadline, so nothing can be paid after the cancellation
    expirationTime: `${PAYMENT_DEADLINE_MINUTES}m`,
  })
  const stored = await storeGatewayPayment(env.DB, payment.id, {
    transId: created.transId,
    redirect: created.redirect,
    idempotencyKey: input.idempotencyKey,
  })
  if (stored) return { url: created.redirect, transId: created.transId }
  // a parallel call started it first: theirs is the payment the customer uses
  const winner = await gatewayOfPayment(env.DB, payment.id)
  return winner ? { url: winner.redirect, transId: winner.transId } : null
}
