import { PAYMENT, SHIPPING } from '../../../../contract/checkout-limits'
import type { PaymentMethod } from '../../../../contract/order'
import type { Order } from '../../../lib/api/normalize'

/**
 * Where a placed order stands (docs/product.md#info-variants), for the thank-you page and the order detail: the info
 * variant that explains it, and the timeline created → paid → processing → dispatched → delivered (or
 * cancelled). Pure functions of the order as the API gives it.
 */
export type InfoVariant =
  'cod' | 'paid' | 'pending' | 'cancel' | 'complete' | 'expedition-ready' | 'shipped' | 'pickup-ready'

/**
 * What the timeline reads of an order: its three states and its shipment's method. The order's own answer has
 * it, and so has the account's list of orders, whose states must read the same as the order's page.
 */
export type OrderProgress = {
  state: string
  paymentState?: string | null
  shippingState?: string | null
  shipments: ReadonlyArray<{ method?: { code: string } | null }>
}

// money was taken: a refund later does not undo the timeline's "paid"
const PAID_STATES = new Set(['paid', 'partially_refunded', 'refunded'])

export function isCancelled(order: OrderProgress): boolean {
  return order.state === 'cancelled' || order.paymentState === 'cancelled' || order.shippingState === 'cancelled'
}

/** All the money went back, the order not cancelled: staff refunded it before dispatch, or took the goods back. */
export function isFullyRefunded(order: OrderProgress): boolean {
  return order.paymentState === 'refunded' && !isCancelled(order)
}

export function isPaid(order: Pick<OrderProgress, 'paymentState'>): boolean {
  return PAID_STATES.has(order.paymentState ?? '')
}

/** The payment method of the order's current payment (the last one: a failed payment is followed by a new one). */
export function currentPayment(order: Order) {
  return order.payments.at(-1) ?? null
}

/** Picked up in our shop: nothing is dispatched or delivered, the order is made ready and collected. */
export function isShopPickup(order: OrderProgress): boolean {
  return order.shipments.at(-1)?.method?.code === SHIPPING.shopPickup
}

/** Whether the shopper still has to pay through the gateway. */
export function awaitsOnlinePayment(order: Order, method: PaymentMethod | null): boolean {
  return !isCancelled(order) && order.paymentState === 'awaiting_payment' && method?.online === true
}

/** Whether the shopper still owes the money: the QR Platba and the account are shown only then (docs/qr-platba.md). */
export function awaitsPayment(order: Order): boolean {
  return !isCancelled(order) && order.paymentState === 'awaiting_payment'
}

/**
 * The info variant, the furthest state first: a cancelled order, then delivery progress, then payment.
 * Before dispatch an unpaid order is `cod` (paid on delivery) or `pending` (online or by transfer, awaiting
 * the money); a paid one is `paid`.
 */
export function infoVariant(order: Order): InfoVariant {
  if (isCancelled(order)) return 'cancel'
  if (order.state === 'fulfilled' || order.shippingState === 'delivered') return 'complete'
  if (order.shippingState === 'shipped') return 'shipped'
  if (order.shippingState === 'ready_for_pickup') return 'pickup-ready'
  if (order.shippingState === 'ready_for_expedition') return 'expedition-ready'
  if (isPaid(order)) return 'paid'
  if (currentPayment(order)?.method?.code === PAYMENT.cashOnDelivery) return 'cod'
  return 'pending'
}

export type TimelineStepName =
  | 'created'
  | 'paid'
  | 'processing'
  | 'dispatched'
  | 'delivered'
  | 'readyForPickup'
  | 'pickedUp'
  | 'refunded'
  | 'cancelled'
export type TimelineStep = { name: TimelineStepName; status: 'done' | 'current' | 'todo' }

const PROCESSING = new Set([
  'waiting_for_expedition',
  'ready_for_expedition',
  'shipped',
  'ready_for_pickup',
  'delivered',
])
const DISPATCHED = new Set(['shipped', 'ready_for_pickup', 'delivered'])

function reached(order: OrderProgress): Record<Exclude<TimelineStepName, 'cancelled' | 'refunded'>, boolean> {
  const shipping = order.shippingState ?? ''
  const fulfilled = order.state === 'fulfilled'
  const delivered = fulfilled || shipping === 'delivered'
  return {
    created: true,
    paid: isPaid(order),
    // a paid order is 'progressing' at once: processing starts when its shipment enters expedition
    processing: fulfilled || PROCESSING.has(shipping),
    dispatched: fulfilled || DISPATCHED.has(shipping),
    delivered,
    readyForPickup: delivered || shipping === 'ready_for_pickup',
    pickedUp: delivered,
  }
}

const DELIVERY_STEPS = ['created', 'paid', 'processing', 'dispatched', 'delivered'] as const
const SHOP_PICKUP_STEPS = ['created', 'paid', 'processing', 'readyForPickup', 'pickedUp'] as const

/**
 * The timeline, with the pickup's steps instead of dispatch and delivery for a pickup in our shop. Steps reached are done; the furthest one reached is current. Cash on delivery is paid at
 * hand-over, so "paid" may follow "dispatched". A cancelled order shows what it reached, then "cancelled"; one whose
 * money all went back without a cancellation (a refund before dispatch, a return) what it reached, then "refunded":
 * nothing more is to come.
 */
export function timelineSteps(order: OrderProgress): TimelineStep[] {
  const done = reached(order)
  const names = isShopPickup(order) ? SHOP_PICKUP_STEPS : DELIVERY_STEPS
  const furthest = names.reduce((last, name, index) => (done[name] ? index : last), 0)
  const end = isCancelled(order) ? 'cancelled' : isFullyRefunded(order) ? 'refunded' : null
  if (end !== null) {
    return [
      ...names.filter((name) => done[name]).map((name): TimelineStep => ({ name, status: 'done' })),
      { name: end, status: 'current' },
    ]
  }
  return names.map((name, index) => ({ name, status: index === furthest ? 'current' : done[name] ? 'done' : 'todo' }))
}

/** The furthest step the order reached (the timeline's current one): what a list of orders shows as its state. */
export function currentStep(order: OrderProgress): TimelineStepName {
  return timelineSteps(order).find((step) => step.status === 'current')?.name ?? 'created'
}

/** Locale keys of the states shown on the order detail (Czech labels), falling back to the raw state. */
export function stateLabelKey(kind: 'order' | 'payment' | 'shipping', state: string | null | undefined): string {
  return `order.states.${kind}.${state ?? 'unknown'}`
}

/** The order's own state for its shopper: a fully refunded order is not "in progress" any more. */
export function orderStateKey(order: OrderProgress): string {
  return isFullyRefunded(order) ? stateLabelKey('order', 'refunded') : stateLabelKey('order', order.state)
}

/**
 * The payment's state for its shopper: cash on delivery is not "awaiting payment" on its way to them, it is paid
 * to the courier or at the point (the API's state stays `awaiting_payment` until the carrier reports the cash).
 */
export function paymentStateKey(order: Order): string {
  const onDelivery = currentPayment(order)?.method?.code === PAYMENT.cashOnDelivery
  if (order.paymentState === 'awaiting_payment' && onDelivery && !isCancelled(order))
    return 'order.states.payment.on_delivery'
  return stateLabelKey('payment', order.paymentState)
}
