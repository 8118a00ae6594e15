import { Hono } from 'hono'
import * as z from 'zod/mini'
import {
  orderCreateInput,
  orderItemAddInput,
  orderItemChangeInput,
  orderUpdateInput,
  orderUpdateLooseInput,
  QUANTITY_MAX,
} from '../../contract/checkout'
import { normalizeEngraving, validateEngraving } from '../../contract/engraving'
import { idFromIri, iri } from '../../contract/iri'
import { formatMessage, toViolations } from '../../contract/validation'
import { limitClient } from '../auth/client-limit'
import { ordersOfSession, requireCustomer } from '../auth/session'
import { addLine, findCartVariant, removeCart, removeLine, setLineQuantity } from '../db/cart-items'
import { writeCart } from '../db/cart-writes'
import {
  defaultMethods,
  insertCart,
  latestCartWithItems,
  prefillDefaultAddress,
  setCartAddresses,
  setCouponAndNotes,
  setGuestEmail,
  takeOverCart,
} from '../db/carts'
import { activePromotions, loadMethods } from '../db/methods'
import { fitGiftCardShipping } from '../db/gift-cards'
import { listPlacedOrders } from '../db/orders'
import { quantityOfVariant, recalculate, sqlNow } from '../domain/cart'
import { giftCardLineAmount } from '../domain/gift-card-cart'
import { expireIfDue } from '../domain/payment-deadline'
import { orderViolation } from '../domain/order-messages'
import type { ApiEnv } from '../env'
import { NotFoundError, ValidationError } from '../http/errors'
import { collection, embedded } from '../http/jsonld'
import { requireFields } from '../http/required-fields'
import { valid } from '../http/validate'
import { answerWithCart, findCart, findOrder, reprice, respondWithOrder, writeToCart } from './order-context'
import { shippingMethodRef } from './order-view'
import { jsonLd } from './respond'

/** The cart (docs/shop-api.md#cart-and-checkout): create or pick up, read, items, addresses, coupon and note. */

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** 64 URL-safe random characters: the guest's bearer secret for the cart and the order. */
export function newOrderToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(64))
  return Array.from(bytes, (byte) => TOKEN_ALPHABET[byte & 63]).join('')
}

const tokenParam = z.object({ token: z.string().check(z.minLength(1), z.maxLength(128)) })
const itemParam = z.object({
  token: z.string().check(z.maxLength(128)),
  id: z.coerce.number().check(z.int(), z.positive()),
})

export const orders = new Hono<ApiEnv>()
  .post('/orders', valid('json', orderCreateInput), async function pickUpCart(c) {
    const replacement = c.req.valid('json').replacementTokenValue
    const customerId = c.var.customerId
    const db = c.env.DB
    if (replacement) {
      const context = await findOrder(c, replacement).catch(() => null)
      const id = context?.aggregate.order.state === 'cart' ? context.aggregate.order.id : null
      // logged in: the guest cart becomes the customer's (a login keeps the cart that has items); a cart placed
      // meanwhile is not taken over, and the customer gets their own cart below
      const takenOver =
        id !== null &&
        (customerId === null ||
          (await writeCart(db, id, [
            takeOverCart(db, id, customerId),
            prefillDefaultAddress(db, replacement, customerId),
          ])))
      if (takenOver) return answerWithCart(c, replacement, 200)
    }
    if (customerId !== null) {
      // the customer's latest cart with items, as Sylius picks it up
      const latest = await latestCartWithItems(db, customerId)
      if (latest !== null) return answerWithCart(c, latest, 200)
    }
    const token = newOrderToken()
    await db.batch([
      insertCart(db, token, c.var.locale, customerId),
      ...(customerId === null ? [] : [prefillDefaultAddress(db, token, customerId)]),
    ])
    return answerWithCart(c, token, 201)
  })
  .get('/orders', async function listOwnOrders(c) {
    const customerId = requireCustomer(c)
    const [rows, methods] = await Promise.all([
      listPlacedOrders(c.env.DB, customerId, ordersOfSession(c)),
      loadMethods(c.env.DB, c.var.locale),
    ])
    const members = rows.map((row) =>
      embedded('Order', iri('orders', row.token), {
        tokenValue: row.token,
        number: row.number,
        state: row.state,
        paymentState: row.payment_state,
        shippingState: row.shipping_state,
        checkoutCompletedAt: row.checkout_completed_at,
        itemsTotal: row.items_total,
        total: row.total,
        // the shipping method, as the order's own answer embeds it: a pickup in the shop has its own timeline
        shipments:
          row.shipping_method === null
            ? []
            : [
                {
                  method: shippingMethodRef(
                    methods.shipping.find((method) => method.code === row.shipping_method),
                    row.shipping_method,
                  ),
                },
              ],
      }),
    )
    c.header('cache-control', 'private, no-store')
    return jsonLd(c, collection({ type: 'Order', url: new URL(c.req.url), members, totalItems: members.length }))
  })
  .get('/orders/:token', valid('param', tokenParam), async function showOrder(c) {
    const { token } = c.req.valid('param')
    const context = await findOrder(c, token)
    if (context.aggregate.order.state !== 'cart') {
      const expired = await expireIfDue(c.env, context.aggregate)
      return respondWithOrder(c, expired ? await findOrder(c, token) : context, null)
    }
    const { aggregate, recalculation } = await reprice(c, context)
    return respondWithOrder(c, { ...context, aggregate }, recalculation)
  })
  .delete('/orders/:token', valid('param', tokenParam), async function deleteCart(c) {
    const { aggregate } = await findCart(c, c.req.valid('param').token)
    await removeCart(c.env.DB, aggregate.order.id).run()
    return c.body(null, 204)
  })
  .post(
    '/orders/:token/items',
    valid('param', tokenParam),
    requireFields('productVariant', 'quantity'),
    valid('json', orderItemAddInput),
    async function addItem(c) {
      const { token } = c.req.valid('param')
      const input = c.req.valid('json')
      const { aggregate } = await findCart(c, token)
      const language = c.var.language
      const code = idFromIri(input.productVariant)
      const variant = await findCartVariant(c.env.DB, code, c.var.locale)
      if (!variant || variant.sellable !== 1)
        throw orderViolation(language, 'variantNotFound', { code }, 'productVariant')
      const giftCardAmount = giftCardLineAmount(variant, input, aggregate)
      const engraving = normalizeEngraving(input.engraving ?? '')
      const refused = validateEngraving(engraving, variant.engraving_max_length)
      if (refused)
        throw new ValidationError([
          { propertyPath: 'engraving', message: formatMessage(refused, {}, language), code: refused },
        ])
      const lineQuantity =
        (aggregate.items.find((line) => line.variant_id === variant.id && line.engraving === engraving)?.quantity ??
          0) + input.quantity
      if (lineQuantity > QUANTITY_MAX) throw orderViolation(language, 'quantityRange', {}, 'quantity')
      // stock is per variant: lines with other engravings take from the same shelf
      if (
        variant.tracked === 1 &&
        quantityOfVariant(aggregate.items, variant.id) + input.quantity > variant.available
      ) {
        throw orderViolation(language, 'insufficientStock', { name: variant.name ?? code }, 'quantity')
      }
      await writeToCart(c, aggregate.order.id, [
        addLine(c.env.DB, {
          orderId: aggregate.order.id,
          variant,
          quantity: input.quantity,
          engraving,
          lineQuantity,
          giftCardAmount,
        }),
        ...defaultMethods(c.env.DB, aggregate.order.id),
        ...fitGiftCardShipping(c.env.DB, aggregate.order.id),
        // an address added to the book after the cart was made still fills it
        ...(aggregate.order.created_by_guest === 0 && aggregate.order.customer_id !== null
          ? [prefillDefaultAddress(c.env.DB, token, aggregate.order.customer_id)]
          : []),
      ])
      return answerWithCart(c, token, 201)
    },
  )
  .patch(
    '/orders/:token/items/:id',
    valid('param', itemParam),
    requireFields('quantity'),
    valid('json', orderItemChangeInput),
    async function changeQuantity(c) {
      const { token, id } = c.req.valid('param')
      const { quantity } = c.req.valid('json')
      const { aggregate } = await findCart(c, token)
      const line = aggregate.items.find((candidate) => candidate.id === id)
      if (!line) throw new NotFoundError()
      if (line.sellable !== 1)
        throw orderViolation(c.var.language, 'productDisabled', { name: line.product_name }, 'quantity')
      if (
        line.tracked === 1 &&
        quantityOfVariant(aggregate.items, line.variant_id) - line.quantity + quantity > line.available
      ) {
        throw orderViolation(c.var.language, 'insufficientStock', { name: line.product_name }, 'quantity')
      }
      await writeToCart(c, aggregate.order.id, [setLineQuantity(c.env.DB, aggregate.order.id, id, quantity)])
      return answerWithCart(c, token)
    },
  )
  .delete('/orders/:token/items/:id', valid('param', itemParam), async function removeItem(c) {
    const { token, id } = c.req.valid('param')
    const { aggregate } = await findCart(c, token)
    if (!aggregate.items.some((line) => line.id === id)) throw new NotFoundError()
    await writeToCart(c, aggregate.order.id, [
      removeLine(c.env.DB, aggregate.order.id, id),
      ...fitGiftCardShipping(c.env.DB, aggregate.order.id),
    ])
    // no body: the client reads the cart again, and that read re-prices it and reports any price change
    return c.body(null, 204)
  })
  .put(
    '/orders/:token',
    valid('param', tokenParam),
    valid('json', orderUpdateLooseInput),
    async function updateCart(c) {
      if (c.req.valid('json').couponCode?.trim()) await limitClient(c, 'coupon')
      const { token } = c.req.valid('param')
      const context = await findCart(c, token)
      const { order, items } = context.aggregate
      const language = c.var.language
      if (items.length === 0) throw orderViolation(language, 'emptyOrder')
      // a cart of vouchers only needs no address (decision 056); one with goods the whole address, as always
      let input: z.output<typeof orderUpdateLooseInput> = c.req.valid('json')
      const goods = items.some((line) => line.gift_card !== 1)
      if (goods) {
        const strict = orderUpdateInput.safeParse(await c.req.json())
        if (!strict.success) throw new ValidationError(toViolations(strict.error.issues, language))
        input = strict.data
      }
      const db = c.env.DB
      const statements: D1PreparedStatement[] = []
      if (
        input.email !== undefined &&
        order.created_by_guest === 0 &&
        input.email.toLowerCase() !== (order.email ?? '').toLowerCase()
      ) {
        throw orderViolation(language, 'emailOfCustomer', {}, 'email')
      }
      if (input.email !== undefined && order.created_by_guest === 1) {
        statements.push(...setGuestEmail(db, order.id, input.email))
      }
      const billing = input.billingAddress ?? input.shippingAddress
      const shipping = input.shippingAddress ?? input.billingAddress
      if (billing && shipping) {
        // the address transition (docs/shop-api.md#checkout-states): shipping and payment are chosen again after it;
        // vouchers are mailed, so a cart of vouchers only keeps no delivery address (decision 056)
        statements.push(
          setCartAddresses(
            db,
            order.id,
            JSON.stringify({ countryCode: 'CZ', ...billing }),
            goods ? JSON.stringify({ countryCode: 'CZ', ...shipping }) : null,
          ),
        )
      }
      const couponCode = input.couponCode?.trim() ? input.couponCode.trim() : null
      statements.push(setCouponAndNotes(db, order.id, couponCode, input.note === undefined ? order.notes : input.note))
      if (couponCode) {
        // the coupon must take effect on this cart, else the whole update is refused
        const trial = recalculate(
          { ...context.aggregate, order: { ...order, coupon_code: couponCode } },
          context.methods,
          await activePromotions(db, c.var.locale, couponCode, sqlNow()),
        )
        if (!trial.couponApplied) throw orderViolation(language, 'couponInvalid', {}, 'couponCode')
      }
      await writeToCart(c, order.id, statements)
      return answerWithCart(c, token)
    },
  )
