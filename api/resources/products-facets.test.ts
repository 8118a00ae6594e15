import { beforeAll, describe, expect, it } from 'vitest'
import { productCollection, type ProductFacets } from '../../contract/discovery'
import { constraintViolationList } from '../../contract/hydra'
import { get } from '../test/fixtures'
import { addDiscoveryCatalogue } from '../test/discovery-fixtures'
import { testEnv } from '../test/env'

const ALL = [
  'LIKER_KARAMEL',
  'LIKER_OVOCNY',
  'SLIV_BOS_700',
  'SLIV_JEL_1000',
  'SLIV_JEL_700',
  'SLIV_ZUF_500',
  'WHISKY_GLEN_700',
]

async function listing(query: string, headers: Record<string, string> = {}) {
  const response = await get(`/api/v2/shop/products?${query}`, headers)
  expect(response.status).toBe(200)
  const body = productCollection.parse(await response.json())
  return {
    codes: body['hydra:member'].map((member) => member.code),
    total: body['hydra:totalItems'],
    facets: body.facets,
  }
}

async function codesOf(query: string): Promise<string[]> {
  return (await listing(query)).codes
}

async function facetsOf(query: string, headers: Record<string, string> = {}): Promise<ProductFacets> {
  const { facets } = await listing(`${query}&facets=1`, headers)
  if (!facets) throw new Error('no facets in the collection')
  return facets
}

/** value:count pairs, selected values marked with `*`. */
function counts(values: ProductFacets['brand']): string[] {
  return values.map((v) => `${v.value}:${v.count}${v.selected ? '*' : ''}`)
}

beforeAll(async () => {
  await addDiscoveryCatalogue(testEnv.DB)
})

describe('GET /products filters', () => {
  it('filters by brand codes, comma-separated or repeated', async () => {
    expect(await codesOf('brand=jelinek')).toEqual(['SLIV_JEL_1000', 'SLIV_JEL_700'])
    expect(await codesOf('brand=jelinek,bosacka')).toEqual(['SLIV_BOS_700', 'SLIV_JEL_1000', 'SLIV_JEL_700'])
    expect(await codesOf('brand[]=jelinek&brand[]=zufanek')).toEqual([
      'LIKER_OVOCNY',
      'SLIV_JEL_1000',
      'SLIV_JEL_700',
      'SLIV_ZUF_500',
    ])
    expect(await codesOf('brand=nobody')).toEqual([])
  })

  it('filters by volumes in litres', async () => {
    expect(await codesOf('volume=0.7')).toEqual(['SLIV_BOS_700', 'SLIV_JEL_700', 'WHISKY_GLEN_700'])
    expect(await codesOf('volume=0.5,1')).toEqual(['LIKER_KARAMEL', 'SLIV_JEL_1000', 'SLIV_ZUF_500'])
  })

  it('filters by the default price in haléře, bounds included, leaving out products without a price', async () => {
    expect(await codesOf('price[gte]=45000&price[lte]=69000')).toEqual([
      'SLIV_JEL_1000',
      'SLIV_JEL_700',
      'SLIV_ZUF_500',
    ])
    expect(await codesOf('price[gte]=89000')).toEqual(['WHISKY_GLEN_700'])
    expect(await codesOf('price[lte]=30000')).toEqual(['LIKER_KARAMEL'])
  })

  it('filters products on offer with offer=1 or true; offer=0 filters nothing', async () => {
    expect(await codesOf('offer=1')).toEqual(['SLIV_JEL_700', 'SLIV_ZUF_500', 'WHISKY_GLEN_700'])
    expect(await codesOf('offer=true')).toEqual(['SLIV_JEL_700', 'SLIV_ZUF_500', 'WHISKY_GLEN_700'])
    expect(await codesOf('offer=0')).toEqual(ALL)
  })

  it('filters by country codes in any case', async () => {
    expect(await codesOf('country=cz')).toEqual(['LIKER_OVOCNY', 'SLIV_JEL_1000', 'SLIV_JEL_700', 'SLIV_ZUF_500'])
    expect(await codesOf('country=sk,GB')).toEqual(['SLIV_BOS_700', 'WHISKY_GLEN_700'])
  })

  it('filters by an attribute value in Czech: equal, or one of the labels of a list', async () => {
    expect(await codesOf('attributes[taste_profile]=ovocný')).toEqual(['SLIV_JEL_700', 'SLIV_ZUF_500'])
    // SLIV_ZUF_500 has its region in English only
    expect(await codesOf('attributes[region]=Morava')).toEqual(['SLIV_JEL_1000', 'SLIV_JEL_700'])
    expect(await codesOf('attributes[taste_profile]=ovocný&attributes[region]=Morava')).toEqual(['SLIV_JEL_700'])
    expect(await codesOf('attributes[taste_profile]=ovoc')).toEqual([])
    expect(await codesOf('attributes[unknown]=x')).toEqual([])
  })

  it('combines filters with the taxon and an order', async () => {
    const { codes, total } = await listing('taxon=lihoviny&country=cz&offer=1&order[price]=desc')
    expect(codes).toEqual(['SLIV_ZUF_500', 'SLIV_JEL_700'])
    expect(total).toBe(2)
  })

  it('ignores empty list values', async () => {
    expect(await codesOf('brand=&country=&volume=')).toEqual(ALL)
  })

  it('answers invalid values with a Czech violation per parameter', async () => {
    const response = await get('/api/v2/shop/products?volume=abc&price[gte]=x&price[lte]=-1&offer=maybe&country=CZE')

    expect(response.status).toBe(422)
    expect(constraintViolationList.parse(await response.json()).violations).toEqual([
      { propertyPath: 'volume', message: 'Hodnota nemá správný formát.', code: 'matches' },
      { propertyPath: 'price[gte]', message: 'Zadejte celé číslo.', code: 'number' },
      { propertyPath: 'price[lte]', message: 'Hodnota musí být alespoň 0.', code: 'minValue' },
      { propertyPath: 'offer', message: 'Zadaná hodnota není platná.', code: 'is' },
      { propertyPath: 'country', message: 'Hodnota nemá správný formát.', code: 'matches' },
    ])
  })

  it('answers an over-long attribute value with a violation named after the parameter, in English when asked', async () => {
    const response = await get(`/api/v2/shop/products?attributes[region]=${'x'.repeat(256)}`, {
      'accept-language': 'en',
    })

    expect(response.status).toBe(422)
    expect(constraintViolationList.parse(await response.json()).violations).toEqual([
      { propertyPath: 'attributes[region]', message: 'Please enter at most 255 characters.', code: 'max' },
    ])
  })

  it('takes up to ten attribute filters', async () => {
    const query = (n: number) => Array.from({ length: n }, (_, i) => `attributes[a${i}]=x`).join('&')
    expect(await codesOf(query(10))).toEqual([])
    const response = await get(`/api/v2/shop/products?${query(11)}`)
    expect(response.status).toBe(422)
    expect(constraintViolationList.parse(await response.json()).violations).toEqual([
      { propertyPath: 'attributes', message: 'Zadaná hodnota není platná.', code: 'is' },
    ])
  })
})

describe('GET /products orders', () => {
  it('orders by the default variant price from product_listing, products without a price last', async () => {
    expect(await codesOf('order[price]=asc')).toEqual([
      'LIKER_KARAMEL',
      'SLIV_BOS_700',
      'SLIV_JEL_700',
      'SLIV_ZUF_500',
      'SLIV_JEL_1000',
      'WHISKY_GLEN_700',
      'LIKER_OVOCNY',
    ])
    expect(await codesOf('order[price]=desc')).toEqual([
      'WHISKY_GLEN_700',
      'SLIV_JEL_1000',
      'SLIV_ZUF_500',
      'SLIV_JEL_700',
      'SLIV_BOS_700',
      'LIKER_KARAMEL',
      'LIKER_OVOCNY',
    ])
  })

  it('follows a price change of the default variant (the listing row is kept by triggers)', async () => {
    await testEnv.DB.prepare("UPDATE product_variants SET price = 1000 WHERE code = 'SLIV_JEL_1000_V'").run()
    try {
      expect((await codesOf('order[price]=asc'))[0]).toBe('SLIV_JEL_1000')
      expect(await codesOf('price[lte]=1000')).toEqual(['SLIV_JEL_1000'])
    } finally {
      await testEnv.DB.prepare("UPDATE product_variants SET price = 69000 WHERE code = 'SLIV_JEL_1000_V'").run()
    }
  })

  it('keeps the other orders, with pages that follow them', async () => {
    expect(await codesOf('order[code]=desc&itemsPerPage=2')).toEqual(['WHISKY_GLEN_700', 'SLIV_ZUF_500'])
    expect(await codesOf('order[createdAt]=desc&itemsPerPage=3')).toEqual([
      'LIKER_OVOCNY',
      'LIKER_KARAMEL',
      'WHISKY_GLEN_700',
    ])
    expect(await codesOf('order[bestseller]=desc&itemsPerPage=3')).toEqual([
      'WHISKY_GLEN_700',
      'SLIV_JEL_700',
      'SLIV_ZUF_500',
    ])
    expect(await codesOf('order[translation.name]=asc&itemsPerPage=3&page=2')).toEqual([
      'LIKER_OVOCNY',
      'SLIV_JEL_700',
      'SLIV_JEL_1000',
    ])
    expect(await codesOf('taxon=slivovice')).toEqual(['SLIV_JEL_700', 'SLIV_JEL_1000', 'SLIV_ZUF_500', 'SLIV_BOS_700'])
  })
})

describe('GET /products facets', () => {
  it('are absent unless asked for', async () => {
    expect((await listing('taxon=lihoviny')).facets).toBeUndefined()
  })

  it('count brands, volumes, countries, offers and the price range of the listing', async () => {
    const facets = await facetsOf('taxon=lihoviny')

    expect(facets.brand).toEqual([
      { value: 'jelinek', label: 'Rudolf Jelínek', count: 2, selected: false },
      { value: 'bosacka', label: 'Bošácka', count: 1, selected: false },
      { value: 'glenfiddich', label: 'Glenfiddich', count: 1, selected: false },
      { value: 'zufanek', label: 'Žufánek', count: 1, selected: false },
    ])
    expect(facets.volume).toEqual([
      { value: '0.5', label: '0,5 l', count: 1, selected: false },
      { value: '0.7', label: '0,7 l', count: 3, selected: false },
      { value: '1', label: '1 l', count: 1, selected: false },
    ])
    expect(facets.country).toEqual([
      { value: 'cz', label: 'Česko', count: 3, selected: false },
      { value: 'sk', label: 'Slovensko', count: 1, selected: false },
      { value: 'gb', label: 'Velká Británie', count: 1, selected: false },
    ])
    expect(facets.offer).toEqual({ count: 3, selected: false })
    expect(facets.price).toEqual({ min: 39000, max: 89000 })
  })

  it('count each facet under the other filters but not its own', async () => {
    const { facets, total } = await listing('taxon=lihoviny&brand=jelinek&facets=1')

    expect(total).toBe(2)
    // the other brands keep their counts, so a shopper can add them
    expect(counts(facets!.brand)).toEqual(['jelinek:2*', 'bosacka:1', 'glenfiddich:1', 'zufanek:1'])
    // the other facets follow the brand filter
    expect(counts(facets!.country)).toEqual(['cz:2'])
    expect(counts(facets!.volume)).toEqual(['0.7:1', '1:1'])
    expect(facets!.offer).toEqual({ count: 1, selected: false })
    expect(facets!.price).toEqual({ min: 45000, max: 69000 })
  })

  it('keep selected values that nothing matches, with a count of 0', async () => {
    const { facets, total } = await listing('taxon=lihoviny&brand=jelinek&country=sk&facets=1')

    expect(total).toBe(0)
    expect(counts(facets!.brand)).toEqual(['bosacka:1', 'jelinek:0*'])
    expect(counts(facets!.country)).toEqual(['cz:2', 'sk:0*'])
    expect(facets!.country.find((c) => c.value === 'sk')?.label).toBe('Slovensko')
    expect(facets!.volume).toEqual([])
    expect(facets!.offer).toEqual({ count: 0, selected: false })
    expect(facets!.price).toEqual({ min: null, max: null })
    const volume = await facetsOf('taxon=lihoviny&volume=1.5')
    expect(volume.volume.filter((v) => v.selected)).toEqual([
      { value: '1.5', label: '1,5 l', count: 0, selected: true },
    ])
  })

  it('take the price range from the listing without the price filter', async () => {
    const { facets, codes } = await listing('taxon=lihoviny&price[lte]=50000&facets=1')

    expect(codes).toEqual(['SLIV_JEL_700', 'SLIV_BOS_700'])
    expect(facets!.price).toEqual({ min: 39000, max: 89000 })
    expect(counts(facets!.brand)).toEqual(['bosacka:1', 'jelinek:1'])
    expect(facets!.offer).toEqual({ count: 1, selected: false })
  })

  it('count offers without the offer filter and mark it selected', async () => {
    const { facets, total } = await listing('taxon=lihoviny&offer=1&facets=1')

    expect(total).toBe(3)
    expect(facets!.offer).toEqual({ count: 3, selected: true })
    expect(counts(facets!.brand)).toEqual(['glenfiddich:1', 'jelinek:1', 'zufanek:1'])
    expect(facets!.price).toEqual({ min: 45000, max: 89000 })
  })

  it('count under several filters at once', async () => {
    const facets = await facetsOf('country=cz&volume=0.7,0.5&offer=1')

    expect(counts(facets.brand)).toEqual(['jelinek:1', 'zufanek:1'])
    expect(counts(facets.volume)).toEqual(['0.5:1*', '0.7:1*'])
    expect(counts(facets.country)).toEqual(['cz:2*', 'gb:1'])
    expect(facets.offer).toEqual({ count: 2, selected: true })
  })

  it('name countries in the request locale', async () => {
    const facets = await facetsOf('taxon=lihoviny', { 'accept-language': 'en' })

    expect(facets.country.map((c) => c.label)).toEqual(['Czechia', 'Slovakia', 'United Kingdom'])
  })

  it('leave out products that are disabled or outside the taxon', async () => {
    const facets = await facetsOf('taxon=whisky')

    expect(counts(facets.brand)).toEqual(['glenfiddich:1'])
    expect(counts(facets.country)).toEqual(['gb:1'])
  })
})
