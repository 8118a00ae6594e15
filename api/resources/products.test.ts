import { beforeAll, describe, expect, it } from 'vitest'
import { product as productSchema } from '../../contract/catalogue'
import { addDrinksCatalogue, get } from '../test/fixtures'
import { testEnv } from '../test/env'

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
})

describe('GET /products/{code}', () => {
  it('gives a product as a top-level JSON-LD item with Sylius fields and our drinks extras', async () => {
    const response = await get('/api/v2/shop/products/RUM_A')

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/ld+json; charset=utf-8')
    const body = await response.json()
    expect(body).toEqual({
      '@context': '/api/v2/contexts/Product',
      '@id': '/api/v2/shop/products/RUM_A',
      '@type': 'Product',
      id: expect.any(Number),
      code: 'RUM_A',
      name: 'Rum A',
      slug: 'rum-a',
      description: 'Tmavý rum',
      shortDescription: 'Tmavý',
      mainTaxon: '/api/v2/shop/taxons/rum',
      productTaxons: [expect.stringMatching(/^\/api\/v2\/shop\/product-taxons\/\d+$/)],
      options: [],
      variants: ['/api/v2/shop/product-variants/RUM_A_700'],
      defaultVariant: '/api/v2/shop/product-variants/RUM_A_700',
      images: [
        {
          '@id': expect.stringMatching(/^\/api\/v2\/shop\/products\/RUM_A\/images\/\d+$/),
          '@type': 'ProductImage',
          id: expect.any(Number),
          type: 'main',
          path: '/media/products/rum-a.jpg',
        },
        expect.objectContaining({ '@type': 'ProductImage', type: 'thumbnail', path: '/media/products/rum-a-back.jpg' }),
      ],
      reviews: [],
      averageRating: 0,
      reviewCount: 0,
      associations: [],
      createdAt: '2024-01-01 10:00:00',
      updatedAt: '2024-01-01 10:00:00',
      defaultVariantData: {
        '@id': '/api/v2/shop/product-variants/RUM_A_700',
        '@type': 'ProductVariant',
        code: 'RUM_A_700',
        name: '0,7 l',
        inStock: true,
        price: 50000,
        originalPrice: 60000,
        lowestPriceBeforeDiscount: null,
      },
      brand: { code: 'havana', name: 'Havana Club' },
      countryOfOrigin: { code: 'CU', name: 'Kuba' },
      volume: 0.7,
      alcohol: 40,
      engravingMaxLength: null,
    })
    expect(productSchema.safeParse(body).success).toBe(true)
  })

  it('prefixes image paths with PUBLIC_MEDIA_URL when the media live on another host', async () => {
    const response = await get(
      '/api/v2/shop/products/RUM_A',
      {},
      { ...testEnv, PUBLIC_MEDIA_URL: 'https://cdn.example.cz' },
    )

    const body = productSchema.parse(await response.json())
    expect(body.images[0]?.path).toBe('https://cdn.example.cz/media/products/rum-a.jpg')
  })

  it('lists only enabled variants, takes the first enabled one as default and reports stock net of holds', async () => {
    const body = productSchema.parse(await (await get('/api/v2/shop/products/WHISKY_C')).json())

    expect(body.variants).toEqual([
      '/api/v2/shop/product-variants/WHISKY_C_700',
      '/api/v2/shop/product-variants/WHISKY_C_1000',
    ])
    expect(body.defaultVariant).toBe('/api/v2/shop/product-variants/WHISKY_C_700')
    expect(body.defaultVariantData).toMatchObject({
      code: 'WHISKY_C_700',
      inStock: false,
      price: 90000,
      originalPrice: 90000,
    })
  })

  it('gives nulls, not missing keys, for a product without variants, taxon, brand or facets', async () => {
    const body = await (await get('/api/v2/shop/products/WINE_F')).json()

    expect(body).toMatchObject({
      variants: [],
      defaultVariant: null,
      defaultVariantData: null,
      mainTaxon: null,
      brand: null,
      countryOfOrigin: null,
      volume: null,
      alcohol: null,
      description: null,
      images: [],
    })
  })

  it('answers English texts for Accept-Language en and falls back to Czech where a product has no English', async () => {
    const english = productSchema.parse(
      await (await get('/api/v2/shop/products/RUM_A', { 'accept-language': 'en-US,en;q=0.9' })).json(),
    )
    const fallback = productSchema.parse(
      await (await get('/api/v2/shop/products/RUM_B', { 'accept-language': 'en' })).json(),
    )

    expect(english).toMatchObject({
      name: 'Rum A (en)',
      slug: 'rum-a-en',
      description: 'Dark rum',
      countryOfOrigin: { code: 'CU', name: 'Cuba' },
    })
    expect(fallback).toMatchObject({ name: 'Rum B', slug: 'rum-b' })
  })

  it('answers 404 hydra:Error for an unknown product and for a disabled one', async () => {
    for (const code of ['NOPE', 'HIDDEN_D']) {
      const response = await get(`/api/v2/shop/products/${code}`)

      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('application/ld+json; charset=utf-8')
      expect(await response.json()).toEqual({
        '@context': '/api/v2/contexts/Error',
        '@type': 'hydra:Error',
        'hydra:title': 'An error occurred',
        'hydra:description': 'Not Found',
      })
    }
  })

  it('may be cached publicly for a minute and stale while revalidating', async () => {
    const response = await get('/api/v2/shop/products/RUM_A')

    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(response.headers.get('vary')).toContain('Accept-Language')
  })
})

describe('GET /products-by-slug/{slug}', () => {
  it('redirects 301 to the product by code and keeps the query string', async () => {
    const response = await get('/api/v2/shop/products-by-slug/rum-a?imageFilter=sylius_small&x=1')

    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/api/v2/shop/products/RUM_A?imageFilter=sylius_small&x=1')
  })

  it('finds the slug of the requested locale and falls back to the Czech slug', async () => {
    const english = await get('/api/v2/shop/products-by-slug/rum-a-en', { 'accept-language': 'en' })
    const czechSlugInEnglish = await get('/api/v2/shop/products-by-slug/rum-b', { 'accept-language': 'en' })

    expect(english.status).toBe(301)
    expect(english.headers.get('location')).toBe('/api/v2/shop/products/RUM_A')
    expect(czechSlugInEnglish.headers.get('location')).toBe('/api/v2/shop/products/RUM_B')
  })

  it('answers 404 hydra:Error for an unknown slug, a slug of a disabled product and a slug of another locale', async () => {
    const unknown = await get('/api/v2/shop/products-by-slug/no-such-rum')
    const disabled = await get('/api/v2/shop/products-by-slug/rum-d')
    const englishSlugInCzech = await get('/api/v2/shop/products-by-slug/rum-a-en')

    for (const response of [unknown, disabled, englishSlugInCzech]) {
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' })
    }
  })
})

describe('GET /product-variants/{code}', () => {
  it('gives the variant with its product, price, original price and stock', async () => {
    const response = await get('/api/v2/shop/product-variants/WHISKY_C_1000')

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      '@context': '/api/v2/contexts/ProductVariant',
      '@id': '/api/v2/shop/product-variants/WHISKY_C_1000',
      '@type': 'ProductVariant',
      code: 'WHISKY_C_1000',
      name: null,
      product: '/api/v2/shop/products/WHISKY_C',
      optionValues: [],
      inStock: true,
      price: 120000,
      originalPrice: 120000,
      lowestPriceBeforeDiscount: null,
    })
  })

  it('answers 404 for an unknown variant, a disabled one and one of a disabled product', async () => {
    for (const code of ['NOPE', 'WHISKY_C_50', 'HIDDEN_D_700']) {
      expect((await get(`/api/v2/shop/product-variants/${code}`)).status).toBe(404)
    }
  })
})
