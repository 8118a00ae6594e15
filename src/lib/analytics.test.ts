import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '../../contract/catalogue'
import { pushDataLayer } from './analytics'
import { toGa4Item, trackSelectItem, trackViewItem } from './analytics-items'

const product: Product = {
  '@id': '/api/v2/shop/products/RUM_1',
  code: 'RUM_1',
  name: 'Diplomático Reserva Exclusiva 0,7 l',
  slug: 'diplomatico-reserva-exclusiva-0-7-l',
  variants: ['/api/v2/shop/product-variants/RUM_1_V'],
  images: [],
  brand: { code: 'DIPLOMATICO', name: 'Diplomático' },
  defaultVariantData: {
    '@id': '/api/v2/shop/product-variants/RUM_1_V',
    code: 'RUM_1_V',
    name: '0,7 l',
    inStock: true,
    price: 89_990,
    originalPrice: 99_900,
  },
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('toGa4Item', () => {
  it('names the variant code, product name, brand and variant, with the price in crowns', () => {
    expect(toGa4Item(product)).toEqual({
      item_id: 'RUM_1_V',
      item_name: 'Diplomático Reserva Exclusiva 0,7 l',
      item_brand: 'Diplomático',
      item_variant: '0,7 l',
      price: 899.9,
      discount: 99.1,
      quantity: 1,
    })
  })

  it('puts the breadcrumb names into item_category to item_category5, top first', () => {
    const item = toGa4Item(product, { categories: ['Rum', 'Tmavý rum', 'a', 'b', 'c', 'too deep'] })
    expect(item).toMatchObject({ item_category: 'Rum', item_category2: 'Tmavý rum', item_category5: 'c' })
    expect(Object.values(item)).not.toContain('too deep')
  })

  it('takes the chosen variant, the quantity, the position and the list', () => {
    const variant = {
      '@id': '/v/RUM_1_DB',
      code: 'RUM_1_DB',
      name: 'v dárkovém balení',
      inStock: true,
      price: 109_900,
      originalPrice: 109_900,
    }
    expect(toGa4Item(product, { variant, quantity: 2, index: 3, list: { id: 'rum', name: 'Rum' } })).toMatchObject({
      item_id: 'RUM_1_DB',
      item_variant: 'v dárkovém balení',
      price: 1099,
      quantity: 2,
      index: 3,
      item_list_id: 'rum',
      item_list_name: 'Rum',
    })
  })

  it('gives no discount when the product is not on offer, and no price when it has none', () => {
    const regular = { ...product, defaultVariantData: { ...product.defaultVariantData!, originalPrice: 89_990 } }
    expect(toGa4Item(regular)).not.toHaveProperty('discount')
    const unpriced = { ...product, defaultVariantData: null }
    expect(toGa4Item(unpriced)).toEqual({
      item_id: 'RUM_1',
      item_name: product.name,
      item_brand: 'Diplomático',
      quantity: 1,
    })
  })
})

describe('the data layer', () => {
  it('does nothing on the server', () => {
    expect(() => pushDataLayer('view_item', { ecommerce: {} })).not.toThrow()
  })

  it('creates window.dataLayer and clears the previous e-commerce object before each event', () => {
    const fakeWindow: { dataLayer?: object[] } = {}
    vi.stubGlobal('window', fakeWindow)
    pushDataLayer('view_item', { ecommerce: { items: [] } })
    pushDataLayer('select_item', { ecommerce: { items: [] } })
    expect(fakeWindow.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { items: [] } },
      { ecommerce: null },
      { event: 'select_item', ecommerce: { items: [] } },
    ])
  })

  it('keeps what a tag manager already put into the data layer', () => {
    const fakeWindow = { dataLayer: [{ 'gtm.start': 1 }] }
    vi.stubGlobal('window', fakeWindow)
    trackSelectItem(toGa4Item(product, { index: 0 }), { id: 'search', name: 'Vyhledávání' })
    expect(fakeWindow.dataLayer[0]).toEqual({ 'gtm.start': 1 })
    expect(fakeWindow.dataLayer[2]).toMatchObject({
      event: 'select_item',
      ecommerce: { item_list_id: 'search', item_list_name: 'Vyhledávání' },
    })
  })

  it('sends view_item with the currency and the value of the item', () => {
    const fakeWindow: { dataLayer?: object[] } = {}
    vi.stubGlobal('window', fakeWindow)
    trackViewItem(toGa4Item(product))
    expect(fakeWindow.dataLayer?.[1]).toMatchObject({
      event: 'view_item',
      ecommerce: { currency: 'CZK', value: 899.9 },
    })
  })
})
