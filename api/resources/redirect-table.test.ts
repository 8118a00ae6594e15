import { beforeAll, describe, expect, it } from 'vitest'
import { redirect } from '../../contract/catalogue'
import { constraintViolationList, hydraCollection } from '../../contract/hydra'
import { addRedirects, get } from '../test/fixtures'
import { testEnv } from '../test/env'

const redirectCollection = hydraCollection(redirect)

beforeAll(async () => {
  const redirects = Array.from({ length: 150 }, (_, index) => ({
    origin: `/stare/${index + 1}`,
    destination: `/nove/${index + 1}`,
    enabled: index + 1 !== 2,
  }))
  await addRedirects(testEnv.DB, redirects)
})

describe('GET /redirects', () => {
  it('lists enabled redirects by id, 100 to a page by default', async () => {
    const response = await get('/api/v2/shop/redirects')

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const body = redirectCollection.parse(await response.json())
    expect(body['hydra:totalItems']).toBe(149)
    expect(body['hydra:member']).toHaveLength(100)
    expect(body['hydra:member'].slice(0, 2)).toEqual([
      {
        '@id': '/api/v2/shop/redirects/1',
        '@type': 'Redirect',
        id: 1,
        originUrl: '/stare/1',
        destinationUrl: '/nove/1',
      },
      {
        '@id': '/api/v2/shop/redirects/3',
        '@type': 'Redirect',
        id: 3,
        originUrl: '/stare/3',
        destinationUrl: '/nove/3',
      },
    ])
    expect(body['hydra:view']).toEqual({
      '@id': '/api/v2/shop/redirects?page=1',
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': '/api/v2/shop/redirects?page=1',
      'hydra:last': '/api/v2/shop/redirects?page=2',
      'hydra:next': '/api/v2/shop/redirects?page=2',
    })
  })

  it('gives the rest on the next page', async () => {
    const body = redirectCollection.parse(await (await get('/api/v2/shop/redirects?page=2')).json())

    expect(body['hydra:member']).toHaveLength(49)
    expect(body['hydra:member'][0]).toMatchObject({ originUrl: '/stare/102' })
  })

  it('allows up to 1000 redirects a page and no more', async () => {
    const all = redirectCollection.parse(await (await get('/api/v2/shop/redirects?itemsPerPage=1000')).json())
    const tooMany = await get('/api/v2/shop/redirects?itemsPerPage=1001')

    expect(all['hydra:member']).toHaveLength(149)
    expect(tooMany.status).toBe(422)
    expect(constraintViolationList.parse(await tooMany.json()).violations).toEqual([
      { propertyPath: 'itemsPerPage', message: 'Hodnota může být nejvýše 1000.', code: 'maxValue' },
    ])
  })
})

describe('GET /redirects-version', () => {
  const version = async () => {
    const response = await get('/api/v2/shop/redirects-version')
    expect(response.headers.get('cache-control')).toBe('no-store')
    return (await response.json<{ '@type': string; version: number }>()).version
  }

  it('grows with every write to the table, whoever makes it, and stays put otherwise', async () => {
    const start = await version()
    expect(await version()).toBe(start)
    await addRedirects(testEnv.DB, [{ origin: '/verze/a', destination: '/b' }])
    const added = await version()
    expect(added).toBeGreaterThan(start)
    // SQL by hand, as an operator might run it
    await testEnv.DB.prepare("UPDATE redirects SET destination_url = '/c' WHERE origin_url = '/verze/a'").run()
    const updated = await version()
    expect(updated).toBeGreaterThan(added)
    await testEnv.DB.prepare("DELETE FROM redirects WHERE origin_url = '/verze/a'").run()
    expect(await version()).toBeGreaterThan(updated)
  })
})
