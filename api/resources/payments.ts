import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { listShippingMethods } from '../db/methods'
import { paymentByTransaction } from '../db/payments'
import { syncGatewayPayment, startOnlinePayment } from '../domain/online-payments'
import { expectedDelivery } from '../domain/delivery-dates'
import { orderViolation } from '../domain/order-messages'
import { expireIfDue } from '../domain/payment-deadline'
import type { ApiEnv } from '../env'
import { storefrontOrigin } from '../http/storefront-origin'
import { valid } from '../http/validate'
import { ComgateError, ComgateForgedNotification, parseNotification } from '../payments/comgate'
import { findOrder } from './order-context'
import { jsonLd } from './respond'

/** Paying a placed order online, the gateway's notifications, and the expected delivery dates. */

const tokenParam = z.object({ token: z.string().check(z.minLength(1), z.maxLength(128)) })
const idempotencyKey = z.object({ 'idempotency-key': z.optional(z.string().check(z.minLength(1), z.maxLength(255))) })

/** Comgate's answer format for notifications. */
function gatewayAnswer(c: Context<ApiEnv>, status: 200 | 400 | 502, message: string): Response {
  return c.text(`code=${status === 200 ? 0 : 1}&message=${encodeURIComponent(message)}`, status)
}

export const payments = new Hono<ApiEnv>()
  .get('/orders/:token/pay', valid('param', tokenParam), valid('header', idempotencyKey), async function pay(c) {
    const { token } = c.req.valid('param')
    const language = c.var.language
    let { aggregate, methods } = await findOrder(c, token)
    if (await expireIfDue(c.env, aggregate)) ({ aggregate, methods } = await findOrder(c, token))
    const { order } = aggregate
    if (order.state === 'cancelled') throw orderViolation(language, 'orderCancelled')
    const online =
      methods.payment.find((method) => method.code === aggregate.payments.at(-1)?.method_code)?.gateway != null
    if (order.state !== 'new' || order.payment_state !== 'awaiting_payment' || !online)
      throw orderViolation(language, 'notPayable')
    let started
    try {
      started = await startOnlinePayment(c.env, aggregate, {
        returnUrl: `${storefrontOrigin(c)}/cart/thank-you/${encodeURIComponent(token)}`,
        idempotencyKey: c.req.valid('header')['idempotency-key'] ?? null,
      })
    } catch (error) {
      if (!(error instanceof ComgateError)) throw error
      console.error(
        JSON.stringify({ level: 'error', msg: 'payment start failed', order: order.number, error: error.message }),
      )
      throw orderViolation(language, 'gatewayUnavailable')
    }
    if (!started) throw orderViolation(language, 'notPayable')
    c.header('cache-control', 'private, no-store')
    return jsonLd(c, { '@type': 'PaymentRedirect', url: started.url, transId: started.transId })
  })
  // Comgate's server-to-server notification: verified, then the status is asked from the gateway itself
  .post('/payment-notifications/comgate', async function comgateNotification(c) {
    const body = new URLSearchParams(await c.req.text())
    let transId: string
    try {
      transId = parseNotification(c.env, body).transId
    } catch (error) {
      if (error instanceof ComgateForgedNotification) {
        console.warn(
          JSON.stringify({ level: 'warn', msg: 'forged payment notification rejected', transId: body.get('transId') }),
        )
        return gatewayAnswer(c, 400, 'Invalid notification')
      }
      throw error
    }
    const found = await paymentByTransaction(c.env.DB, transId)
    if (!found) return gatewayAnswer(c, 400, 'Unknown transaction')
    const outcome = await syncGatewayPayment(
      c.env,
      { id: found.id, orderId: found.orderId, transId },
      storefrontOrigin(c),
    )
    if (outcome === 'unavailable') return gatewayAnswer(c, 502, 'Status query failed')
    console.log(JSON.stringify({ level: 'info', msg: 'payment notification', transId, outcome }))
    return gatewayAnswer(c, 200, 'OK')
  })
  .get('/orders/expected-delivery-info/:token', valid('param', tokenParam), async function expectedDeliveryInfo(c) {
    const { aggregate } = await findOrder(c, c.req.valid('param').token)
    const methods = await listShippingMethods(c.env.DB, c.var.locale)
    const method = methods.find((candidate) => candidate.code === aggregate.shipment?.method_code) ?? null
    const from = aggregate.order.checkout_completed_at
      ? new Date(`${aggregate.order.checkout_completed_at.replace(' ', 'T')}Z`)
      : new Date()
    c.header('cache-control', 'private, no-store')
    return jsonLd(c, {
      '@type': 'ExpectedDeliveryInfo',
      shippingMethod: method?.code ?? null,
      ...expectedDelivery(from, method?.deliveryDays ?? { min: 1, max: 2 }),
    })
  })
