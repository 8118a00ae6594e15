import type { PaymentMethod, ShippingMethod } from '../../../contract/order'
import { pushDataLayer, toCrowns } from '../../lib/analytics'
import type { Order } from '../../lib/api/normalize'
import { toCartGa4Item } from '../cart'
import { previewTotals } from './methods'

/**
 * Checkout events of the data layer (docs/product.md#analytics): begin_checkout, add_shipping_info, add_payment_info and
 * purchase, in GA4's e-commerce shape with amounts in CZK.
 */
function couponOf(order: Order): string | undefined {
  return order.couponCode ?? order.promotionCoupon?.code ?? undefined
}

function basePayload(order: Order) {
  const coupon = couponOf(order)
  return {
    currency: 'CZK',
    value: toCrowns(order.total),
    ...(coupon ? { coupon } : {}),
    items: order.items.map((item, index) => ({ ...toCartGa4Item(item), index })),
  }
}

export function trackBeginCheckout(cart: Order): void {
  pushDataLayer('begin_checkout', { ecommerce: basePayload(cart) })
}

/**
 * The order as the summary shows it with the chosen methods: `value` is the total with this shipping price
 * and payment fee (the cart's own total still holds the methods it had), `shipping` counts as in `purchase`.
 */
function stepPayload(cart: Order, shipping: ShippingMethod, payment: PaymentMethod | null) {
  const totals = previewTotals(cart, shipping, payment)
  return {
    ...basePayload(cart),
    value: toCrowns(totals.total),
    shipping: toCrowns(totals.shipping + totals.paymentFee),
  }
}

/** Shipping was chosen or kept (`shipping_tier`: its name), with the payment chosen so far. */
export function trackAddShippingInfo(cart: Order, shipping: ShippingMethod, payment: PaymentMethod | null): void {
  pushDataLayer('add_shipping_info', {
    ecommerce: { ...stepPayload(cart, shipping, payment), shipping_tier: shipping.name },
  })
}

/** Payment was chosen or kept (`payment_type`: its name). */
export function trackAddPaymentInfo(cart: Order, shipping: ShippingMethod, payment: PaymentMethod): void {
  pushDataLayer('add_payment_info', {
    ecommerce: { ...stepPayload(cart, shipping, payment), payment_type: payment.name },
  })
}

/** Shipping as docs/product.md#analytics counts it: the shipping total plus the fee of the first payment's method. */
export function purchaseShipping(order: Order, paymentMethods: readonly PaymentMethod[]): number {
  const code = order.payments[0]?.method?.code
  const method = code ? paymentMethods.find((candidate) => candidate.code === code) : undefined
  const fee = method ? (method.fee ?? 0) : (order.paymentFeeTotal ?? 0)
  return (order.shippingTotal ?? 0) + fee
}

/** `purchase`: transaction id (the order number), value, tax, shipping, coupon, items and the customer. */
export function purchasePayload(order: Order, paymentMethods: readonly PaymentMethod[]) {
  const address = order.billingAddress
  const email = order.email ?? (typeof order.customer === 'object' ? order.customer?.email : null) ?? null
  return {
    ecommerce: {
      ...basePayload(order),
      transaction_id: order.number ?? order.tokenValue,
      tax: toCrowns(order.taxTotal ?? 0),
      shipping: toCrowns(purchaseShipping(order, paymentMethods)),
    },
    user_data: {
      email,
      phone_number: address?.phoneNumber ?? null,
      address: {
        first_name: address?.firstName ?? null,
        last_name: address?.lastName ?? null,
        street: address?.street ?? null,
        city: address?.city ?? null,
        postal_code: address?.postcode ?? null,
        country: address?.countryCode ?? null,
      },
    },
  }
}

export function trackPurchase(order: Order, paymentMethods: readonly PaymentMethod[]): void {
  pushDataLayer('purchase', purchasePayload(order, paymentMethods))
}
