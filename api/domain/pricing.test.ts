import { describe, expect, it } from 'vitest'
import { priceCart, vatIncluded } from './pricing'
import type { Promotion } from './promotions'

const promotion = (code: string, extra: Partial<Promotion>): Promotion => ({
  code,
  name: code,
  priority: 0,
  exclusive: false,
  couponBased: false,
  rules: [],
  actions: [],
  ...extra,
})

const FREE_FROM_1500 = promotion('free', {
  rules: [{ type: 'item_total', amount: 150000 }],
  actions: [{ type: 'shipping_percentage_discount', percentage: 100 }],
})
const RUM_10 = promotion('rum', { actions: [{ type: 'taxon_percentage_discount', taxons: ['rum'], percentage: 10 }] })

const line = (id: number, unitPrice: number, quantity = 1, taxons: string[] = []) => ({
  id,
  quantity,
  unitPrice,
  originalUnitPrice: null,
  taxons,
})

describe('priceCart', () => {
  it("adds the method's age-check surcharge to shipping when the cart holds alcohol, and not otherwise", () => {
    const ppl = { fee: 11900, freeShippingEligible: true, ageCheckFee: 3000 }
    const withAlcohol = priceCart({
      items: [line(1, 50000)],
      shipping: ppl,
      alcohol: true,
      paymentFee: 0,
      promotions: [],
    })
    expect(withAlcohol).toMatchObject({ shippingTotal: 14900, total: 64900 })
    const without = priceCart({ items: [line(1, 8000)], shipping: ppl, alcohol: false, paymentFee: 0, promotions: [] })
    expect(without).toMatchObject({ shippingTotal: 11900, total: 19900 })
    // free shipping takes the whole price of the method, the age check with it
    const free = priceCart({
      items: [line(1, 160000)],
      shipping: ppl,
      alcohol: true,
      paymentFee: 0,
      promotions: [FREE_FROM_1500],
    })
    expect(free).toMatchObject({ shippingTotal: 0, shippingPromotionTotal: -14900, total: 160000 })
  })

  it('adds shipping and the payment fee, with the VAT included in the total', () => {
    const priced = priceCart({
      items: [line(1, 30000, 2)],
      shipping: { fee: 12900, freeShippingEligible: true },
      paymentFee: 3900,
      promotions: [],
    })
    expect(priced).toMatchObject({
      itemsSubtotal: 60000,
      itemsTotal: 60000,
      shippingTotal: 12900,
      paymentFeeTotal: 3900,
      total: 76800,
    })
    expect(priced.taxTotal).toBe(vatIncluded(76800))
    expect(vatIncluded(12100)).toBe(2100)
  })

  it('takes a percentage off the units of a category and tells how far free shipping is', () => {
    const priced = priceCart({
      items: [line(1, 49900, 1, ['rum', 'destilaty']), line(2, 30000, 1, ['gin'])],
      shipping: { fee: 7900, freeShippingEligible: true },
      paymentFee: 0,
      promotions: [RUM_10, FREE_FROM_1500],
    })
    expect(priced.items[0]).toMatchObject({
      unitPrice: 49900,
      discountedUnitPrice: 44910,
      subtotal: 44910,
      total: 44910,
    })
    expect(priced).toMatchObject({
      itemsTotal: 74910,
      orderPromotionTotal: -4990,
      shippingTotal: 7900,
      freeShipping: { threshold: 150000, remaining: 75090 },
    })
    expect(priced.appliedPromotions).toEqual(['rum'])
  })

  it('makes shipping free from the threshold, but not for a method outside the promotion', () => {
    const items = [line(1, 80000, 2)]
    expect(
      priceCart({
        items,
        shipping: { fee: 7900, freeShippingEligible: true },
        paymentFee: 0,
        promotions: [FREE_FROM_1500],
      }),
    ).toMatchObject({
      shippingTotal: 0,
      shippingPromotionTotal: -7900,
      freeShipping: { remaining: 0 },
    })
    expect(
      priceCart({
        items,
        shipping: { fee: 5000, freeShippingEligible: false },
        paymentFee: 0,
        promotions: [FREE_FROM_1500],
      }).shippingTotal,
    ).toBe(5000)
  })

  it('spreads an order discount over the lines to the haléř, never below zero', () => {
    const spread = priceCart({
      items: [line(1, 10001), line(2, 20001), line(3, 30001)],
      shipping: null,
      paymentFee: 0,
      promotions: [promotion('third', { actions: [{ type: 'order_percentage_discount', percentage: 33 }] })],
    })
    const discount = Math.round((60003 * 33) / 100)
    expect(spread.itemsTotal).toBe(60003 - discount)
    expect(spread.items.reduce((sum, item) => sum + item.total, 0)).toBe(spread.itemsTotal)
    const capped = priceCart({
      items: [line(1, 5000)],
      shipping: { fee: 7900, freeShippingEligible: true },
      paymentFee: 0,
      promotions: [promotion('big', { actions: [{ type: 'order_fixed_discount', amount: 100000 }] })],
    })
    expect(capped).toMatchObject({ itemsTotal: 0, total: 7900 })
  })

  it('applies an exclusive promotion alone, by priority', () => {
    const exclusive = promotion('only', {
      priority: 10,
      exclusive: true,
      actions: [{ type: 'order_fixed_discount', amount: 1000 }],
    })
    const priced = priceCart({
      items: [line(1, 20000, 1, ['rum'])],
      shipping: null,
      paymentFee: 0,
      promotions: [RUM_10, exclusive],
    })
    expect(priced.appliedPromotions).toEqual(['only'])
    expect(priced.itemsTotal).toBe(19000)
  })

  it('charges nothing for an empty cart', () => {
    expect(
      priceCart({
        items: [],
        shipping: { fee: 7900, freeShippingEligible: true },
        paymentFee: 3900,
        promotions: [RUM_10],
      }),
    ).toMatchObject({
      total: 0,
      shippingTotal: 0,
      paymentFeeTotal: 0,
    })
  })
})
