import { describe, expect, it } from 'vitest'
import {
  allowedPayments,
  findShipping,
  keepPayment,
  orderTotals,
  previewTotals,
  withGiftCards,
  withOrderPrices,
} from './methods'
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

describe('withGiftCards', () => {
  const goods = { itemsSubtotal: 40_000, itemsTotal: 40_000, shippingTotal: 7_900, paymentFeeTotal: 0 }

  it('lets the vouchers pay in their order what the chosen shipping makes due', () => {
    // the cart's courier (79 Kč) was paid by the voucher; pickup in the shop (0 Kč) frees 79 Kč of it
    const cart = orderFixture({
      ...goods,
      total: 0,
      giftCards: [{ code: 'A', amount: 47_900 }],
      giftCardsTotal: 47_900,
    })
    const pickup = { ...shippingMethods[0]!, price: 0 }
    const preview = withGiftCards(cart, previewTotals(cart, pickup, null))
    expect(preview).toMatchObject({ total: 0, giftCards: [{ code: 'A', amount: 40_000 }] })
  })

  it('leaves the rest to pay when the vouchers applied do not cover it', () => {
    const cart = orderFixture({
      ...goods,
      total: 2_900,
      giftCards: [
        { code: 'A', amount: 30_000 },
        { code: 'B', amount: 15_000 },
      ],
    })
    const preview = withGiftCards(cart, previewTotals(cart, null, null))
    expect(preview).toMatchObject({ total: 2_900, giftCards: [{ amount: 30_000 }, { amount: 15_000 }] })
  })

  it('changes nothing for a cart without vouchers', () => {
    const cart = orderFixture()
    expect(withGiftCards(cart, previewTotals(cart, null, null))).toEqual({ ...orderTotals(cart), giftCards: [] })
  })
})
