import { describe, expect, it } from 'vitest'
import { orderFixture } from '../order-fixture'
import { infoVariant, orderStateKey, timelineSteps } from './order-status'

const online = [{ id: 7, method: { '@id': '/m/comgate', code: 'comgate' } }]
const transfer = [{ id: 7, method: { '@id': '/m/bank_transfer', code: 'bank_transfer' } }]
const placed = (overrides: Parameters<typeof orderFixture>[0] = {}) =>
  orderFixture({
    state: 'new',
    checkoutState: 'completed',
    paymentState: 'awaiting_payment',
    shippingState: 'ready',
    number: '000000042',
    ...overrides,
  })

describe('infoVariant', () => {
  it('is cod for an unpaid cash-on-delivery order', () => {
    expect(infoVariant(placed())).toBe('cod')
  })

  it('is pending while an online or transfer payment is awaited, paid once it arrived', () => {
    expect(infoVariant(placed({ payments: online }))).toBe('pending')
    expect(infoVariant(placed({ payments: transfer }))).toBe('pending')
    expect(infoVariant(placed({ payments: online, paymentState: 'paid' }))).toBe('paid')
  })

  it('is cancel for a cancelled order or payment', () => {
    expect(infoVariant(placed({ payments: online, state: 'cancelled', paymentState: 'cancelled' }))).toBe('cancel')
    expect(infoVariant(placed({ paymentState: 'cancelled' }))).toBe('cancel')
  })

  it('follows the shipping states once the warehouse takes over', () => {
    expect(infoVariant(placed({ paymentState: 'paid', shippingState: 'ready_for_expedition' }))).toBe(
      'expedition-ready',
    )
    expect(infoVariant(placed({ shippingState: 'shipped' }))).toBe('shipped')
    expect(infoVariant(placed({ shippingState: 'ready_for_pickup' }))).toBe('pickup-ready')
    expect(infoVariant(placed({ shippingState: 'delivered', paymentState: 'paid' }))).toBe('complete')
    expect(infoVariant(placed({ state: 'fulfilled' }))).toBe('complete')
  })

  it('is cancel for a parcel that came back refused, and paid stays paid after a partial refund', () => {
    expect(infoVariant(placed({ state: 'cancelled', shippingState: 'refused', paymentState: 'cancelled' }))).toBe(
      'cancel',
    )
    expect(infoVariant(placed({ state: 'progressing', payments: online, paymentState: 'partially_refunded' }))).toBe(
      'paid',
    )
  })
})

const statuses = (order: ReturnType<typeof placed>) => timelineSteps(order).map((step) => `${step.name}:${step.status}`)

describe('timelineSteps', () => {
  it('marks a new order created, the rest to come', () => {
    expect(statuses(placed())).toEqual([
      'created:current',
      'paid:todo',
      'processing:todo',
      'dispatched:todo',
      'delivered:todo',
    ])
  })

  it('moves on with payment and shipping', () => {
    expect(statuses(placed({ paymentState: 'paid' }))).toEqual([
      'created:done',
      'paid:current',
      'processing:todo',
      'dispatched:todo',
      'delivered:todo',
    ])
    expect(statuses(placed({ paymentState: 'paid', shippingState: 'shipped' }))).toEqual([
      'created:done',
      'paid:done',
      'processing:done',
      'dispatched:current',
      'delivered:todo',
    ])
    expect(statuses(placed({ state: 'fulfilled', paymentState: 'paid', shippingState: 'delivered' }))).toEqual([
      'created:done',
      'paid:done',
      'processing:done',
      'dispatched:done',
      'delivered:current',
    ])
  })

  it('shows a pickup in our shop as made ready and picked up, never dispatched or delivered', () => {
    const shopPickup = [{ id: 3, method: { '@id': '/m/shop_pickup', code: 'shop_pickup' } }]
    expect(statuses(placed({ payments: online, paymentState: 'paid', shipments: shopPickup }))).toEqual([
      'created:done',
      'paid:current',
      'processing:todo',
      'readyForPickup:todo',
      'pickedUp:todo',
    ])
    expect(
      statuses(placed({ paymentState: 'paid', shippingState: 'ready_for_pickup', shipments: shopPickup })).slice(3),
    ).toEqual(['readyForPickup:current', 'pickedUp:todo'])
  })

  it('lets cash on delivery be dispatched before it is paid', () => {
    expect(statuses(placed({ shippingState: 'shipped' }))).toEqual([
      'created:done',
      'paid:todo',
      'processing:done',
      'dispatched:current',
      'delivered:todo',
    ])
  })

  it('ends a cancelled order with "cancelled" after what it reached', () => {
    expect(statuses(placed({ state: 'cancelled', paymentState: 'cancelled', shippingState: 'cancelled' }))).toEqual([
      'created:done',
      'cancelled:current',
    ])
  })
})

describe('a fully refunded order that was not cancelled', () => {
  const refunded = placed({ state: 'progressing', paymentState: 'refunded', shippingState: 'ready_for_expedition' })

  it('ends its timeline with the money returned, not in processing', () => {
    expect(statuses(refunded)).toEqual(['created:done', 'paid:done', 'processing:done', 'refunded:current'])
    expect(statuses(placed({ state: 'fulfilled', paymentState: 'refunded', shippingState: 'delivered' }))).toEqual([
      'created:done',
      'paid:done',
      'processing:done',
      'dispatched:done',
      'delivered:done',
      'refunded:current',
    ])
  })

  it('names its state by the refund, while a partial refund leaves the order in progress', () => {
    expect(orderStateKey(refunded)).toBe('order.states.order.refunded')
    expect(orderStateKey(placed({ state: 'progressing', paymentState: 'partially_refunded' }))).toBe(
      'order.states.order.progressing',
    )
    expect(orderStateKey(placed({ state: 'cancelled', paymentState: 'refunded' }))).toBe('order.states.order.cancelled')
  })
})
