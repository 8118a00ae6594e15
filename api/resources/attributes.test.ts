import { beforeAll, describe, expect, it } from 'vitest'
import { attributeValue, attributeValues } from '../../contract/discovery'
import { addDrinksCatalogue, get } from '../test/fixtures'
import { addAttribute, addAttributeValue } from '../test/discovery-fixtures'
import { testEnv } from '../test/env'

let rumAId = 0
let tasteId = 0

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  rumAId = (await testEnv.DB.prepare("SELECT id FROM products WHERE code = 'RUM_A'").first<{ id: number }>())!.id
  await addAttribute(testEnv.DB, {
    code: 'taste_profile',
    type: 'select',
    position: 0,
    cs: 'Chuťový profil',
    en: 'Taste profile',
  })
  await addAttribute(testEnv.DB, { code: 'aging', type: 'text', position: 1, cs: 'Zrání' })
  await addAttribute(testEnv.DB, {
    code: 'limited',
    type: 'checkbox',
    position: 2,
    cs: 'Limitovaná edice',
    en: 'Limited edition',
  })
  await addAttribute(testEnv.DB, { code: 'age', type: 'integer', position: 3, cs: 'Stáří', en: 'Age' })
  // inserted out of position order: the attribute position decides
  await addAttributeValue(testEnv.DB, { product: 'RUM_A', attribute: 'age', value: 12 })
  tasteId = await addAttributeValue(testEnv.DB, {
    product: 'RUM_A',
    attribute: 'taste_profile',
    value: ['sladký', 'dubový'],
  })
  await addAttributeValue(testEnv.DB, {
    product: 'RUM_A',
    attribute: 'taste_profile',
    value: ['sweet', 'oaky'],
    locale: 'en_US',
  })
  await addAttributeValue(testEnv.DB, { product: 'RUM_A', attribute: 'aging', value: '12 let v dubových sudech' })
  await addAttributeValue(testEnv.DB, { product: 'RUM_A', attribute: 'limited', value: true })
  await addAttributeValue(testEnv.DB, { product: 'HIDDEN_D', attribute: 'aging', value: '3 roky' })
})

describe('GET /products/{code}/attributes', () => {
  it('lists the product facts first, then its attribute values by attribute position, JSON-decoded', async () => {
    const response = await get('/api/v2/shop/products/RUM_A/attributes')

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const body = await response.json()
    expect(attributeValues.safeParse(body).success).toBe(true)
    const { 'hydra:member': members, ...rest } = attributeValues.parse(body)
    expect(rest).toMatchObject({
      '@context': '/api/v2/contexts/ProductAttributeValue',
      '@id': '/api/v2/shop/products/RUM_A/attributes',
      'hydra:totalItems': 8,
    })
    expect(members.slice(0, 4)).toEqual([
      {
        '@id': `/api/v2/shop/product-attribute-values/${members[0]!.id}`,
        '@type': 'ProductAttributeValue',
        id: expect.any(Number),
        attribute: '/api/v2/shop/product-attributes/brand',
        code: 'brand',
        name: 'Značka',
        type: 'text',
        value: 'Havana Club',
        localeCode: 'cs_CZ',
      },
      expect.objectContaining({ code: 'volume', name: 'Objem', type: 'text', value: '0,7 l' }),
      expect.objectContaining({ code: 'alcohol', name: 'Alkohol', type: 'percent', value: 40 }),
      expect.objectContaining({ code: 'country_of_origin', name: 'Země původu', type: 'text', value: 'Kuba' }),
    ])
    expect(members[4]).toEqual({
      '@id': `/api/v2/shop/product-attribute-values/${tasteId}`,
      '@type': 'ProductAttributeValue',
      id: tasteId,
      attribute: '/api/v2/shop/product-attributes/taste_profile',
      code: 'taste_profile',
      name: 'Chuťový profil',
      type: 'select',
      value: ['sladký', 'dubový'],
      localeCode: 'cs_CZ',
    })
    expect(members.slice(5).map(({ code, value }) => [code, value])).toEqual([
      ['aging', '12 let v dubových sudech'],
      ['limited', true],
      ['age', 12],
    ])
  })

  it('gives values and names in the request locale, each falling back to Czech', async () => {
    const body = attributeValues.parse(
      await (await get('/api/v2/shop/products/RUM_A/attributes', { 'accept-language': 'en' })).json(),
    )

    const byCode = new Map(body['hydra:member'].map((member) => [member.code, member]))
    expect(byCode.get('brand')).toMatchObject({ name: 'Brand', localeCode: 'en_US' })
    expect(byCode.get('country_of_origin')).toMatchObject({ name: 'Country of origin', value: 'Cuba' })
    expect(byCode.get('taste_profile')).toMatchObject({
      name: 'Taste profile',
      value: ['sweet', 'oaky'],
      localeCode: 'en_US',
    })
    expect(byCode.get('aging')).toMatchObject({ name: 'Zrání', value: '12 let v dubových sudech', localeCode: 'cs_CZ' })
  })

  it('leaves out the facts a product does not have', async () => {
    const body = attributeValues.parse(await (await get('/api/v2/shop/products/RUM_B/attributes')).json())

    expect(body['hydra:member']).toEqual([])
    expect(body['hydra:totalItems']).toBe(0)
  })

  it('pages the values', async () => {
    const body = attributeValues.parse(
      await (await get('/api/v2/shop/products/RUM_A/attributes?itemsPerPage=3&page=2')).json(),
    )

    expect(body['hydra:member'].map((member) => member.code)).toEqual(['country_of_origin', 'taste_profile', 'aging'])
    expect(body['hydra:view']).toMatchObject({
      'hydra:last': '/api/v2/shop/products/RUM_A/attributes?itemsPerPage=3&page=3',
    })
  })

  it('answers 404 for an unknown and for a disabled product', async () => {
    for (const code of ['NOPE', 'HIDDEN_D'])
      expect((await get(`/api/v2/shop/products/${code}/attributes`)).status).toBe(404)
  })
})

describe('GET /product-attribute-values/{id}', () => {
  it('gives a stored value and a product fact by the IRIs the collection lists', async () => {
    const stored = await (await get(`/api/v2/shop/product-attribute-values/${tasteId}`)).json()
    const listed = attributeValues.parse(await (await get('/api/v2/shop/products/RUM_A/attributes')).json())
    const alcohol = listed['hydra:member'].find((member) => member.code === 'alcohol')!
    const fact = await (await get(alcohol['@id']!)).json()

    expect(stored).toMatchObject({
      '@context': '/api/v2/contexts/ProductAttributeValue',
      '@id': `/api/v2/shop/product-attribute-values/${tasteId}`,
      '@type': 'ProductAttributeValue',
      code: 'taste_profile',
      value: ['sladký', 'dubový'],
    })
    expect(attributeValue.parse(fact)).toMatchObject({
      id: alcohol.id,
      code: 'alcohol',
      value: 40,
      type: 'percent',
      attribute: '/api/v2/shop/product-attributes/alcohol',
    })
    expect(typeof alcohol.id).toBe('number')
  })

  it('answers 404 for unknown ids, facts a product lacks and values of disabled products', async () => {
    const rumB = (await testEnv.DB.prepare("SELECT id FROM products WHERE code = 'RUM_B'").first<{ id: number }>())!.id
    const hidden = (await testEnv.DB.prepare(
      "SELECT v.id FROM product_attribute_values v JOIN products p ON p.id = v.product_id WHERE p.code = 'HIDDEN_D'",
    ).first<{ id: number }>())!.id
    const listed = attributeValues.parse(await (await get('/api/v2/shop/products/RUM_A/attributes')).json())
    // RUM_A's brand id, moved to RUM_B (which has no brand) the way the ids are made: what a prober would try
    const factOfRumB = listed['hydra:member'][0]!.id! + (rumB - rumAId) * 4
    for (const id of [
      '999999',
      String(factOfRumB),
      `brand-${rumAId}`,
      String(hidden),
      'abc',
      '0',
      '99999999999999999999',
    ]) {
      expect((await get(`/api/v2/shop/product-attribute-values/${id}`)).status, id).toBe(404)
    }
  })
})
