import { beforeAll, describe, expect, it } from 'vitest'
import { menu } from '../../contract/catalogue'
import { hydraCollection } from '../../contract/hydra'
import { addMenu, get } from '../test/fixtures'
import { testEnv } from '../test/env'

beforeAll(async () => {
  await addMenu(testEnv.DB, { code: 'header', name: 'Hlavička' }, [
    { id: 1, position: 1, label: 'Víno', url: '/vino' },
    { id: 2, position: 0, label: 'Destiláty', url: '/destilaty' },
    { id: 3, parent: 2, position: 1, label: 'Whisky', url: '/whisky' },
    { id: 4, parent: 2, position: 0, label: 'Rum', url: '/rum' },
    { id: 5, parent: 4, position: 0, label: 'Tmavý rum', url: '/rum/tmavy' },
    { id: 11, position: 0, locale: 'en_US', label: 'Spirits', url: '/en/spirits' },
    { id: 12, parent: 11, position: 0, locale: 'en_US', label: 'Rum', url: '/en/rum' },
  ])
  await addMenu(testEnv.DB, { code: 'footer', name: 'Patička' }, [{ id: 21, label: 'Kontakt', url: '/kontakt' }])
})

describe('GET /menus/{code}', () => {
  it('gives the menu items parents first, siblings by position, each linked to its parent by IRI', async () => {
    const response = await get('/api/v2/shop/menus/header')

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(await response.json()).toEqual({
      '@context': '/api/v2/contexts/Menu',
      '@id': '/api/v2/shop/menus/header',
      '@type': 'Menu',
      code: 'header',
      name: 'Hlavička',
      items: [
        {
          '@id': '/api/v2/shop/menu-items/2',
          '@type': 'MenuItem',
          id: 2,
          label: 'Destiláty',
          url: '/destilaty',
          parent: null,
          position: 0,
        },
        {
          '@id': '/api/v2/shop/menu-items/4',
          '@type': 'MenuItem',
          id: 4,
          label: 'Rum',
          url: '/rum',
          parent: '/api/v2/shop/menu-items/2',
          position: 0,
        },
        {
          '@id': '/api/v2/shop/menu-items/5',
          '@type': 'MenuItem',
          id: 5,
          label: 'Tmavý rum',
          url: '/rum/tmavy',
          parent: '/api/v2/shop/menu-items/4',
          position: 0,
        },
        {
          '@id': '/api/v2/shop/menu-items/3',
          '@type': 'MenuItem',
          id: 3,
          label: 'Whisky',
          url: '/whisky',
          parent: '/api/v2/shop/menu-items/2',
          position: 1,
        },
        {
          '@id': '/api/v2/shop/menu-items/1',
          '@type': 'MenuItem',
          id: 1,
          label: 'Víno',
          url: '/vino',
          parent: null,
          position: 1,
        },
      ],
    })
  })

  it('gives the English items for Accept-Language en', async () => {
    const body = menu.parse(await (await get('/api/v2/shop/menus/header', { 'accept-language': 'en' })).json())

    expect(body.items.map((item) => [item.label, item.parent])).toEqual([
      ['Spirits', null],
      ['Rum', '/api/v2/shop/menu-items/11'],
    ])
  })

  it('falls back to the Czech items when a menu has none in the requested locale', async () => {
    const body = menu.parse(await (await get('/api/v2/shop/menus/footer', { 'accept-language': 'en' })).json())

    expect(body.items.map((item) => item.label)).toEqual(['Kontakt'])
  })

  it('answers 404 hydra:Error for an unknown menu', async () => {
    const response = await get('/api/v2/shop/menus/sidebar')

    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' })
  })
})

describe('GET /menus', () => {
  it('lists the menus by code with their items', async () => {
    const response = await get('/api/v2/shop/menus')
    const body = hydraCollection(menu).parse(await response.json())

    expect(body).toMatchObject({
      '@context': '/api/v2/contexts/Menu',
      '@id': '/api/v2/shop/menus',
      'hydra:totalItems': 2,
    })
    expect(body['hydra:member'].map((member) => [member.code, member.items.length])).toEqual([
      ['footer', 1],
      ['header', 5],
    ])
  })
})
