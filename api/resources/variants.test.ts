import { beforeAll, describe, expect, it } from 'vitest'
import { product as productSchema, productVariant } from '../../contract/catalogue'
import { hydraCollection } from '../../contract/hydra'
import { addDrinksCatalogue, get } from '../test/fixtures'
import { addPriceHistory } from '../test/discovery-fixtures'
import { testEnv } from '../test/env'

const variantCollection = hydraCollection(productVariant)
const productCollection = hydraCollection(productSchema)

const codes = (body: { 'hydra:member': Array<{ code: string }> }) => body['hydra:member'].map((member) => member.code)

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  // RUM_A_700: 500 Kč, was 600 Kč since 20 October; 550 Kč for a few days in the window before
  await addPriceHistory(testEnv.DB, 'RUM_A_700', [
    { price: 60000, from: '2026-06-01 00:00:00' },
    { price: 55000, originalPrice: 60000, from: '2026-10-01 00:00:00' },
    { price: 60000, from: '2026-10-04 00:00:00' },
    { price: 50000, originalPrice: 60000, from: '2026-10-20 00:00:00' },
  ])
})

describe('GET /product-variants', () => {
  it('lists the enabled variants of enabled products by product code and position, shaped like the item', async () => {
    const response = await get('/api/v2/shop/product-variants')

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const body = variantCollection.parse(await response.json())
    expect(body).toMatchObject({
      '@context': '/api/v2/contexts/ProductVariant',
      '@id': '/api/v2/shop/product-variants',
      'hydra:totalItems': 5,
    })
    expect(codes(body)).toEqual(['RUM_A_700', 'RUM_B_700', 'SECRET_E_700', 'WHISKY_C_700', 'WHISKY_C_1000'])
    const item = productVariant.parse(await (await get('/api/v2/shop/product-variants/WHISKY_C_1000')).json())
    expect({ '@context': item['@context'], ...body['hydra:member'][4] }).toEqual(item)
  })

  it('filters by product IRI or code, one or several', async () => {
    const byIri = variantCollection.parse(
      await (await get('/api/v2/shop/product-variants?product=/api/v2/shop/products/WHISKY_C')).json(),
    )
    const byCodes = variantCollection.parse(
      await (await get('/api/v2/shop/product-variants?product[]=RUM_B&product[]=/api/v2/shop/products/RUM_A')).json(),
    )
    const disabled = variantCollection.parse(await (await get('/api/v2/shop/product-variants?product=HIDDEN_D')).json())

    expect(codes(byIri)).toEqual(['WHISKY_C_700', 'WHISKY_C_1000'])
    expect(codes(byCodes)).toEqual(['RUM_A_700', 'RUM_B_700'])
    expect(disabled['hydra:totalItems']).toBe(0)
  })

  it('filters by variant code, one or several, and combines that with the product filter', async () => {
    const one = variantCollection.parse(await (await get('/api/v2/shop/product-variants?code=RUM_B_700')).json())
    const several = variantCollection.parse(
      await (await get('/api/v2/shop/product-variants?code[]=RUM_B_700&code[]=WHISKY_C_50&code[]=WHISKY_C_700')).json(),
    )
    const both = variantCollection.parse(
      await (await get('/api/v2/shop/product-variants?code=RUM_B_700&product=RUM_A')).json(),
    )

    expect(codes(one)).toEqual(['RUM_B_700'])
    expect(codes(several)).toEqual(['RUM_B_700', 'WHISKY_C_700'])
    expect(both['hydra:totalItems']).toBe(0)
  })

  it('pages the variants, 30 by default and at most 100', async () => {
    const page = variantCollection.parse(
      await (await get('/api/v2/shop/product-variants?itemsPerPage=2&page=2')).json(),
    )
    const tooMany = await get('/api/v2/shop/product-variants?itemsPerPage=101')

    expect(codes(page)).toEqual(['SECRET_E_700', 'WHISKY_C_700'])
    expect(page['hydra:view']).toMatchObject({ 'hydra:last': '/api/v2/shop/product-variants?itemsPerPage=2&page=3' })
    expect(tooMany.status).toBe(422)
  })
})

describe('lowestPriceBeforeDiscount', () => {
  it('is the lowest price of the 30 days before the discount in the variant item and the collection', async () => {
    const item = productVariant.parse(await (await get('/api/v2/shop/product-variants/RUM_A_700')).json())
    const listed = variantCollection.parse(await (await get('/api/v2/shop/product-variants?product=RUM_A')).json())

    expect(item).toMatchObject({ price: 50000, originalPrice: 60000, lowestPriceBeforeDiscount: 55000 })
    expect(listed['hydra:member'][0]?.lowestPriceBeforeDiscount).toBe(55000)
  })

  it('is in the default variant data of a product, alone and in listings', async () => {
    const item = productSchema.parse(await (await get('/api/v2/shop/products/RUM_A')).json())
    const listed = productCollection.parse(await (await get('/api/v2/shop/products')).json())

    expect(item.defaultVariantData?.lowestPriceBeforeDiscount).toBe(55000)
    expect(
      listed['hydra:member'].map((p) => [p.code, p.defaultVariantData?.lowestPriceBeforeDiscount ?? null]),
    ).toEqual([
      ['RUM_A', 55000],
      ['RUM_B', null],
      ['SECRET_E', null],
      ['WHISKY_C', null],
      ['WINE_F', null],
    ])
  })

  it('is null for a variant on offer without history', async () => {
    await testEnv.DB.prepare("UPDATE product_variants SET original_price = 40000 WHERE code = 'RUM_B_700'").run()
    await testEnv.DB.prepare(
      "DELETE FROM variant_price_history WHERE variant_id = (SELECT id FROM product_variants WHERE code = 'RUM_B_700')",
    ).run()

    const variant = productVariant.parse(await (await get('/api/v2/shop/product-variants/RUM_B_700')).json())
    expect(variant).toMatchObject({ price: 30000, originalPrice: 40000, lowestPriceBeforeDiscount: null })
  })
})
