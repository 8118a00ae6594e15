import { describe, expect, it } from 'vitest'
import type { Order } from '../../lib/api/normalize'
import { itemCount } from './cart-summary'
import { cartTotals, freeShippingProgress } from './cart-totals'

const line = (id: number, quantity: number, price: number) => ({
  id,
  variant: { '@id': `/v/${id}`, code: `V${id}` },
  variantCode: `V${id}`,
  quantity,
  unitPrice: price,
  discountedUnitPrice: price,
  subtotal: price * quantity,
  total: price * quantity,
})

function order(extra: Partial<Order> = {}): Order {
  return {
    tokenValue: 't',
    state: 'cart',
    total: 0,
    items: [line(1, 2, 500_00), line(2, 1, 290_00)],
    payments: [],
    shipments: [],
    ...extra,
  }
}

describe('cart summary', () => {
  it('counts pieces, not lines', () => {
    expect(itemCount(order())).toBe(3)
    expect(itemCount(null)).toBe(0)
  })

  it('shows a coupon as the difference between the goods and their total after discounts', () => {
    const totals = cartTotals(
      order({
        itemsSubtotal: 1290_00,
        itemsTotal: 1161_00,
        total: 1240_00,
        shippingTotal: 79_00,
        shipments: [{ id: 1, method: { '@id': '/s/packeta', code: 'packeta' } }],
      }),
    )
    expect(totals).toMatchObject({ items: 1290_00, discount: -129_00, shipping: 79_00, total: 1240_00 })
  })

  it('has no shipping amount before a method is chosen, unless shipping is free anyway', () => {
    expect(cartTotals(order({ freeShipping: { threshold: 1500_00, remaining: 210_00 } })).shipping).toBeNull()
    expect(cartTotals(order({ freeShipping: { threshold: 1500_00, remaining: 0 } })).shipping).toBe(0)
  })

  it('measures the way to free shipping', () => {
    expect(freeShippingProgress(order({ freeShipping: { threshold: 1500_00, remaining: 375_00 } }))).toEqual({
      percent: 75,
      remaining: 375_00,
    })
    expect(freeShippingProgress(order({ freeShipping: null }))).toBeNull()
  })
})
