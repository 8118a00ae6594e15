import { beforeAll, describe, expect, it } from 'vitest'
import { taxon } from '../../contract/catalogue'
import { hydraCollection } from '../../contract/hydra'
import { addDrinksCatalogue, addTaxon, get } from '../test/fixtures'
import { testEnv } from '../test/env'

const taxonCollection = hydraCollection(taxon)

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await addTaxon(testEnv.DB, { code: 'archiv', position: 5, enabled: false, cs: { name: 'Archiv', slug: 'archiv' } })
  await addTaxon(testEnv.DB, { code: 'dárky', position: 3, cs: { name: 'Dárky', slug: 'darky' } })
})

describe('GET /taxons', () => {
  it('lists the enabled top-level categories of the menu root by position', async () => {
    const response = await get('/api/v2/shop/taxons')

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const body = taxonCollection.parse(await response.json())
    expect(body).toMatchObject({
      '@context': '/api/v2/contexts/Taxon',
      '@id': '/api/v2/shop/taxons',
      'hydra:totalItems': 3,
    })
    expect(body['hydra:member'].map((member) => member.code)).toEqual(['napoje', 'vino', 'dárky'])
  })

  it('gives each taxon its children, image and place in the tree', async () => {
    const body = taxonCollection.parse(await (await get('/api/v2/shop/taxons')).json())

    expect(body['hydra:member'][0]).toEqual({
      '@id': '/api/v2/shop/taxons/napoje',
      '@type': 'Taxon',
      id: expect.any(Number),
      code: 'napoje',
      name: 'Nápoje',
      slug: 'napoje',
      description: 'Všechny nápoje',
      children: ['/api/v2/shop/taxons/destilaty'],
      images: [
        {
          '@id': '/api/v2/shop/taxons/napoje/images/1',
          '@type': 'TaxonImage',
          id: 1,
          type: 'main',
          path: '/media/taxons/napoje.jpg',
        },
      ],
      position: 0,
      parentCode: 'menu_category',
      level: 1,
    })
  })

  it('encodes codes in IRIs', async () => {
    const body = taxonCollection.parse(await (await get('/api/v2/shop/taxons')).json())

    expect(body['hydra:member'][2]?.['@id']).toBe('/api/v2/shop/taxons/d%C3%A1rky')
  })

  it('pages the categories', async () => {
    const body = taxonCollection.parse(await (await get('/api/v2/shop/taxons?itemsPerPage=1&page=2')).json())

    expect(body['hydra:member'].map((member) => member.code)).toEqual(['vino'])
    expect(body['hydra:view']).toMatchObject({ 'hydra:last': '/api/v2/shop/taxons?itemsPerPage=1&page=3' })
  })
})

describe('GET /taxons/{code}', () => {
  it('gives a nested taxon as an item with its enabled children by position and its level', async () => {
    const response = await get('/api/v2/shop/taxons/destilaty')

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      '@context': '/api/v2/contexts/Taxon',
      '@id': '/api/v2/shop/taxons/destilaty',
      '@type': 'Taxon',
      code: 'destilaty',
      slug: 'napoje/destilaty',
      children: ['/api/v2/shop/taxons/rum', '/api/v2/shop/taxons/whisky'],
      images: [],
      parentCode: 'napoje',
      level: 2,
    })
  })

  it('gives the root level 0 and no parent', async () => {
    expect(await (await get('/api/v2/shop/taxons/menu_category')).json()).toMatchObject({ level: 0, parentCode: null })
  })

  it('answers English with Accept-Language en and Czech where English is missing', async () => {
    const english = await (await get('/api/v2/shop/taxons/napoje', { 'accept-language': 'en' })).json()
    const fallback = await (await get('/api/v2/shop/taxons/vino', { 'accept-language': 'en' })).json()

    expect(english).toMatchObject({ name: 'Drinks', slug: 'drinks', description: null })
    expect(fallback).toMatchObject({ name: 'Víno', slug: 'vino' })
  })

  it('answers 404 hydra:Error for an unknown or disabled taxon', async () => {
    for (const code of ['nope', 'skryte']) {
      const response = await get(`/api/v2/shop/taxons/${code}`)

      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' })
    }
  })
})

describe('GET /taxons-by-slug/{slug}', () => {
  it('finds a taxon by its slug, also a slug with slashes', async () => {
    const response = await get('/api/v2/shop/taxons-by-slug/napoje/destilaty')

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      '@id': '/api/v2/shop/taxons/destilaty',
      '@context': '/api/v2/contexts/Taxon',
    })
  })

  it('finds the English slug in English and falls back to the Czech slug', async () => {
    const english = await (await get('/api/v2/shop/taxons-by-slug/rum-en', { 'accept-language': 'en' })).json()
    const czech = await (await get('/api/v2/shop/taxons-by-slug/whisky', { 'accept-language': 'en' })).json()

    expect(english).toMatchObject({ code: 'rum', slug: 'rum-en' })
    expect(czech).toMatchObject({ code: 'whisky' })
  })

  it('answers 404 for an unknown slug and for a disabled taxon', async () => {
    expect((await get('/api/v2/shop/taxons-by-slug/nope')).status).toBe(404)
    expect((await get('/api/v2/shop/taxons-by-slug/skryte')).status).toBe(404)
  })
})
