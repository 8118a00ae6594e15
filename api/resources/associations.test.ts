import { beforeAll, describe, expect, it } from 'vitest'
import { product as productSchema } from '../../contract/catalogue'
import { productAssociation, productAssociationType } from '../../contract/discovery'
import { hydraCollection } from '../../contract/hydra'
import { addDrinksCatalogue, get } from '../test/fixtures'
import { addAssociations, addAssociationType } from '../test/discovery-fixtures'
import { testEnv } from '../test/env'

const productCollection = hydraCollection(productSchema)
let similarOfRumA: number[] = []
let similarOfHidden: number[] = []

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await addAssociationType(testEnv.DB, { code: 'similar', position: 0, cs: 'Podobné produkty', en: 'Similar products' })
  await addAssociationType(testEnv.DB, { code: 'recommended', position: 1, cs: 'Doporučujeme k tomu' })
  // recommended first, so that row ids do not follow the type order
  await addAssociations(testEnv.DB, 'RUM_A', 'recommended', ['HIDDEN_D'])
  similarOfRumA = await addAssociations(testEnv.DB, 'RUM_A', 'similar', ['WHISKY_C', 'HIDDEN_D', 'RUM_B'])
  // positions decide the order, not the row ids
  await testEnv.DB.prepare(
    `UPDATE product_associations SET position = CASE associated_product_id
       WHEN (SELECT id FROM products WHERE code = 'RUM_B') THEN 0 ELSE 5 END WHERE id IN (?, ?, ?)`,
  )
    .bind(...similarOfRumA)
    .run()
  await addAssociations(testEnv.DB, 'RUM_B', 'recommended', ['RUM_A'])
  similarOfHidden = await addAssociations(testEnv.DB, 'HIDDEN_D', 'similar', ['RUM_A'])
})

describe('GET /products-by-slug/{slug}/associations/{type}', () => {
  it('lists the enabled associated products of the type by position, shaped as /products gives them', async () => {
    const response = await get('/api/v2/shop/products-by-slug/rum-a/associations/similar')

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const body = productCollection.parse(await response.json())
    expect(body).toMatchObject({
      '@context': '/api/v2/contexts/Product',
      '@id': '/api/v2/shop/products-by-slug/rum-a/associations/similar',
      '@type': 'hydra:Collection',
      'hydra:totalItems': 2,
    })
    expect(body['hydra:member'].map((member) => member.code)).toEqual(['RUM_B', 'WHISKY_C'])
    const listed = await (await get('/api/v2/shop/products?productTaxons.taxon.code=rum')).json()
    const rumB = (listed as { 'hydra:member': Array<{ code: string }> })['hydra:member'].find(
      (member) => member.code === 'RUM_B',
    )
    expect(body['hydra:member'][0]).toEqual(rumB)
    expect(body['hydra:member'][1]).toMatchObject({
      '@id': '/api/v2/shop/products/WHISKY_C',
      '@type': 'Product',
      defaultVariantData: expect.objectContaining({ code: 'WHISKY_C_700', price: 90000 }),
    })
  })

  it('finds the product by its slug in the request locale and answers in that locale', async () => {
    const body = productCollection.parse(
      await (
        await get('/api/v2/shop/products-by-slug/rum-b/associations/recommended', { 'accept-language': 'en' })
      ).json(),
    )

    expect(body['hydra:member']).toMatchObject([{ code: 'RUM_A', name: 'Rum A (en)' }])
  })

  it('gives an empty collection when the type is known but nothing enabled is associated', async () => {
    const body = productCollection.parse(
      await (await get('/api/v2/shop/products-by-slug/rum-a/associations/recommended')).json(),
    )

    expect(body['hydra:member']).toEqual([])
    expect(body['hydra:totalItems']).toBe(0)
  })

  it('answers 404 hydra:Error for an unknown slug, a disabled product and an unknown type', async () => {
    for (const path of [
      'no-such-rum/associations/similar',
      'rum-d/associations/similar',
      'rum-a/associations/upsell',
    ]) {
      const response = await get(`/api/v2/shop/products-by-slug/${path}`)

      expect(response.status, path).toBe(404)
      expect(await response.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' })
    }
  })
})

describe('associations of a product', () => {
  it('are the IRIs of the associations with an enabled product, by type position, in the item and the listing', async () => {
    const iri = `/api/v2/shop/product-associations/${Math.min(...similarOfRumA)}`
    const item = productSchema.parse(await (await get('/api/v2/shop/products/RUM_A')).json())
    const listed = productCollection.parse(await (await get('/api/v2/shop/products')).json())

    expect(item.associations).toEqual([iri])
    expect(listed['hydra:member'].find((member) => member.code === 'RUM_A')?.associations).toEqual([iri])
    expect(listed['hydra:member'].find((member) => member.code === 'WHISKY_C')?.associations).toEqual([])
  })
})

describe('GET /product-associations/{id}', () => {
  it('gives the association with its type and its enabled products by position', async () => {
    const id = Math.min(...similarOfRumA)
    const response = await get(`/api/v2/shop/product-associations/${id}`)

    expect(response.status).toBe(200)
    const body = await response.json()
    expect(productAssociation.safeParse(body).success).toBe(true)
    expect(body).toEqual({
      '@context': '/api/v2/contexts/ProductAssociation',
      '@id': `/api/v2/shop/product-associations/${id}`,
      '@type': 'ProductAssociation',
      id,
      type: '/api/v2/shop/product-association-types/similar',
      associatedProducts: ['/api/v2/shop/products/RUM_B', '/api/v2/shop/products/WHISKY_C'],
    })
  })

  it('answers 404 for an id that is not an association’s, an association of a disabled product and a non-number', async () => {
    const paths = [String(Math.max(...similarOfRumA)), '999999', String(similarOfHidden[0]), 'abc']
    for (const path of paths) {
      expect((await get(`/api/v2/shop/product-associations/${path}`)).status, path).toBe(404)
    }
  })
})

describe('GET /product-association-types/{code}', () => {
  it('gives the code and the name in the request locale, falling back to Czech', async () => {
    const similar = await (
      await get('/api/v2/shop/product-association-types/similar', { 'accept-language': 'en' })
    ).json()
    const recommended = await (
      await get('/api/v2/shop/product-association-types/recommended', { 'accept-language': 'en' })
    ).json()

    expect(similar).toEqual({
      '@context': '/api/v2/contexts/ProductAssociationType',
      '@id': '/api/v2/shop/product-association-types/similar',
      '@type': 'ProductAssociationType',
      code: 'similar',
      name: 'Similar products',
    })
    expect(productAssociationType.parse(recommended)).toMatchObject({
      code: 'recommended',
      name: 'Doporučujeme k tomu',
    })
  })

  it('answers 404 for an unknown type', async () => {
    expect((await get('/api/v2/shop/product-association-types/upsell')).status).toBe(404)
  })
})
