import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { DEFAULT_LOCALE } from '../../contract/channel'
import { pageQuery } from '../../contract/hydra'
import { listOrders, ORDER_QUEUES, orderRecords, orderTokenOf } from '../db/admin-orders'
import { findOrderFacts } from '../db/fulfilment'
import { loadOrder } from '../db/orders'
import {
  cancelByStaff,
  completePayment,
  deliver,
  type FulfilmentContext,
  pickUp,
  refundPayment,
  refuseShipment,
  ship,
  shipmentLabel,
  shopOrigin,
  toExpedition,
} from '../fulfilment'
import { NotFoundError } from '../http/errors'
import { collection } from '../http/jsonld'
import { valid } from '../http/validate'
import type { AdminEnv } from './env'
import { orderDetailView, orderListView } from './order-view'
import { adminJson } from './respond'
import { transitionBody } from './transition-body'

/**
 * Orders in the admin API (Sylius 2 admin paths, decision 044): the list with filters and paging, one order
 * with everything staff need, and its transitions. Each transition answers with the whole order as it is now,
 * so the back office shows the result of the step without another request.
 */

const STATES = ['new', 'progressing', 'fulfilled', 'cancelled'] as const
const PAYMENT_STATES = [
  'awaiting_payment',
  'authorized',
  'paid',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const
const SHIPPING_STATES = [
  'ready',
  'waiting_for_expedition',
  'ready_for_expedition',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'refused',
  'cancelled',
] as const
const DATE = /^\d{4}-\d\d-\d\d([ T]\d\d:\d\d(:\d\d)?)?$/

export const orderListQuery = z.object({
  ...pageQuery(100, 30),
  state: z.optional(z.enum(STATES)),
  paymentState: z.optional(z.enum(PAYMENT_STATES)),
  shippingState: z.optional(z.enum(SHIPPING_STATES)),
  shippingMethod: z.optional(z.string().check(z.maxLength(64))),
  'checkoutCompletedAt[after]': z.optional(z.string().check(z.regex(DATE))),
  'checkoutCompletedAt[before]': z.optional(z.string().check(z.regex(DATE))),
  search: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  // the staff console's queues of today's work (decision 049): the queue screen lists and counts through these
  queue: z.optional(z.enum(ORDER_QUEUES)),
})

const tokenParam = z.object({ tokenValue: z.string().check(z.minLength(1), z.maxLength(128)) })
const idParam = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)) })
const reasonText = z.optional(z.nullable(z.string().check(z.maxLength(500))))
/** Czech account number (`[prefix-]number/bank`) or an IBAN, spaces allowed. */
const account = z.optional(
  z.nullable(z.string().check(z.regex(/^(\d{0,6}-?\d{2,10}\/\d{4}|[A-Z]{2}\d{2}[A-Z0-9 ]{10,30})$/))),
)
const money = z.int().check(z.minimum(1), z.maximum(1_000_000_000))

export const cancelBody = z.object({ reason: reasonText, refundAccount: account })
export const completeBody = z.object({ amount: z.optional(money) })
export const refundBody = z.object({ amount: money, reason: reasonText, account })
export const shipBody = z.object({
  trackingCode: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(64)))),
})
export const pickUpBody = z.object({ ageChecked: z.optional(z.boolean()) })
export const refuseBody = z.object({ reason: reasonText })

/** The lifecycle's context of an admin request (also the bank-statement import's, api/bank/admin.ts). */
export function fulfilment<E extends AdminEnv>(c: Context<E>): FulfilmentContext {
  let executionCtx: FulfilmentContext['executionCtx']
  try {
    executionCtx = c.executionCtx
  } catch {
    // app.request without one (tests): mails are sent before the answer
  }
  return { env: c.env, actor: c.var.actor, origin: shopOrigin(c.env, c.req.url), executionCtx }
}

async function orderAnswer<E extends AdminEnv>(c: Context<E>, token: string | null): Promise<Response> {
  if (!token) throw new NotFoundError()
  const db = c.env.DB
  const [aggregate, facts] = await Promise.all([loadOrder(db, token, DEFAULT_LOCALE), findOrderFacts(db, { token })])
  if (!aggregate || !facts) throw new NotFoundError()
  return adminJson(c, orderDetailView(aggregate, facts, await orderRecords(db, facts.id)))
}

const byShipment = <E extends AdminEnv>(c: Context<E>, id: number) => orderTokenOf(c.env.DB, { shipmentId: id })
const byPayment = <E extends AdminEnv>(c: Context<E>, id: number) => orderTokenOf(c.env.DB, { paymentId: id })

export const adminOrders = new Hono<AdminEnv>()
  .get('/orders', valid('query', orderListQuery), async function listRoute(c) {
    const query = c.req.valid('query')
    const filters = {
      state: query.state,
      paymentState: query.paymentState,
      shippingState: query.shippingState,
      shippingMethod: query.shippingMethod,
      after: query['checkoutCompletedAt[after]'],
      before: query['checkoutCompletedAt[before]'],
      search: query.search,
      queue: query.queue,
    }
    const page = { page: query.page, itemsPerPage: query.itemsPerPage }
    const { rows, totalItems } = await listOrders(c.env.DB, filters, page)
    return adminJson(
      c,
      collection({ type: 'Order', url: new URL(c.req.url), members: rows.map(orderListView), totalItems, page }),
    )
  })
  .get('/orders/:tokenValue', valid('param', tokenParam), (c) => orderAnswer(c, c.req.valid('param').tokenValue))
  .patch(
    '/orders/:tokenValue/cancel',
    valid('param', tokenParam),
    transitionBody(cancelBody),
    async function cancelRoute(c) {
      const { tokenValue } = c.req.valid('param')
      await cancelByStaff(fulfilment(c), tokenValue, c.get('body'))
      return orderAnswer(c, tokenValue)
    },
  )
  .patch(
    '/payments/:id/complete',
    valid('param', idParam),
    transitionBody(completeBody),
    async function completeRoute(c) {
      const { id } = c.req.valid('param')
      await completePayment(fulfilment(c), id, c.get('body'))
      return orderAnswer(c, await byPayment(c, id))
    },
  )
  .post('/payments/:id/refunds', valid('param', idParam), transitionBody(refundBody), async function refundRoute(c) {
    const { id } = c.req.valid('param')
    await refundPayment(fulfilment(c), id, c.get('body'))
    const answer = await orderAnswer(c, await byPayment(c, id))
    return new Response(answer.body, { status: 201, headers: answer.headers })
  })
  .patch(
    '/shipments/:id/wait-for-expedition',
    valid('param', idParam),
    transitionBody(z.object({})),
    async function waitRoute(c) {
      const { id } = c.req.valid('param')
      await toExpedition(fulfilment(c), id, 'wait_for_expedition')
      return orderAnswer(c, await byShipment(c, id))
    },
  )
  .patch(
    '/shipments/:id/ready-for-expedition',
    valid('param', idParam),
    transitionBody(z.object({})),
    async function readyRoute(c) {
      const { id } = c.req.valid('param')
      await toExpedition(fulfilment(c), id, 'ready_for_expedition')
      return orderAnswer(c, await byShipment(c, id))
    },
  )
  .patch('/shipments/:id/ship', valid('param', idParam), transitionBody(shipBody), async function shipRoute(c) {
    const { id } = c.req.valid('param')
    await ship(fulfilment(c), id, c.get('body'))
    return orderAnswer(c, await byShipment(c, id))
  })
  .patch('/shipments/:id/pick-up', valid('param', idParam), transitionBody(pickUpBody), async function pickUpRoute(c) {
    const { id } = c.req.valid('param')
    await pickUp(fulfilment(c), id, c.get('body'))
    return orderAnswer(c, await byShipment(c, id))
  })
  .patch(
    '/shipments/:id/deliver',
    valid('param', idParam),
    transitionBody(z.object({})),
    async function deliverRoute(c) {
      const { id } = c.req.valid('param')
      await deliver(fulfilment(c), id)
      return orderAnswer(c, await byShipment(c, id))
    },
  )
  .patch('/shipments/:id/refuse', valid('param', idParam), transitionBody(refuseBody), async function refuseRoute(c) {
    const { id } = c.req.valid('param')
    const { reason } = c.get('body')
    await refuseShipment(fulfilment(c), id, reason ?? undefined)
    return orderAnswer(c, await byShipment(c, id))
  })
  .get('/shipments/:id/label', valid('param', idParam), async function labelRoute(c) {
    const pdf = await shipmentLabel(fulfilment(c), c.req.valid('param').id)
    return new Response(pdf, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="stitek-${c.req.valid('param').id}.pdf"`,
        'cache-control': 'no-store',
      },
    })
  })
