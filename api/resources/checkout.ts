import { Hono } from 'hono'
import * as z from 'zod/mini'
import { orderCompleteInput, paymentUpdateInput, shipmentUpdateInput } from '../../contract/checkout'
import { idFromIri } from '../../contract/iri'
import { limitClient } from '../auth/client-limit'
import { choosePayment, chooseShipping, dropCoupon, resetPaymentMethod, setCheckoutState } from '../db/checkout-writes'
import { checkMethods } from '../domain/checkout-rules'
import {
  containsAlcohol,
  currentPayment,
  lineShortOfStock,
  paymentMethodOf,
  persistStatements,
  recalculate,
  withPricing,
} from '../domain/cart'
import { sendOrderConfirmation } from '../domain/order-mail'
import { orderViolation } from '../domain/order-messages'
import { queueHeurekaOrder } from '../db/heureka'
import { newTransitionId, orderGuard, placeOrder, transitioned } from '../db/order-transitions'
import { recordInvitationConsent } from '../db/reviews'
import { paymentDeadline } from '../domain/payment-deadline'
import { unapplyGiftCard } from '../db/gift-cards'
import { giftCardViolation } from '../domain/gift-card-cart'
import { settleOrderPaidByGiftCards } from '../fulfilment/gift-card-placement'
import type { ApiEnv } from '../env'
import { deliverHeurekaOrders, heurekaEnabled } from '../heureka/certification'
import { afterAnswer } from '../http/after-answer'
import { HttpError, NotFoundError } from '../http/errors'
import { requireFields } from '../http/required-fields'
import { valid } from '../http/validate'
import {
  answerWithCart,
  findCart,
  findOrder,
  type OrderContext,
  reprice,
  respondWithOrder,
  writeToCart,
} from './order-context'

/** Checkout (docs/shop-api.md#cart-and-checkout): shipping with the pickup point, payment, and completing the order. */

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
  .patch(
    '/orders/:token/shipments/:id',
    valid('param', subresource),
    requireFields('shippingMethod'),
    valid('json', shipmentUpdateInput),
    async function selectShipping(c) {
      const { token, id } = c.req.valid('param')
      const input = c.req.valid('json')
      const { aggregate, methods } = await findCart(c, token)
      const language = c.var.language
      if (aggregate.shipment?.id !== id) throw new NotFoundError()
      if (!SHIPPING_SELECTABLE.includes(aggregate.order.checkout_state)) throw orderViolation(language, 'addressFirst')
      const branchId = input.branchId === undefined || input.branchId === null ? null : String(input.branchId)
      const { shipping: method, point } = await checkMethods(c.env, language, aggregate, methods, {
        shippingCode: idFromIri(input.shippingMethod),
        branchId,
      })
      // the name the pickup-point service gives, not the one the client sent
      const branch = point ? { id: point.id, name: point.name || input.branchName || point.id } : null
      const payment = paymentMethodOf(aggregate, methods)
      const keepPayment = payment && method.paymentCodes.includes(payment.code)
      const db = c.env.DB
      const orderId = aggregate.order.id
      await writeToCart(c, orderId, [
        chooseShipping(db, orderId, id, method.code, branch),
        setCheckoutState(db, orderId, 'shipping_selected'),
        ...(keepPayment ? [] : [resetPaymentMethod(db, orderId, method.paymentCodes[0] ?? null)]),
      ])
      return answerWithCart(c, token)
    },
  )
  .patch(
    '/orders/:token/payments/:id',
    valid('param', subresource),
    requireFields('paymentMethod'),
    valid('json', paymentUpdateInput),
    async function selectPayment(c) {
      const { token, id } = c.req.valid('param')
      const { aggregate, methods } = await findCart(c, token)
      const language = c.var.language
      if (currentPayment(aggregate)?.id !== id) throw new NotFoundError()
      if (!PAYMENT_SELECTABLE.includes(aggregate.order.checkout_state)) throw orderViolation(language, 'shippingFirst')
      const code = idFromIri(c.req.valid('json').paymentMethod)
      const { shipment } = aggregate
      await checkMethods(c.env, language, aggregate, methods, {
        shippingCode: shipment?.method_code ?? null,
        branchId: shipment?.branch_id ?? null,
        paymentCode: code,
      })
      await writeToCart(c, aggregate.order.id, [
        choosePayment(c.env.DB, id, code),
        setCheckoutState(c.env.DB, aggregate.order.id, 'payment_selected'),
      ])
      return answerWithCart(c, token)
    },
  )
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
      // a voucher spent by another order since this cart was priced is dropped, and the customer told (422)
      await dropSpentGiftCards(c, found)
      assertCompletable(c.var.language, found)
      // every shipping and payment rule again: the cart may have changed since the methods were chosen
      const { payment } = await checkMethods(
        c.env,
        c.var.language,
        found.aggregate,
        found.methods,
        completionChoice(found),
      )
      // the cart's own rules first, then the buyer: alcohol only to one verified adult (decision 038)
      assertAgeVerified(c.var.language, found.aggregate)
      // the customer confirmed the totals they saw; a price that moved since sends them back to look (409),
      // and the cart they then read reports the change
      const recalculation = recalculate(found.aggregate, found.methods, found.promotions)
      if (recalculation.changes.length > 0) throw new HttpError(409, 'Order total has changed during checkout process.')
      if (recalculation.dirty) await c.env.DB.batch(persistStatements(c.env.DB, found.aggregate, recalculation))
      if (recalculation.priced.total !== found.aggregate.order.total)
        throw new HttpError(409, 'Order total has changed during checkout process.')
      const aggregate = withPricing(found.aggregate, recalculation)
      await checkoutHooks.beforePlacement()
      const transition = newTransitionId()
      const { notes, heurekaOptOut, reviewInvitations } = c.req.valid('json')
      // placed only at the priced total and revision: a cart write since the pricing makes this change nothing (409 below)
      const placement = {
        orderId: aggregate.order.id,
        transition,
        total: aggregate.order.total,
        revision: aggregate.order.revision,
      }
      // Heureka's questionnaire (decision 062): queued with the placement, sent after the answer, never blocking
      const heureka = { optOut: heurekaOptOut === true, enabled: heurekaEnabled(c.env) }
      const placedGuard = orderGuard(placement.orderId, transition)
      const consent = reviewInvitations === true
      const results = await c.env.DB.batch([
        ...placeOrder(c.env.DB, { ...placement, idempotencyKey: key, notes, dueIn: paymentDeadline(payment) }),
        ...queueHeurekaOrder(c.env.DB, placement.orderId, heureka, placedGuard, Date.now()),
        // the review invitation's consent (decision 061), recorded only with this placement
        ...(consent ? [recordInvitationConsent(c.env.DB, aggregate.order.id, transition)] : []),
      ])
      if (transitioned(results)) {
        // nothing left to pay: the vouchers paid it, and it is settled as paid now (decision 056)
        if (paidByGiftCards({ ...found, aggregate }))
          await settleOrderPaidByGiftCards(
            c.env,
            { id: aggregate.order.id, paidByGiftCards: aggregate.order.gift_cards_total },
            c.req.url,
          )
        const placed = await findOrder(c, token)
        // the order stands whatever becomes of the mail (the outbox retries it)
        await sendOrderConfirmation(c, placed.aggregate, placed.methods).catch((error: unknown) =>
          console.error(JSON.stringify({ level: 'error', msg: 'order confirmation not queued', error: String(error) })),
        )
        await afterAnswer(c, () => deliverHeurekaOrders(c.env))
        return respondWithOrder(c, placed, null)
      }
      return explainRefusal(c, token, key)
    },
  )

/** A test seam: tests inject latency between the checks above and the placement batch. */
export const checkoutHooks = { beforePlacement: async (): Promise<void> => {} }

/** The methods the cart holds, for the rules at completion (no payment when the vouchers paid it all). */
function completionChoice(context: OrderContext) {
  const shipment = context.aggregate.shipment
  return {
    shippingCode: shipment?.method_code ?? null,
    branchId: shipment?.branch_id ?? null,
    ...(paidByGiftCards(context) ? {} : { paymentCode: currentPayment(context.aggregate)?.method_code ?? null }),
  }
}

/**
 * The vouchers applied that no longer cover what the cart last asked of them (spent by another order, voided,
 * expired) leave the cart, which is priced again, and the completion ends in the Czech 422 (decision 056).
 */
async function dropSpentGiftCards(c: Parameters<typeof respondWithOrder>[0], context: OrderContext): Promise<void> {
  const spent = context.aggregate.giftCards.filter(
    (card) => card.state === 'cart' && card.amount > 0 && (card.usable !== 1 || card.remaining < card.amount),
  )
  if (spent.length === 0) return
  const orderId = context.aggregate.order.id
  await writeToCart(
    c,
    orderId,
    spent.map((card) => unapplyGiftCard(c.env.DB, orderId, card.gift_card_id)),
  )
  await reprice(c, await findCart(c, context.aggregate.order.token))
  throw giftCardViolation('usedMeanwhile')
}

/** Nothing left to pay once the vouchers paid: no payment to choose (decision 056). */
function paidByGiftCards({ aggregate }: OrderContext): boolean {
  return aggregate.order.total === 0 && aggregate.order.gift_cards_total > 0
}

function assertCompletable(language: 'cs' | 'en', context: OrderContext): void {
  const { order, items } = context.aggregate
  if (items.length === 0) throw orderViolation(language, 'emptyOrder')
  const ready =
    order.checkout_state === 'payment_selected' ||
    (order.checkout_state === 'shipping_selected' && paidByGiftCards(context))
  if (!ready) {
    const transitions = (NEXT_TRANSITIONS[order.checkout_state] ?? []).join(', ')
    throw orderViolation(language, 'wrongState', { state: order.checkout_state, transitions })
  }
  if (!order.email) throw orderViolation(language, 'emailRequired', {}, 'email')
  // goods added after a vouchers-only cart was addressed by name alone: no delivery address yet (decision 056)
  if (order.shipping_address === null && items.some((line) => line.gift_card !== 1))
    throw orderViolation(language, 'addressFirst')
  for (const line of items) {
    if (line.sellable !== 1) throw orderViolation(language, 'productDisabled', { name: line.product_name })
  }
  const short = lineShortOfStock(items)
  if (short) throw orderViolation(language, 'insufficientStock', { name: short.product_name })
}

/** Alcohol is sold only to a buyer verified adult by an objective method (decision 038); the placement checks it again. */
function assertAgeVerified(language: 'cs' | 'en', aggregate: OrderContext['aggregate']): void {
  if (containsAlcohol(aggregate) && aggregate.order.age_verified_at === null)
    throw orderViolation(language, 'ageNotVerified', {}, 'ageVerification')
}

/** A completion of an order already placed: the same order for the same Idempotency-Key, else not found. */
function repeatedCompletion(
  c: Parameters<typeof respondWithOrder>[0],
  context: OrderContext,
  key: string | null,
): Response {
  if (key !== null && context.aggregate.order.completion_key === key) return respondWithOrder(c, context, null)
  throw new NotFoundError()
}

/** The placement changed nothing: placed meanwhile (by a retry with our key, or another request), or stock / coupon ran out. */
async function explainRefusal(
  c: Parameters<typeof respondWithOrder>[0],
  token: string,
  key: string | null,
): Promise<Response> {
  const context = await findOrder(c, token)
  if (context.aggregate.order.state !== 'cart') return repeatedCompletion(c, context, key)
  const language = c.var.language
  const short = lineShortOfStock(context.aggregate.items)
  if (short) throw orderViolation(language, 'insufficientStock', { name: short.product_name })
  assertAgeVerified(language, context.aggregate)
  // another order spent a voucher of this cart in the meantime
  await dropSpentGiftCards(c, context)
  if (context.aggregate.order.coupon_code) {
    // the coupon's last use went to someone else: the cart is priced without it now
    const orderId = context.aggregate.order.id
    await writeToCart(c, orderId, [dropCoupon(c.env.DB, orderId)])
    await reprice(c, await findCart(c, token))
    throw orderViolation(language, 'couponInvalid', {}, 'couponCode')
  }
  throw new HttpError(409, 'Order total has changed during checkout process.')
}
