import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { iri } from '../../contract/iri'
import {
  listPaymentMethods,
  listShippingMethods,
  type PaymentMethodRecord,
  type ShippingMethodRecord,
} from '../db/methods'
import { priceCart } from '../domain/pricing'
import { containsAlcohol, pricingLines } from '../domain/cart'
import type { ApiEnv, Bindings } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { carrierFor } from '../shipping/registry'
import { offeredFor } from '../domain/gift-card-cart'
import { findOrder } from './order-context'
import { jsonLd } from './respond'

/** Shipping and payment methods (docs/shop-api.md#cart-and-checkout): the lists, one method, and those for an order's shipment or payment. */

function shippingFields(method: ShippingMethodRecord, env: Bindings, price = method.fee) {
  // the picker of the method's carrier (docs/decisions/060-carrier-port.md); the wire names stay the shop API's
  const picker = method.kind === 'pickup_point' ? carrierFor(env, method.code)?.pickupPoints?.picker() : undefined
  return {
    id: method.position,
    code: method.code,
    position: method.position,
    name: method.name,
    description: method.description,
    price,
    requiresPickupPoint: method.kind === 'pickup_point',
    requiresAddress: method.kind === 'address',
    paymentMethods: method.paymentCodes,
    deliveryDays: method.deliveryDays,
    ...(picker ? { pickupPointProvider: picker } : {}),
  }
}

function paymentFields(method: PaymentMethodRecord) {
  return {
    id: method.position,
    code: method.code,
    position: method.position,
    name: method.name,
    description: method.description,
    instructions: method.instructions,
    fee: method.fee,
    online: method.gateway !== null,
  }
}

function list<T>(c: Context<ApiEnv>, type: string, members: T[]) {
  c.header('cache-control', 'public, max-age=60')
  return jsonLd(c, collection({ type, url: new URL(c.req.url), members, totalItems: members.length }))
}

const codeParam = z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)) })
const subresource = z.object({ token: z.string().check(z.maxLength(128)), id: z.coerce.number() })

export const methods = new Hono<ApiEnv>()
  .get('/shipping-methods', async function listShipping(c) {
    const methods = await listShippingMethods(c.env.DB, c.var.locale)
    return list(
      c,
      'ShippingMethod',
      methods.map((m) => embedded('ShippingMethod', iri('shipping-methods', m.code), shippingFields(m, c.env))),
    )
  })
  .get('/shipping-methods/:code', valid('param', codeParam), async function showShipping(c) {
    const method = (await listShippingMethods(c.env.DB, c.var.locale)).find((m) => m.code === c.req.valid('param').code)
    if (!method) throw new NotFoundError()
    return jsonLd(c, item('ShippingMethod', iri('shipping-methods', method.code), shippingFields(method, c.env)))
  })
  .get('/payment-methods', async function listPayment(c) {
    const methods = await listPaymentMethods(c.env.DB, c.var.locale)
    return list(
      c,
      'PaymentMethod',
      methods.map((m) => embedded('PaymentMethod', iri('payment-methods', m.code), paymentFields(m))),
    )
  })
  .get('/payment-methods/:code', valid('param', codeParam), async function showPayment(c) {
    const method = (await listPaymentMethods(c.env.DB, c.var.locale)).find((m) => m.code === c.req.valid('param').code)
    if (!method) throw new NotFoundError()
    return jsonLd(c, item('PaymentMethod', iri('payment-methods', method.code), paymentFields(method)))
  })
  // the methods for an order: shipping priced for this cart (free above the threshold), payments allowed with its
  // shipping; found by the owner rule of every order call (a logged-in customer's cart needs their token)
  .get('/orders/:token/shipments/:id/methods', valid('param', subresource), async function shipmentMethods(c) {
    const { token, id } = c.req.valid('param')
    const { aggregate, methods, promotions: active } = await findOrder(c, token)
    const members: unknown[] = []
    if (aggregate.shipment?.id === id) {
      const { promotions } = active
      for (const method of methods.shipping) {
        // vouchers only go by e-mail, goods never do (decision 056)
        if (!offeredFor(aggregate, method.code)) continue
        const priced = priceCart({
          items: pricingLines(aggregate),
          shipping: {
            fee: method.fee,
            freeShippingEligible: method.freeShippingEligible,
            ageCheckFee: method.ageCheckFee,
          },
          alcohol: containsAlcohol(aggregate),
          paymentFee: 0,
          promotions,
        })
        members.push(
          embedded(
            'ShippingMethod',
            iri('shipping-methods', method.code),
            shippingFields(method, c.env, priced.shippingTotal),
          ),
        )
      }
    }
    c.header('cache-control', 'private, no-store')
    return jsonLd(
      c,
      collection({ type: 'ShippingMethod', url: new URL(c.req.url), members, totalItems: members.length }),
    )
  })
  .get('/orders/:token/payments/:id/methods', valid('param', subresource), async function paymentMethods(c) {
    const { token, id } = c.req.valid('param')
    const { aggregate, methods } = await findOrder(c, token)
    let members: unknown[] = []
    if (aggregate.payments.some((p) => p.id === id)) {
      const allowed = methods.shipping.find((m) => m.code === aggregate.shipment?.method_code)?.paymentCodes ?? []
      members = methods.payment
        .filter((m) => allowed.includes(m.code))
        .map((m) => embedded('PaymentMethod', iri('payment-methods', m.code), paymentFields(m)))
    }
    c.header('cache-control', 'private, no-store')
    return jsonLd(
      c,
      collection({ type: 'PaymentMethod', url: new URL(c.req.url), members, totalItems: members.length }),
    )
  })
