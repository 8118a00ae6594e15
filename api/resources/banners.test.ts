import { beforeAll, describe, expect, it } from 'vitest'
import { banner } from '../../contract/catalogue'
import { hydraCollection } from '../../contract/hydra'
import { addBanners, get } from '../test/fixtures'
import { testEnv } from '../test/env'

const bannerCollection = hydraCollection(banner)
const day = 24 * 60 * 60 * 1000
const sqlDate = (time: number) => new Date(time).toISOString().slice(0, 19).replace('T', ' ')
const yesterday = sqlDate(Date.now() - day)
const tomorrow = sqlDate(Date.now() + day)

async function codesOf(path: string, headers: Record<string, string> = {}): Promise<string[]> {
  const response = await get(path, headers)
  expect(response.status).toBe(200)
  return bannerCollection.parse(await response.json())['hydra:member'].map((member) => member.code)
}

beforeAll(async () => {
  await addBanners(testEnv.DB, [
    { code: 'always', position: 2, title: 'Vždy', subtitle: 'Pořád', url: '/akce', imagePath: 'banners/always.jpg' },
    { code: 'running', position: 1, startsAt: yesterday, endsAt: tomorrow },
    // ISO dates as an import might write them
    { code: 'running-iso', position: 3, startsAt: new Date(Date.now() - day).toISOString() },
    { code: 'future', position: 0, startsAt: tomorrow },
    { code: 'past', position: 0, endsAt: yesterday },
    { code: 'disabled', position: 0, enabled: false },
    { code: 'sidebar', placement: 'sidebar', position: 0 },
    { code: 'english', placement: 'sidebar', position: 0, locale: 'en_US' },
  ])
})

describe('GET /banners', () => {
  it('lists the enabled banners whose window contains now, by position', async () => {
    expect(await codesOf('/api/v2/shop/banners?placement=homepage')).toEqual(['running', 'always', 'running-iso'])
  })

  it('gives each banner its texts, link, image and placement', async () => {
    const response = await get('/api/v2/shop/banners?placement=homepage')

    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const body = await response.json()
    expect(body).toMatchObject({
      '@context': '/api/v2/contexts/Banner',
      '@type': 'hydra:Collection',
      'hydra:totalItems': 3,
    })
    expect(bannerCollection.parse(body)['hydra:member'][1]).toEqual({
      '@id': '/api/v2/shop/banners/always',
      '@type': 'Banner',
      code: 'always',
      title: 'Vždy',
      subtitle: 'Pořád',
      url: '/akce',
      image: { path: '/media/banners/always.jpg', type: 'main' },
      placement: 'homepage',
      position: 2,
    })
    expect(bannerCollection.parse(body)['hydra:member'][0]).toMatchObject({ image: null, subtitle: null })
  })

  it('lists every placement when none is asked for', async () => {
    expect(await codesOf('/api/v2/shop/banners')).toEqual(['sidebar', 'running', 'always', 'running-iso'])
  })

  it("shows a placement's banners in the requested locale, or the Czech ones where it has none", async () => {
    expect(await codesOf('/api/v2/shop/banners?placement=sidebar', { 'accept-language': 'en' })).toEqual(['english'])
    expect(await codesOf('/api/v2/shop/banners?placement=homepage', { 'accept-language': 'en' })).toEqual([
      'running',
      'always',
      'running-iso',
    ])
    expect(await codesOf('/api/v2/shop/banners', { 'accept-language': 'en' })).toEqual([
      'english',
      'running',
      'always',
      'running-iso',
    ])
  })

  it('pages the banners', async () => {
    const body = bannerCollection.parse(
      await (await get('/api/v2/shop/banners?placement=homepage&itemsPerPage=2&page=2')).json(),
    )

    expect(body['hydra:member'].map((member) => member.code)).toEqual(['running-iso'])
    expect(body['hydra:view']).toMatchObject({
      'hydra:previous': '/api/v2/shop/banners?placement=homepage&itemsPerPage=2&page=1',
    })
  })
})
