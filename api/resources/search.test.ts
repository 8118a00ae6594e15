import { beforeAll, describe, expect, it } from 'vitest'
import { menuSuggestions, productCollection, variantSuggestions } from '../../contract/discovery'
import { constraintViolationList } from '../../contract/hydra'
import { refreshSearchIndex } from '../db/search'
import { addMenu, get } from '../test/fixtures'
import { addDiscoveryCatalogue } from '../test/discovery-fixtures'
import { testEnv } from '../test/env'

async function search(query: string, headers: Record<string, string> = {}) {
  const response = await get(`/api/v2/shop/search?${query}`, headers)
  expect(response.status).toBe(200)
  const body = productCollection.parse(await response.json())
  return { codes: body['hydra:member'].map((member) => member.code), total: body['hydra:totalItems'], body }
}

async function found(q: string, headers: Record<string, string> = {}): Promise<string[]> {
  return (await search(`q=${encodeURIComponent(q)}`, headers)).codes
}

const sorted = (codes: string[]) => [...codes].sort()

beforeAll(async () => {
  await addDiscoveryCatalogue(testEnv.DB)
  await refreshSearchIndex(testEnv.DB)
  await addMenu(testEnv.DB, { code: 'header', name: 'Hlavička' }, [
    { id: 1, position: 0, label: 'Destiláty', url: '/kategorie/destilaty' },
    { id: 2, parent: 1, position: 0, label: 'Všechny destiláty', url: '/kategorie/destilaty' },
    { id: 3, parent: 1, position: 1, label: 'Slivovice a pálenky', url: '/kategorie/slivovice' },
    { id: 4, position: 1, label: 'Dárky', url: '/darky' },
    { id: 5, position: 2, label: 'Dárkové poukazy', url: '/poukazy' },
    { id: 10, locale: 'en_US', label: 'Spirits', url: '/en/spirits' },
  ])
  await addMenu(testEnv.DB, { code: 'footer', name: 'Patička' }, [{ id: 20, label: 'Doprava zdarma', url: '/doprava' }])
})

describe('GET /search', () => {
  it('is a product collection of the enabled products whose name, brand, categories or description match', async () => {
    const { body, total } = await search('q=slivovice')

    expect(body).toMatchObject({ '@id': '/api/v2/shop/search', '@type': 'hydra:Collection' })
    expect(total).toBe(3)
    expect(sorted(body['hydra:member'].map((m) => m.code))).toEqual(['SLIV_JEL_1000', 'SLIV_JEL_700', 'SLIV_ZUF_500'])
    expect(body['hydra:member'][0]).toHaveProperty('defaultVariantData')
  })

  it('ignores diacritics and case', async () => {
    expect(sorted(await found('jelinek'))).toEqual(['SLIV_JEL_1000', 'SLIV_JEL_700'])
    // the brand Žufánek names the liqueur too
    expect(sorted(await found('zufanek'))).toEqual(['LIKER_OVOCNY', 'SLIV_ZUF_500'])
    expect(sorted(await found('SLIVOVICE'))).toEqual(['SLIV_JEL_1000', 'SLIV_JEL_700', 'SLIV_ZUF_500'])
    expect(sorted(await found('BOŠÁCKA'))).toEqual(['SLIV_BOS_700'])
  })

  it('takes the last word as a prefix and requires every word', async () => {
    expect(sorted(await found('slivo'))).toEqual(['SLIV_BOS_700', 'SLIV_JEL_1000', 'SLIV_JEL_700', 'SLIV_ZUF_500'])
    expect(sorted(await found('rudolf jelin'))).toEqual(['SLIV_JEL_1000', 'SLIV_JEL_700'])
    expect(await found('rudolf gold')).toEqual(['SLIV_JEL_1000'])
    expect(await found('jelin rudolf')).toEqual([])
  })

  it('finds products by the categories they are in and the categories above them', async () => {
    expect(sorted(await found('palenky'))).toEqual(['SLIV_BOS_700', 'SLIV_JEL_1000', 'SLIV_JEL_700', 'SLIV_ZUF_500'])
    expect(await found('lihoviny whisky')).toEqual(['WHISKY_GLEN_700'])
  })

  it('ranks a name hit above a description-only hit', async () => {
    // Karamelový likér by name, Glenfiddich by "tóny … karamelu" in its description
    expect(await found('karamel')).toEqual(['LIKER_KARAMEL', 'WHISKY_GLEN_700'])
  })

  it('never fails on text that looks like FTS5 syntax, and finds the words in it', async () => {
    for (const q of ['"', ')(', 'AND OR NEAR', '*', '🍺', '-', 'NOT', 'a:b', '^x', '"jelinek', 'jelinek)']) {
      const response = await get(`/api/v2/shop/search?q=${encodeURIComponent(q)}`)
      expect(response.status, q).toBe(200)
    }
    expect(await found('"jelinek')).toHaveLength(2)
    expect(await found('(rudolf) "gold*')).toEqual(['SLIV_JEL_1000'])
    expect(await found('🍺')).toEqual([])
  })

  it('answers a missing or blank q with a violation', async () => {
    for (const query of ['', '?q=', '?q=%20%20%20']) {
      const response = await get(`/api/v2/shop/search${query}`)
      expect(response.status).toBe(422)
      expect(constraintViolationList.parse(await response.json()).violations).toEqual([
        { propertyPath: 'q', message: 'Toto pole je povinné.', code: 'required' },
      ])
    }
  })

  it('searches the rows of the request locale, falling back to Czech for products without a translation', async () => {
    const english = { 'accept-language': 'en' }
    expect(await found('plum', english)).toEqual(['SLIV_JEL_700'])
    expect(await found('plum')).toEqual([])
    // SLIV_JEL_700 is "Plum Brandy" in English; the others have Czech rows only
    expect(sorted(await found('slivovice', english))).toEqual(['SLIV_JEL_1000', 'SLIV_ZUF_500'])
    expect((await search('q=plum', english)).body['hydra:member'][0]?.name).toBe('Rudolf Jelinek Plum Brandy')
  })

  it('applies the listing filters, facets, orders and paging', async () => {
    const { codes, body } = await search('q=slivo&brand=jelinek&facets=1&order[price]=desc')
    expect(codes).toEqual(['SLIV_JEL_1000', 'SLIV_JEL_700'])
    expect(body.facets?.brand.map((b) => `${b.value}:${b.count}`)).toEqual(['jelinek:2', 'bosacka:1', 'zufanek:1'])
    expect(body.facets?.price).toEqual({ min: 45000, max: 69000 })

    expect((await search('q=slivo&offer=1')).codes.sort()).toEqual(['SLIV_JEL_700', 'SLIV_ZUF_500'])
    expect((await search('q=slivo&order[price]=asc&itemsPerPage=2&page=2')).codes).toEqual([
      'SLIV_ZUF_500',
      'SLIV_JEL_1000',
    ])
    expect((await search('q=slivo&taxon=slivovice&country=sk')).codes).toEqual(['SLIV_BOS_700'])
  })

  it('gives a query without words an empty collection with empty facets', async () => {
    const { total, body } = await search(`q=${encodeURIComponent('"*"')}&facets=1`)
    expect(total).toBe(0)
    expect(body.facets).toEqual({
      brand: [],
      volume: [],
      country: [],
      offer: { count: 0, selected: false },
      price: { min: null, max: null },
    })
  })

  it('narrows GET /products the same way when q is given there', async () => {
    const response = await get('/api/v2/shop/products?q=jelinek')
    const codes = productCollection.parse(await response.json())['hydra:member'].map((m) => m.code)
    expect(sorted(codes)).toEqual(['SLIV_JEL_1000', 'SLIV_JEL_700'])
  })
})

describe('GET /search/products-variants', () => {
  it('suggests the default variants of matching products, best first, with their product', async () => {
    const response = await get('/api/v2/shop/search/products-variants?q=jelinek%20sliv')

    expect(response.status).toBe(200)
    const body = variantSuggestions.parse(await response.json())
    expect(body['hydra:totalItems']).toBe(2)
    expect(body['hydra:member'].map((m) => m.code).sort()).toEqual(['SLIV_JEL_1000_V', 'SLIV_JEL_700_V'])
    expect(body['hydra:member'].find((m) => m.code === 'SLIV_JEL_700_V')).toEqual({
      '@id': '/api/v2/shop/product-variants/SLIV_JEL_700_V',
      '@type': 'ProductVariant',
      code: 'SLIV_JEL_700_V',
      name: null,
      inStock: true,
      price: 45000,
      originalPrice: 50000,
      lowestPriceBeforeDiscount: null,
      product: {
        code: 'SLIV_JEL_700',
        name: 'Rudolf Jelínek Slivovice',
        slug: 'jelinek-slivovice',
        image: { path: '/media/products/sliv-jel.jpg', type: 'main' },
      },
    })
  })

  it('ranks name hits first, leaves out products without a variant and caps the page', async () => {
    const karamel = variantSuggestions.parse(await (await get('/api/v2/shop/search/products-variants?q=karam')).json())
    expect(karamel['hydra:member'].map((m) => m.product.code)).toEqual(['LIKER_KARAMEL', 'WHISKY_GLEN_700'])
    expect(karamel['hydra:member'][0]?.product.image).toBeNull()

    const zufanek = variantSuggestions.parse(
      await (await get('/api/v2/shop/search/products-variants?q=zufanek')).json(),
    )
    expect(zufanek['hydra:member'].map((m) => m.product.code)).toEqual(['SLIV_ZUF_500'])

    const one = variantSuggestions.parse(
      await (await get('/api/v2/shop/search/products-variants?q=sliv&itemsPerPage=1')).json(),
    )
    expect(one['hydra:member']).toHaveLength(1)
    expect(one['hydra:totalItems']).toBe(4)
    expect((await get('/api/v2/shop/search/products-variants?q=sliv&itemsPerPage=21')).status).toBe(422)
  })

  it('never fails on hostile text and wants a q', async () => {
    for (const q of ['"', ')(', 'AND OR NEAR', '*', '🍺']) {
      const response = await get(`/api/v2/shop/search/products-variants?q=${encodeURIComponent(q)}`)
      expect(response.status, q).toBe(200)
    }
    expect((await get('/api/v2/shop/search/products-variants?q=%20')).status).toBe(422)
  })
})

describe('GET /search/menus', () => {
  async function labels(q: string, headers: Record<string, string> = {}) {
    const response = await get(`/api/v2/shop/search/menus?q=${encodeURIComponent(q)}`, headers)
    expect(response.status).toBe(200)
    return menuSuggestions.parse(await response.json())['hydra:member']
  }

  it('finds menu items whose label holds every word, ignoring case and diacritics', async () => {
    expect(await labels('DARK')).toEqual([
      { label: 'Dárky', url: '/darky', menu: 'header' },
      { label: 'Dárkové poukazy', url: '/poukazy', menu: 'header' },
    ])
    expect(await labels('palenky slivovice')).toEqual([
      { label: 'Slivovice a pálenky', url: '/kategorie/slivovice', menu: 'header' },
    ])
    expect(await labels('doprava')).toEqual([{ label: 'Doprava zdarma', url: '/doprava', menu: 'footer' }])
  })

  it('leaves out a group item whose link is its first child’s', async () => {
    expect(await labels('destilaty')).toEqual([
      { label: 'Všechny destiláty', url: '/kategorie/destilaty', menu: 'header' },
    ])
  })

  it('uses the items of the request locale, a menu without them falling back to Czech', async () => {
    const english = { 'accept-language': 'en' }
    expect(await labels('spirits', english)).toEqual([{ label: 'Spirits', url: '/en/spirits', menu: 'header' }])
    expect(await labels('darky', english)).toEqual([])
    expect(await labels('doprava', english)).toEqual([{ label: 'Doprava zdarma', url: '/doprava', menu: 'footer' }])
  })

  it('caps the answer at ten items and wants a q', async () => {
    expect(await labels('"*')).toEqual([])
    expect((await get('/api/v2/shop/search/menus?q=')).status).toBe(422)
    expect((await get('/api/v2/shop/search/menus?q=a&itemsPerPage=11')).status).toBe(422)
  })
})
