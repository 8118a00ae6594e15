import { beforeAll, describe, expect, it } from 'vitest'
import { taxonTree } from '../../contract/discovery'
import { addDrinksCatalogue, addTaxon, get } from '../test/fixtures'
import { testEnv } from '../test/env'

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await addTaxon(testEnv.DB, {
    code: 'tmavy',
    parent: 'rum',
    position: 0,
    imagePath: 'taxons/tmavy.svg',
    cs: { name: 'Tmavý rum', slug: 'tmavy-rum' },
  })
  await addTaxon(testEnv.DB, {
    code: 'pod_skrytym',
    parent: 'skryte',
    cs: { name: 'Pod skrytým', slug: 'pod-skrytym' },
  })
})

describe('GET /search/taxons/{code}', () => {
  it('gives the menu root with every enabled descendant, children by position, levels counted from the root', async () => {
    const response = await get('/api/v2/shop/search/taxons/menu_category')

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const body = await response.json()
    expect(taxonTree.safeParse(body).success).toBe(true)
    expect(body).toEqual({
      '@context': '/api/v2/contexts/TaxonTree',
      '@id': '/api/v2/shop/search/taxons/menu_category',
      '@type': 'TaxonTree',
      tree: {
        code: 'menu_category',
        name: 'Kategorie',
        slug: 'kategorie',
        parentCode: null,
        level: 0,
        parentLevel: null,
        mainImage: null,
        enabled: true,
        position: 0,
        children: [
          {
            code: 'napoje',
            name: 'Nápoje',
            slug: 'napoje',
            parentCode: 'menu_category',
            level: 1,
            parentLevel: 0,
            mainImage: '/media/taxons/napoje.jpg',
            enabled: true,
            position: 0,
            children: [
              expect.objectContaining({
                code: 'destilaty',
                parentCode: 'napoje',
                level: 2,
                parentLevel: 1,
                children: [
                  expect.objectContaining({
                    code: 'rum',
                    level: 3,
                    children: [
                      expect.objectContaining({
                        code: 'tmavy',
                        parentCode: 'rum',
                        level: 4,
                        parentLevel: 3,
                        children: [],
                      }),
                    ],
                  }),
                  expect.objectContaining({ code: 'whisky', level: 3, children: [] }),
                ],
              }),
            ],
          },
          expect.objectContaining({ code: 'vino', parentCode: 'menu_category', level: 1, position: 1, children: [] }),
        ],
      },
    })
  })

  it('gives a subtree with the requested taxon as its root: no parent code, but its level in the menu', async () => {
    const body = taxonTree.parse(await (await get('/api/v2/shop/search/taxons/destilaty')).json())

    expect(body['@id']).toBe('/api/v2/shop/search/taxons/destilaty')
    expect(body.tree).toMatchObject({ code: 'destilaty', parentCode: null, level: 2, parentLevel: 1 })
    expect(body.tree.children.map((child) => child.code)).toEqual(['rum', 'whisky'])
  })

  it('prefixes images with PUBLIC_MEDIA_URL', async () => {
    const response = await get(
      '/api/v2/shop/search/taxons/rum',
      {},
      { ...testEnv, PUBLIC_MEDIA_URL: 'https://cdn.example.cz' },
    )

    const body = taxonTree.parse(await response.json())
    expect(body.tree.children[0]?.mainImage).toBe('https://cdn.example.cz/media/taxons/tmavy.svg')
  })

  it('names taxons in the requested locale and falls back to Czech', async () => {
    const body = taxonTree.parse(
      await (await get('/api/v2/shop/search/taxons/napoje', { 'accept-language': 'en' })).json(),
    )

    expect(body.tree).toMatchObject({ name: 'Drinks', slug: 'drinks' })
    expect(body.tree.children[0]).toMatchObject({ name: 'Destiláty', slug: 'napoje/destilaty' })
    expect(body.tree.children[0]?.children[0]).toMatchObject({ name: 'Rum', slug: 'rum-en' })
  })

  it('answers 404 hydra:Error for an unknown and for a disabled taxon', async () => {
    for (const code of ['nope', 'skryte']) {
      const response = await get(`/api/v2/shop/search/taxons/${code}`)

      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' })
    }
  })
})
