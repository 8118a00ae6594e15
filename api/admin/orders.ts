import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { DEFAULT_LOCALE } from '../../contract/channel'
import { pageQuery } from '../../contract/hydra'
import { pragueDayBounds } from '../../contract/prague-time'
import {
  adminOrder,
  adminOrderList,
  emptyBody,
  orderCancelBody,
  paymentCompleteBody,
  refundBody,
  shipmentPickUpBody,
  shipmentRefuseBody,
  shipmentShipBody,
} from '../../contract/admin/orders'
import { ORDER_QUEUES, ORDER_STATES, PAYMENT_STATES, SHIPPING_STATES } from '../../contract/order-states'
import { listOrders, orderRecords, orderTokenOf } from '../db/admin-orders'
import { findOrderFacts } from '../db/fulfilment'
import { invoicesOfOrder } from '../db/invoices'
import { loadMethods } from '../db/methods'
import { loadOrder } from '../db/orders'
import { returnableVouchers, voucherPartsOfOrder } from '../db/gift-card-returns'
import { refundLinesOfOrder } from '../db/refund-lines'
import { bankTransferOf, bankTransferView } from '../payments/bank-transfer'
import { shopAccountOf } from '../payments/shop-account'
import {
  cancelByStaff,
  completePayment,
  deliver,
  type FulfilmentContext,
  pickUp,
  refundPayment,
  refundToVouchers,
  refuseShipment,
  ship,
  shipmentLabel,
  shopOrigin,
  toExpedition,
} from '../fulfilment'
import { NotFoundError } from '../http/errors'
import { valid } from '../http/validate'
import { adminInvoiceView } from '../invoices/routes'
import type { AdminEnv } from './env'
import { orderDetailView, orderListView } from './order-view'
import { adminJson, adminList } from './respond'
import { transitionBody } from './transition-body'
import { carrierMethods, carrierNameOf } from '../shipping/registry'

/**
 * Orders in the admin API (Sylius 2 admin paths, decision 044): the list with filters and paging, one order
 * with everything staff need, and its transitions. Each transition answers with the whole order as it is now,
 * so the back office shows the result of the step without another request.
 */

const DATE = /^\d{4}-\d\d-\d\d([ T]\d\d:\d\d(:\d\d)?)?$/

/**
 * A filter's bare date is Prague's day, as staff read the times (the audit log's filter does the same): `after`
 * from the UTC moment the day begins, `before` up to the moment it ends (the query's `<` keeps it whole). A time
 * without a zone is UTC, as stored, and passes as it is.
 */
function fromDay(value: string | undefined, edge: 'start' | 'end'): string | undefined {
  const bounds = value === undefined ? null : pragueDayBounds(value)
  return bounds ? bounds[edge].toISOString().slice(0, 19) : value
}

export const orderListQuery = z.object({
  ...pageQuery(100, 30),
  state: z.optional(z.enum(ORDER_STATES)),
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
  const [records, refundLines, refundGiftCards, documents, methods, vouchers] = await Promise.all([
    orderRecords(db, facts.id),
    refundLinesOfOrder(db, facts.id),
    voucherPartsOfOrder(db, facts.id),
    invoicesOfOrder(db, facts.id),
    loadMethods(db, DEFAULT_LOCALE),
    returnableVouchers(db, facts.id),
  ])
  // what a shopper on the phone is told to pay, and the code they can be sent (docs/qr-platba.md)
  const transfer = bankTransferOf(aggregate, methods, shopAccountOf(c.env))
  return adminJson(
    c,
    adminOrder,
    orderDetailView(aggregate, facts, {
      ...records,
      refundLines,
      refundGiftCards,
      invoices: documents.map(adminInvoiceView),
      bankTransfer: transfer ? bankTransferView(transfer) : null,
      carrier: carrierNameOf(c.env, facts.shipment?.method_code),
      giftCardsLeft: vouchers.reduce((sum, voucher) => sum + voucher.left, 0),
    }),
  )
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
      after: fromDay(query['checkoutCompletedAt[after]'], 'start'),
      before: fromDay(query['checkoutCompletedAt[before]'], 'end'),
      search: query.search,
      queue: query.queue,
    }
    const page = { page: query.page, itemsPerPage: query.itemsPerPage }
    const { rows, totalItems } = await listOrders(c.env.DB, filters, page, carrierMethods(c.env))
    const members = rows.map((row) => orderListView(row, carrierNameOf(c.env, row.shipping_method)))
    return adminList(c, adminOrderList, { type: 'Order', members, totalItems, page })
  })
  .get('/orders/:tokenValue', valid('param', tokenParam), (c) => orderAnswer(c, c.req.valid('param').tokenValue))
  .patch(
    '/orders/:tokenValue/cancel',
    valid('param', tokenParam),
    transitionBody(orderCancelBody),
    async function cancelRoute(c) {
      const { tokenValue } = c.req.valid('param')
      await cancelByStaff(fulfilment(c), tokenValue, c.get('body'))
      return orderAnswer(c, tokenValue)
    },
  )
  // a refund that pays no money: the order's vouchers take it all back (decision 056); money goes by its payment
  .post(
    '/orders/:tokenValue/refunds',
    valid('param', tokenParam),
    transitionBody(refundBody),
    async function voucherRefundRoute(c) {
      const { tokenValue } = c.req.valid('param')
      await refundToVouchers(fulfilment(c), tokenValue, c.get('body'))
      const answer = await orderAnswer(c, tokenValue)
      return new Response(answer.body, { status: 201, headers: answer.headers })
    },
  )
  .patch(
    '/payments/:id/complete',
    valid('param', idParam),
    transitionBody(paymentCompleteBody),
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
    transitionBody(emptyBody),
    async function waitRoute(c) {
      const { id } = c.req.valid('param')
      await toExpedition(fulfilment(c), id, 'wait_for_expedition')
      return orderAnswer(c, await byShipment(c, id))
    },
  )
  .patch(
    '/shipments/:id/ready-for-expedition',
    valid('param', idParam),
    transitionBody(emptyBody),
    async function readyRoute(c) {
      const { id } = c.req.valid('param')
      await toExpedition(fulfilment(c), id, 'ready_for_expedition')
      return orderAnswer(c, await byShipment(c, id))
    },
  )
  .patch('/shipments/:id/ship', valid('param', idParam), transitionBody(shipmentShipBody), async function shipRoute(c) {
    const { id } = c.req.valid('param')
    await ship(fulfilment(c), id, c.get('body'))
    return orderAnswer(c, await byShipment(c, id))
  })
  .patch(
    '/shipments/:id/pick-up',
    valid('param', idParam),
    transitionBody(shipmentPickUpBody),
    async function pickUpRoute(c) {
      const { id } = c.req.valid('param')
      await pickUp(fulfilment(c), id, c.get('body'))
      return orderAnswer(c, await byShipment(c, id))
    },
  )
  .patch('/shipments/:id/deliver', valid('param', idParam), transitionBody(emptyBody), async function deliverRoute(c) {
    const { id } = c.req.valid('param')
    await deliver(fulfilment(c), id)
    return orderAnswer(c, await byShipment(c, id))
  })
  .patch(
    '/shipments/:id/refuse',
    valid('param', idParam),
    transitionBody(shipmentRefuseBody),
    async function refuseRoute(c) {
      const { id } = c.req.valid('param')
      const { reason } = c.get('body')
      await refuseShipment(fulfilment(c), id, reason ?? undefined)
      return orderAnswer(c, await byShipment(c, id))
    },
  )
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
