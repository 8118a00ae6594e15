import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  purchasePayload,
  purchaseShipping,
  trackAddPaymentInfo,
  trackAddShippingInfo,
  trackPurchase,
} from './checkout-analytics'
import { orderFixture, paymentMethods, shippingMethods } from './order-fixture'

const address = {
  firstName: 'Jana',
  lastName: 'Nováková',
  street: 'Dlouhá 1',
  city: 'Praha',
  postcode: '11000',
  phoneNumber: '+420111222333',
  countryCode: 'CZ',
}
const order = orderFixture({
  number: '000000042',
  state: 'new',
  email: 'jana@example.cz',
  billingAddress: address,
  couponCode: 'VITEJTE10',
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('purchasePayload', () => {
  it('carries the order number, the total in CZK, the coupon and the items', () => {
    const { ecommerce } = purchasePayload(order, paymentMethods)
    expect(ecommerce).toMatchObject({
      transaction_id: '000000042',
      value: 1736.2,
      currency: 'CZK',
      coupon: 'VITEJTE10',
      tax: 308.12,
    })
    expect(ecommerce.items).toEqual([
      {
        item_id: 'RUM_1_V',
        item_name: 'Diplomático Reserva',
        item_variant: '0,7 l',
        price: 809.1,
        discount: 189.9,
        quantity: 2,
        index: 0,
      },
    ])
  })

  it('counts shipping as the shipping total plus the first payment method fee', () => {
    expect(purchaseShipping(order, paymentMethods)).toBe(7_900 + 3_900)
    expect(purchasePayload(order, paymentMethods).ecommerce.shipping).toBe(118)
    const online = orderFixture({
      payments: [{ id: 1, method: { '@id': '/m/comgate', code: 'comgate' } }],
      paymentFeeTotal: 0,
    })
    expect(purchaseShipping(online, paymentMethods)).toBe(7_900)
  })

  it('names the customer: e-mail, phone and address', () => {
    expect(purchasePayload(order, paymentMethods).user_data).toEqual({
      email: 'jana@example.cz',
      phone_number: '+420111222333',
      address: {
        first_name: 'Jana',
        last_name: 'Nováková',
        street: 'Dlouhá 1',
        city: 'Praha',
        postal_code: '11000',
        country: 'CZ',
      },
    })
  })
})

describe('tracking', () => {
  it('pushes purchase and add_shipping_info to the data layer', () => {
    const dataLayer: object[] = []
    vi.stubGlobal('window', { dataLayer })
    trackAddShippingInfo(order, shippingMethods[0]!, paymentMethods[2]!)
    trackPurchase(order, paymentMethods)
    expect(dataLayer[1]).toMatchObject({
      event: 'add_shipping_info',
      ecommerce: { shipping_tier: 'Zásilkovna', value: 1736.2, shipping: 118 },
    })
    expect(dataLayer[3]).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: '000000042' } })
  })

  it("values the steps with the chosen methods' price and fee, not the methods the cart still holds", () => {
    const dataLayer: Array<{ event?: string; ecommerce?: Record<string, unknown> }> = []
    vi.stubGlobal('window', { dataLayer })
    // the cart holds Zásilkovna (79 Kč) and cash on delivery (39 Kč); the shopper picks the courier (129 Kč)
    trackAddShippingInfo(order, shippingMethods[1]!, paymentMethods[2]!)
    trackAddPaymentInfo(order, shippingMethods[1]!, paymentMethods[0]!)
    const [shipping, payment] = dataLayer.filter((entry) => entry.event)
    expect(shipping).toMatchObject({
      event: 'add_shipping_info',
      ecommerce: { shipping_tier: 'Kurýr', value: 1618.2 + 129 + 39, shipping: 168, currency: 'CZK' },
    })
    expect(payment).toMatchObject({
      event: 'add_payment_info',
      ecommerce: { payment_type: 'Online platba', value: 1618.2 + 129, shipping: 129, coupon: 'VITEJTE10' },
    })
    expect(payment?.ecommerce?.items).toHaveLength(1)
  })
})
