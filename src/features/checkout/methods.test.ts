import { describe, expect, it } from 'vitest'
import { allowedPayments, findShipping, keepPayment, orderTotals, previewTotals, withOrderPrices } from './methods'
import { orderFixture, paymentMethods, shippingMethods } from './order-fixture'

const codes = (list: { code: string }[]) => list.map((m) => m.code)

describe('allowedPayments', () => {
  it('offers only the payments allowed with the chosen shipping', () => {
    expect(codes(allowedPayments(findShipping(shippingMethods, 'packeta'), paymentMethods))).toEqual([
      'comgate',
      'bank_transfer',
      'cod',
    ])
    expect(codes(allowedPayments(findShipping(shippingMethods, 'shop_pickup'), paymentMethods))).toEqual([
      'comgate',
      'bank_transfer',
    ])
  })

  it('offers nothing before a shipping method is chosen', () => {
    expect(allowedPayments(null, paymentMethods)).toEqual([])
  })
})

describe('keepPayment', () => {
  const pickup = allowedPayments(findShipping(shippingMethods, 'shop_pickup'), paymentMethods)

  it('keeps a payment still allowed and drops one that is not', () => {
    expect(keepPayment('comgate', pickup)).toBe('comgate')
    expect(keepPayment('cod', pickup)).toBe('')
  })

  it('chooses the only payment left', () => {
    expect(keepPayment('cod', pickup.slice(0, 1))).toBe('comgate')
  })
})

describe('withOrderPrices', () => {
  it('shows what each method costs for this cart', () => {
    const priced = withOrderPrices(shippingMethods, new Map([['packeta', 0]]))
    expect(priced.map((m) => m.price)).toEqual([0, 12_900, 0])
    expect(withOrderPrices(shippingMethods, null)).toEqual(shippingMethods)
  })
})

describe('orderTotals and previewTotals', () => {
  const cart = orderFixture({ itemsSubtotal: 161_820, itemsTotal: 145_638, total: 145_638 + 7_900 + 3_900 })

  it('splits the API totals into lines, order discount, shipping and fee', () => {
    expect(orderTotals(cart)).toEqual({
      itemsSubtotal: 161_820,
      discount: -16_182,
      shipping: 7_900,
      paymentFee: 3_900,
      total: 157_438,
    })
  })

  it('swaps the cart shipping and fee for the chosen ones', () => {
    const preview = previewTotals(cart, findShipping(shippingMethods, 'courier'), paymentMethods[0] ?? null)
    expect(preview).toMatchObject({ shipping: 12_900, paymentFee: 0, total: 145_638 + 12_900 })
    expect(previewTotals(cart, null, null)).toEqual(orderTotals(cart))
  })
})
