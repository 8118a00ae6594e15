import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type ActivePromotions, loadMethods, type Methods, orderPromotions } from '../db/methods'
import { writeCart } from '../db/cart-writes'
import { loadOrder, type OrderAggregate } from '../db/orders'
import { persistStatements, type Recalculation, recalculate, sqlNow, withPricing } from '../domain/cart'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { readableWithToken } from './order-access'
import { orderView } from './order-view'
import { jsonLd } from './respond'

/** What every order route needs: the order with its methods, re-priced while it is a cart. */

/** `promotions`: those that may apply to it now, with its coupon, for re-pricing it. */
export type OrderContext = { aggregate: OrderAggregate; methods: Methods; promotions: ActivePromotions }

/**
 * The order by token; 404 for an unknown token, and for an order made by a logged-in customer unless the
 * request carries that customer's token (docs/shop-api.md#order-access). A guest's order is found by its token alone.
 */
export async function findOrder(c: Context<ApiEnv>, token: string): Promise<OrderContext> {
  // all three side by side, the promotions found by the order's token: a re-priced cart is stored in the second
  // round trip (docs/decisions/058-round-trips.md)
  const [aggregate, methods, promotions] = await Promise.all([
    loadOrder(c.env.DB, token, c.var.locale),
    loadMethods(c.env.DB, c.var.locale),
    orderPromotions(c.env.DB, c.var.locale, token, sqlNow()),
  ])
  if (!aggregate || !readableWithToken(aggregate.order, c.var.customerId)) throw new NotFoundError()
  return { aggregate, methods, promotions }
}

/** What a write to an order that is no longer a cart gets: Sylius finds only carts for them (404). */
function placedError(): NotFoundError {
  return new NotFoundError('The cart has been placed as an order or deleted, and can no longer be changed.')
}

/** A cart by token: mutations only find orders in state `cart` (docs/shop-api.md#cart-and-checkout). */
export async function findCart(c: Context<ApiEnv>, token: string): Promise<OrderContext> {
  const found = await findOrder(c, token)
  if (found.aggregate.order.state !== 'cart') throw placedError()
  return found
}

/**
 * Stores a cart write with the revision bump (api/db/cart-writes.ts). A cart placed after the request read it
 * answers as a placed order does to any write, and nothing is written.
 */
export async function writeToCart(
  c: Context<ApiEnv>,
  orderId: number,
  statements: D1PreparedStatement[],
): Promise<void> {
  if (!(await writeCart(c.env.DB, orderId, statements))) throw placedError()
}

/**
 * Re-prices a cart and stores the result when anything differs. A cart written to since `context` was read keeps
 * what that write stored (api/domain/cart.ts, `persistStatements`); the answer shows the cart as it was read.
 */
export async function reprice(
  c: Context<ApiEnv>,
  context: OrderContext,
): Promise<{ aggregate: OrderAggregate; recalculation: Recalculation }> {
  const recalculation = recalculate(context.aggregate, context.methods, context.promotions)
  if (recalculation.dirty) await c.env.DB.batch(persistStatements(c.env.DB, context.aggregate, recalculation))
  return { aggregate: withPricing(context.aggregate, recalculation), recalculation }
}

export function respondWithOrder(
  c: Context<ApiEnv>,
  context: Pick<OrderContext, 'aggregate' | 'methods'>,
  recalculation: Recalculation | null,
  status: ContentfulStatusCode = 200,
): Response {
  c.header('cache-control', 'private, no-store')
  const view = orderView(context.aggregate, context.methods, c.env.PUBLIC_MEDIA_URL, {
    changes: recalculation?.changes,
    freeShipping: recalculation?.priced.freeShipping,
  })
  return jsonLd(c, view, status)
}

/** Loads the cart again after a write, re-prices it and answers with it. */
export async function answerWithCart(
  c: Context<ApiEnv>,
  token: string,
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  const context = await findOrder(c, token)
  if (context.aggregate.order.state !== 'cart') return respondWithOrder(c, context, null, status)
  const { aggregate, recalculation } = await reprice(c, context)
  return respondWithOrder(c, { ...context, aggregate }, recalculation, status)
}
