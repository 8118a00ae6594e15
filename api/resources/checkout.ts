import { Hono } from 'hono'
import * as z from 'zod/mini'
import { orderCompleteInput, paymentUpdateInput, shipmentUpdateInput } from '../../contract/checkout'
import { idFromIri } from '../../contract/iri'
import { limitClient } from '../auth/client-limit'
import { prepare, sql } from '../db/sql'
import { containsAlcohol, currentPayment, paymentMethodOf, persistStatements, recalculate, shippingMethodOf, withPricing } from '../domain/cart'
import { sendOrderConfirmation } from '../domain/order-mail'
import { orderViolation } from '../domain/order-messages'
import { newTransitionId, placeOrder, transitioned } from '../domain/order-transitions'
import type { ApiEnv } from '../env'
import { HttpError, NotFoundError } from '../http/errors'
import { valid } from '../http/validate'
import { validatePickupPoint } from '../shipping/packeta'
import { answerWithCart, findCart, findOrder, type OrderContext, reprice, respondWithOrder } from './order-context'

/** Checkout (SHOP-API.md 5.8-5.10): shipping with the pickup point, payment, and completing the order. */

const token = z.string().check(z.minLength(1), z.maxLength(128))
const subresource = z.object({ token, id: z.coerce.number().check(z.int(), z.positive()) })
const tokenParam = z.object({ token })
const idempotencyKey = z.optional(z.string().check(z.minLength(1), z.maxLength(255)))

const SHIPPING_SELECTABLE = ['addressed', 'shipping_selected', 'payment_selected', 'payment_skipped']
const PAYMENT_SELECTABLE = ['shipping_selected', 'shipping_skipped', 'payment_selected']

/** What the customer may do next from a checkout state (for the wrong-state message). */
const NEXT_TRANSITIONS: Record<string, string[]> = {
  cart: ['address'],
  addressed: ['address', 'select_shipping'],
  shipping_selected: ['address', 'select_shipping', 'select_payment'],
  payment_selected: ['address', 'select_shipping', 'select_payment', 'complete'],
}

export const checkout = new Hono<ApiEnv>()
  .patch('/orders/:token/shipments/:id', valid('param', subresource), valid('json', shipmentUpdateInput), async function selectShipping(c) {
    const { token, id } = c.req.valid('param')
    const input = c.req.valid('json')
    const { aggregate, methods } = await findCart(c, token)
    const language = c.var.language
    if (aggregate.shipment?.id !== id) throw new NotFoundError()
    if (!SHIPPING_SELECTABLE.includes(aggregate.order.checkout_state)) throw orderViolation(language, 'addressFirst')
    const code = idFromIri(input.shippingMethod)
    const method = methods.shipping.find((candidate) => candidate.code === code)
    if (!method) throw orderViolation(language, 'shippingMethodNotFound', { code }, 'shippingMethod')
    let branch: { id: string; name: string } | null = null
    if (method.kind === 'pickup_point') {
      const branchId = input.branchId === undefined || input.branchId === null ? '' : String(input.branchId).trim()
      if (!branchId) throw orderViolation(language, 'pickupPointRequired', {}, 'branchId')
      const checked = await validatePickupPoint(c.env, { id: branchId, requireStaffed: containsAlcohol(aggregate) })
      if (!checked.valid) {
        const key = checked.reason === 'not_staffed' ? 'pickupPointNotStaffed' : checked.reason === 'unknown' ? 'pickupPointUnknown' : 'pickupPointUnavailable'
        throw orderViolation(language, key, {}, 'branchId')
      }
      // the name the pickup-point service gives, not the one the client sent
      branch = { id: checked.point.id, name: checked.point.name || input.branchName || checked.point.id }
    }
    const payment = paymentMethodOf(aggregate, methods)
    const keepPayment = payment && method.paymentCodes.includes(payment.code)
    const db = c.env.DB
    await db.batch([
      prepare(
        db,
        sql`UPDATE shipments SET method_code = ${method.code}, branch_id = ${branch?.id ?? null}, branch_name = ${branch?.name ?? null},
            updated_at = datetime('now') WHERE id = ${id}`,
      ),
      prepare(db, sql`UPDATE orders SET checkout_state = 'shipping_selected', updated_at = datetime('now') WHERE id = ${aggregate.order.id}`),
      ...(keepPayment
        ? []
        : [prepare(db, sql`UPDATE payments SET method_code = ${method.paymentCodes[0] ?? null} WHERE order_id = ${aggregate.order.id} AND state = 'cart'`)]),
    ])
    return answerWithCart(c, token)
  })
  .patch('/orders/:token/payments/:id', valid('param', subresource), valid('json', paymentUpdateInput), async function selectPayment(c) {
    const { token, id } = c.req.valid('param')
    const { aggregate, methods } = await findCart(c, token)
    const language = c.var.language
    if (currentPayment(aggregate)?.id !== id) throw new NotFoundError()
    if (!PAYMENT_SELECTABLE.includes(aggregate.order.checkout_state)) throw orderViolation(language, 'shippingFirst')
    const code = idFromIri(c.req.valid('json').paymentMethod)
    const method = methods.payment.find((candidate) => candidate.code === code)
    if (!method) throw orderViolation(language, 'paymentMethodNotFound', { code }, 'paymentMethod')
    if (!shippingMethodOf(aggregate, methods)?.paymentCodes.includes(code)) {
      throw orderViolation(language, 'paymentMethodNotAllowed', { name: method.name }, 'paymentMethod')
    }
    await c.env.DB.batch([
      prepare(c.env.DB, sql`UPDATE payments SET method_code = ${code}, updated_at = datetime('now') WHERE id = ${id}`),
      prepare(c.env.DB, sql`UPDATE orders SET checkout_state = 'payment_selected', updated_at = datetime('now') WHERE id = ${aggregate.order.id}`),
    ])
    return answerWithCart(c, token)
  })
  .patch(
    '/orders/:token/complete',
    valid('param', tokenParam),
    valid('header', z.object({ 'idempotency-key': idempotencyKey })),
    valid('json', orderCompleteInput),
    async function completeOrder(c) {
      await limitClient(c, 'completion')
      const { token } = c.req.valid('param')
      const key = c.req.valid('header')['idempotency-key'] ?? null
      const found = await findOrder(c, token)
      if (found.aggregate.order.state !== 'cart') return repeatedCompletion(c, found, key)
      // the customer confirmed the totals they saw; a price that moved since sends them back to look (409),
      // and the cart they then read reports the change
      const recalculation = await recalculate(c.env.DB, found.aggregate, found.methods, c.var.locale)
      if (recalculation.changes.length > 0) throw new HttpError(409, 'Order total has changed during checkout process.')
      if (recalculation.dirty) await c.env.DB.batch(persistStatements(c.env.DB, found.aggregate, recalculation))
      if (recalculation.priced.total !== found.aggregate.order.total) throw new HttpError(409, 'Order total has changed during checkout process.')
      const aggregate = withPricing(found.aggregate, recalculation)
      assertCompletable(c.var.language, { aggregate, methods: found.methods })
      await checkoutHooks.beforePlacement()
      const transition = newTransitionId()
      const online = paymentMethodOf(aggregate, found.methods)?.gateway != null
      const notes = c.req.valid('json').notes
      const results = await c.env.DB.batch(
        placeOrder(c.env.DB, { orderId: aggregate.order.id, transition, total: aggregate.order.total, idempotencyKey: key, notes, online }),
      )
      if (transitioned(results)) {
        const placed = await findOrder(c, token)
        // the order stands whatever becomes of the mail (the outbox retries it)
        await sendOrderConfirmation(c, placed.aggregate, placed.methods).catch((error: unknown) =>
          console.error(JSON.stringify({ level: 'error', msg: 'order confirmation not queued', error: String(error) })),
        )
        return respondWithOrder(c, placed, null)
      }
      return explainRefusal(c, token, key)
    },
  )

/** A test seam: tests inject latency between the checks above and the placement batch. */
export const checkoutHooks = { beforePlacement: async (): Promise<void> => {} }

function assertCompletable(language: 'cs' | 'en', { aggregate, methods }: OrderContext): void {
  const { order, items, shipment } = aggregate
  if (items.length === 0) throw orderViolation(language, 'emptyOrder')
  if (order.checkout_state !== 'payment_selected') {
    const transitions = (NEXT_TRANSITIONS[order.checkout_state] ?? []).join(', ')
    throw orderViolation(language, 'wrongState', { state: order.checkout_state, transitions })
  }
  if (!order.email) throw orderViolation(language, 'emailRequired', {}, 'email')
  const shipping = shippingMethodOf(aggregate, methods)
  if (shipping?.kind === 'pickup_point' && !shipment?.branch_id) throw orderViolation(language, 'pickupPointRequired', {}, 'branchId')
  for (const line of items) {
    if (line.sellable !== 1) throw orderViolation(language, 'productDisabled', { name: line.product_name })
    if (line.tracked === 1 && line.quantity > line.available) throw orderViolation(language, 'insufficientStock', { name: line.product_name })
  }
}

/** A completion of an order already placed: the same order for the same Idempotency-Key, else not found. */
function repeatedCompletion(c: Parameters<typeof respondWithOrder>[0], context: OrderContext, key: string | null): Response {
  if (key !== null && context.aggregate.order.completion_key === key) return respondWithOrder(c, context, null)
  throw new NotFoundError()
}

/** The placement changed nothing: placed meanwhile (by a retry with our key, or another request), or stock / coupon ran out. */
async function explainRefusal(c: Parameters<typeof respondWithOrder>[0], token: string, key: string | null): Promise<Response> {
  const context = await findOrder(c, token)
  if (context.aggregate.order.state !== 'cart') return repeatedCompletion(c, context, key)
  const language = c.var.language
  for (const line of context.aggregate.items) {
    if (line.tracked === 1 && line.quantity > line.available) throw orderViolation(language, 'insufficientStock', { name: line.product_name })
  }
  if (context.aggregate.order.coupon_code) {
    // the coupon's last use went to someone else: the cart is priced without it now
    await prepare(c.env.DB, sql`UPDATE orders SET coupon_code = NULL WHERE id = ${context.aggregate.order.id} AND state = 'cart'`).run()
    await reprice(c, await findCart(c, token))
    throw orderViolation(language, 'couponInvalid', {}, 'couponCode')
  }
  throw new HttpError(409, 'Order total has changed during checkout process.')
}
