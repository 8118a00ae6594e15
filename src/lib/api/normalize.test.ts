import { describe, expect, it } from 'vitest'
import { order } from '../../../contract/order'
import { normalizeOrder } from './normalize'

const base = { tokenValue: 't', state: 'cart', total: 100, items: [], payments: [], shipments: [] }

describe('normalizeOrder', () => {
  it('turns the IRI strings of stock Sylius into objects with their codes', () => {
    const wire = order.parse({
      ...base,
      items: [{ id: 1, variant: '/api/v2/shop/product-variants/RUM_1_V', quantity: 2, unitPrice: 50, total: 100 }],
      payments: [{ id: 3, method: '/api/v2/shop/payment-methods/comgate' }],
      shipments: [{ id: 4, method: '/api/v2/shop/shipping-methods/packeta' }],
    })
    const normal = normalizeOrder(wire)
    expect(normal.items[0]?.variant).toEqual({ '@id': '/api/v2/shop/product-variants/RUM_1_V', code: 'RUM_1_V' })
    expect(normal.items[0]?.variantCode).toBe('RUM_1_V')
    expect(normal.payments[0]?.method?.code).toBe('comgate')
    expect(normal.shipments[0]?.method?.['@id']).toBe('/api/v2/shop/shipping-methods/packeta')
  })

  it('keeps embedded objects and fills a missing code from their IRI', () => {
    const wire = order.parse({
      ...base,
      items: [
        {
          id: 1,
          variant: { '@id': '/api/v2/shop/product-variants/GIN_V', name: 'Gin' },
          quantity: 1,
          unitPrice: 1,
          total: 1,
        },
      ],
      payments: [{ id: 3, method: null }],
    })
    const normal = normalizeOrder(wire)
    expect(normal.items[0]?.variant).toEqual({
      '@id': '/api/v2/shop/product-variants/GIN_V',
      name: 'Gin',
      code: 'GIN_V',
    })
    expect(normal.payments[0]?.method).toBeNull()
  })
})
