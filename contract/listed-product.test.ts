import { describe, expect, it } from 'vitest'
import { product } from './catalogue'
import { toListedProduct } from './listed-product'

// A product as GET /products lists it (api/resources/products.ts productFields), parsed as the client parses it.
const answer = product.parse({
  '@id': '/api/v2/shop/products/ARDBEG_10_700',
  '@type': 'Product',
  id: 12,
  code: 'ARDBEG_10_700',
  name: 'Ardbeg 10 Year Old 0,7 l',
  slug: 'ardbeg-10-year-old-0-7-l',
  description: '<p>Rašelinová whisky z Islay.</p>',
  shortDescription: 'Kouřová a slaná.',
  mainTaxon: '/api/v2/shop/taxons/whisky_skotska',
  productTaxons: ['/api/v2/shop/product-taxons/40'],
  variants: ['/api/v2/shop/product-variants/ARDBEG_10_700_V'],
  defaultVariant: '/api/v2/shop/product-variants/ARDBEG_10_700_V',
  images: [
    {
      '@id': '/api/v2/shop/products/ARDBEG_10_700/images/1',
      '@type': 'ProductImage',
      id: 1,
      type: 'main',
      path: '/media/products/ARDBEG_10_700.svg',
    },
    {
      '@id': '/api/v2/shop/products/ARDBEG_10_700/images/2',
      '@type': 'ProductImage',
      id: 2,
      type: 'detail',
      path: '/media/products/ARDBEG_10_700-2.svg',
    },
  ],
  associations: ['/api/v2/shop/product-associations/3'],
  defaultVariantData: {
    '@id': '/api/v2/shop/product-variants/ARDBEG_10_700_V',
    '@type': 'ProductVariant',
    code: 'ARDBEG_10_700_V',
    name: '0,7 l',
    inStock: true,
    price: 109000,
    originalPrice: 124900,
    lowestPriceBeforeDiscount: 112000,
  },
  brand: { code: 'ardbeg', name: 'Ardbeg' },
  countryOfOrigin: { code: 'GB', name: 'Velká Británie' },
  volume: 0.7,
  alcohol: 46,
})

describe('a listed product', () => {
  it('keeps exactly what a card and its list analytics use, so a listing page carries nothing more', () => {
    expect(toListedProduct(answer)).toStrictEqual({
      code: 'ARDBEG_10_700',
      name: 'Ardbeg 10 Year Old 0,7 l',
      slug: 'ardbeg-10-year-old-0-7-l',
      images: [{ path: '/media/products/ARDBEG_10_700.svg' }],
      defaultVariantData: {
        code: 'ARDBEG_10_700_V',
        name: '0,7 l',
        inStock: true,
        price: 109000,
        originalPrice: 124900,
      },
      brand: { name: 'Ardbeg' },
      volume: 0.7,
      mainTaxon: '/api/v2/shop/taxons/whisky_skotska',
    })
  })

  it('keeps a product without a picture, price data or brand as such', () => {
    const listed = toListedProduct({ ...answer, images: [], defaultVariantData: null, brand: null })
    expect(listed.images).toEqual([])
    expect(listed.defaultVariantData).toBeNull()
    expect(listed.brand).toBeNull()
  })

  it('carries the stars of a rated product only (decision 061)', () => {
    expect(toListedProduct({ ...answer, averageRating: 4.5, reviewCount: 12 })).toMatchObject({
      averageRating: 4.5,
      reviewCount: 12,
    })
    expect(toListedProduct({ ...answer, averageRating: 0, reviewCount: 0 })).not.toHaveProperty('reviewCount')
  })
})
