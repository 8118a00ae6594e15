import { beforeAll, describe, expect, it } from 'vitest'
import { product } from '../../contract/catalogue'
import { constraintViolationList, hydraCollection } from '../../contract/hydra'
import app from '../index'
import { addDrinksCatalogue, get } from '../test/fixtures'
import { testEnv } from '../test/env'

const productCollection = hydraCollection(product)

async function codesOf(path: string, headers: Record<string, string> = {}): Promise<string[]> {
  const response = await get(path, headers)
  expect(response.status).toBe(200)
  return productCollection.parse(await response.json())['hydra:member'].map((member) => member.code)
}

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
})

describe('GET /products', () => {
  it('is a hydra collection of the enabled products by code, without a view when all fit one page', async () => {
    const response = await get('/api/v2/shop/products')

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/ld+json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const body = await response.json()
    expect(body).toMatchObject({
      '@context': '/api/v2/contexts/Product',
      '@id': '/api/v2/shop/products',
      '@type': 'hydra:Collection',
      'hydra:totalItems': 5,
    })
    expect(body).not.toHaveProperty('hydra:view')
    const members = productCollection.parse(body)['hydra:member']
    expect(members.map((member) => member.code)).toEqual(['RUM_A', 'RUM_B', 'SECRET_E', 'WHISKY_C', 'WINE_F'])
    expect(members[0]).toMatchObject({ '@id': '/api/v2/shop/products/RUM_A', '@type': 'Product', name: 'Rum A' })
    expect(members[0]).not.toHaveProperty('@context')
  })

  it('pages with hydra:view links that keep the other query parameters', async () => {
    const response = await get('/api/v2/shop/products?order[code]=desc&itemsPerPage=2&page=2')
    const body = productCollection.parse(await response.json())

    expect(body['hydra:totalItems']).toBe(5)
    expect(body['hydra:member'].map((member) => member.code)).toEqual(['SECRET_E', 'RUM_B'])
    expect(body['hydra:view']).toEqual({
      '@id': '/api/v2/shop/products?order%5Bcode%5D=desc&itemsPerPage=2&page=2',
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': '/api/v2/shop/products?order%5Bcode%5D=desc&itemsPerPage=2&page=1',
      'hydra:last': '/api/v2/shop/products?order%5Bcode%5D=desc&itemsPerPage=2&page=3',
      'hydra:previous': '/api/v2/shop/products?order%5Bcode%5D=desc&itemsPerPage=2&page=1',
      'hydra:next': '/api/v2/shop/products?order%5Bcode%5D=desc&itemsPerPage=2&page=3',
    })
  })

  it('gives the first page no previous link and the last page no next link', async () => {
    const first = productCollection.parse(await (await get('/api/v2/shop/products?itemsPerPage=2')).json())[
      'hydra:view'
    ]
    const last = productCollection.parse(await (await get('/api/v2/shop/products?itemsPerPage=2&page=3')).json())

    expect(first).toMatchObject({
      '@id': '/api/v2/shop/products?itemsPerPage=2&page=1',
      'hydra:next': '/api/v2/shop/products?itemsPerPage=2&page=2',
    })
    expect(first).not.toHaveProperty('hydra:previous')
    expect(last['hydra:member'].map((member) => member.code)).toEqual(['WINE_F'])
    expect(last['hydra:view']).not.toHaveProperty('hydra:next')
  })

  it('includes products of the taxon and of all its enabled descendants, by taxon position', async () => {
    expect(await codesOf('/api/v2/shop/products?taxon=/api/v2/shop/taxons/napoje')).toEqual([
      'WHISKY_C',
      'RUM_B',
      'RUM_A',
    ])
    expect(await codesOf('/api/v2/shop/products?taxon=rum')).toEqual(['RUM_B', 'RUM_A'])
  })

  it('leaves out disabled products and products only in a disabled taxon', async () => {
    const codes = await codesOf('/api/v2/shop/products?taxon=destilaty')

    expect(codes).not.toContain('HIDDEN_D')
    expect(codes).not.toContain('SECRET_E')
    expect(await codesOf('/api/v2/shop/products?taxon=skryte')).toEqual([])
  })

  it('answers an empty collection for an unknown taxon', async () => {
    const body = productCollection.parse(
      await (await get('/api/v2/shop/products?taxon=/api/v2/shop/taxons/nope')).json(),
    )

    expect(body['hydra:member']).toEqual([])
    expect(body['hydra:totalItems']).toBe(0)
  })

  it('filters productTaxons.taxon.code by direct membership only', async () => {
    expect(await codesOf('/api/v2/shop/products?productTaxons.taxon.code=rum')).toEqual(['RUM_B', 'RUM_A'])
    expect(await codesOf('/api/v2/shop/products?productTaxons.taxon.code=napoje')).toEqual([])
    expect(
      await codesOf('/api/v2/shop/products?productTaxons.taxon.code[]=whisky&productTaxons.taxon.code[]=vino'),
    ).toEqual(['WHISKY_C', 'WINE_F'])
  })

  it('filters translations.name by a case-insensitive part of the name', async () => {
    expect(await codesOf('/api/v2/shop/products?translations.name=RUM')).toEqual(['RUM_A', 'RUM_B'])
  })

  it('orders by code and by creation date both ways', async () => {
    expect(await codesOf('/api/v2/shop/products?order[code]=desc')).toEqual([
      'WINE_F',
      'WHISKY_C',
      'SECRET_E',
      'RUM_B',
      'RUM_A',
    ])
    expect(await codesOf('/api/v2/shop/products?order[createdAt]=asc')).toEqual([
      'RUM_A',
      'WHISKY_C',
      'RUM_B',
      'SECRET_E',
      'WINE_F',
    ])
    expect(await codesOf('/api/v2/shop/products?order[createdAt]=desc')).toEqual([
      'WINE_F',
      'SECRET_E',
      'RUM_B',
      'WHISKY_C',
      'RUM_A',
    ])
  })

  it('orders by the price of the first enabled variant, products without one last', async () => {
    expect(await codesOf('/api/v2/shop/products?order[price]=asc')).toEqual([
      'SECRET_E',
      'RUM_B',
      'RUM_A',
      'WHISKY_C',
      'WINE_F',
    ])
    expect(await codesOf('/api/v2/shop/products?order[price]=desc')).toEqual([
      'WHISKY_C',
      'RUM_A',
      'RUM_B',
      'SECRET_E',
      'WINE_F',
    ])
  })

  it('orders by the translated name in the request locale', async () => {
    expect(await codesOf('/api/v2/shop/products?order[translation.name]=asc')).toEqual([
      'RUM_A',
      'RUM_B',
      'SECRET_E',
      'WINE_F',
      'WHISKY_C',
    ])
    expect(await codesOf('/api/v2/shop/products?order[translation.name]=desc')).toEqual([
      'WHISKY_C',
      'WINE_F',
      'SECRET_E',
      'RUM_B',
      'RUM_A',
    ])
  })

  it('orders by units sold for order[bestseller], ties by code', async () => {
    expect(await codesOf('/api/v2/shop/products?order[bestseller]=desc')).toEqual([
      'RUM_B',
      'WHISKY_C',
      'RUM_A',
      'SECRET_E',
      'WINE_F',
    ])
    expect(await codesOf('/api/v2/shop/products?order[bestseller]=asc')).toEqual([
      'SECRET_E',
      'WINE_F',
      'RUM_A',
      'WHISKY_C',
      'RUM_B',
    ])
  })

  it('applies an order to a taxon filter instead of the taxon position', async () => {
    expect(await codesOf('/api/v2/shop/products?taxon=napoje&order[price]=asc')).toEqual(['RUM_B', 'RUM_A', 'WHISKY_C'])
  })

  it('gives English names with Accept-Language en and Czech ones where English is missing', async () => {
    const body = productCollection.parse(
      await (await get('/api/v2/shop/products?taxon=rum', { 'accept-language': 'en' })).json(),
    )

    expect(body['hydra:member'].map((member) => member.name)).toEqual(['Rum B', 'Rum A (en)'])
  })
})

describe('GET /products validation', () => {
  it('rejects itemsPerPage above 100 with a Czech violation list by default', async () => {
    const response = await get('/api/v2/shop/products?itemsPerPage=101')

    expect(response.status).toBe(422)
    expect(response.headers.get('content-type')).toBe('application/ld+json; charset=utf-8')
    expect(await response.json()).toEqual({
      '@context': '/api/v2/contexts/ConstraintViolationList',
      '@type': 'ConstraintViolationList',
      'hydra:title': 'An error occurred',
      'hydra:description': 'itemsPerPage: Hodnota může být nejvýše 100.',
      violations: [{ propertyPath: 'itemsPerPage', message: 'Hodnota může být nejvýše 100.', code: 'maxValue' }],
    })
  })

  it('rejects page 0 in Czech, and in English for Accept-Language en', async () => {
    const czech = constraintViolationList.parse(await (await get('/api/v2/shop/products?page=0')).json())
    const english = await get('/api/v2/shop/products?page=0', { 'accept-language': 'en' })

    expect(czech.violations).toEqual([
      { propertyPath: 'page', message: 'Hodnota musí být alespoň 1.', code: 'minValue' },
    ])
    expect(english.status).toBe(422)
    expect(constraintViolationList.parse(await english.json()).violations).toEqual([
      { propertyPath: 'page', message: 'The value must be at least 1.', code: 'minValue' },
    ])
  })

  it('rejects an order direction other than asc or desc with the parameter as property path', async () => {
    for (const parameter of [
      'order[code]',
      'order[createdAt]',
      'order[price]',
      'order[translation.name]',
      'order[bestseller]',
    ]) {
      const response = await get(`/api/v2/shop/products?${parameter}=up`)

      expect(response.status).toBe(422)
      expect(constraintViolationList.parse(await response.json()).violations).toEqual([
        { propertyPath: parameter, message: 'Zadaná hodnota není platná.', code: 'is' },
      ])
    }
  })
})

describe('API conventions', () => {
  it('answers an unknown route with a 404 hydra:Error', async () => {
    const response = await get('/api/v2/shop/no-such-resource')

    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      '@context': '/api/v2/contexts/Error',
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      'hydra:description': 'Not Found',
    })
  })

  it('answers a PATCH that is not a merge patch with 415 hydra:Error', async () => {
    const response = await app.request(
      '/api/v2/shop/products/RUM_A',
      { method: 'PATCH', headers: { accept: 'application/ld+json', 'content-type': 'application/json' }, body: '{}' },
      testEnv,
    )

    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({
      '@context': '/api/v2/contexts/Error',
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      'hydra:description':
        'The content-type "application/json" is not supported. Supported MIME types are "application/merge-patch+json".',
    })
  })
})
