import { beforeAll, describe, expect, it } from 'vitest'
import { cmsPage } from '../../contract/cms'
import { hydraCollection, hydraError } from '../../contract/hydra'
import { importContent } from '../test/cms-fixtures'
import { testEnv } from '../test/env'
import { addProduct, get } from '../test/fixtures'

const pageCollection = hydraCollection(cmsPage)

async function codesOf(path: string): Promise<string[]> {
  const response = await get(path)
  expect(response.status).toBe(200)
  return pageCollection.parse(await response.json())['hydra:member'].map((page) => page.code)
}

async function expectNotFound(path: string) {
  const response = await get(path)
  expect(response.status).toBe(404)
  expect(hydraError.parse(await response.json())['hydra:description']).toBe('Not Found')
}

beforeAll(async () => {
  await addProduct(testEnv.DB, { code: 'RUM_1' })
  await addProduct(testEnv.DB, { code: 'RUM_OFF', enabled: false })
  await importContent(testEnv.DB)
})

describe('GET /cms-plugin/pages', () => {
  it('lists enabled, published pages, newest first, cacheable', async () => {
    const response = await get('/api/v2/shop/cms-plugin/pages')
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const codes = pageCollection.parse(await response.json())['hydra:member'].map((page) => page.code)
    // undated pages count from their import (now), so they come before the dated articles
    expect(codes.slice(-3)).toEqual(['rum-guide', 'mojito', 'negroni'])
    expect(codes).toHaveLength(5)
    expect(codes).not.toContain('future')
    expect(codes).not.toContain('hidden')
  })

  it('filters by type and by section', async () => {
    expect(await codesOf('/api/v2/shop/cms-plugin/pages?type=article')).toEqual(['rum-guide', 'mojito', 'negroni'])
    expect(await codesOf('/api/v2/shop/cms-plugin/pages?type=article&sections.code=pruvodce')).toEqual(['rum-guide'])
    expect(await codesOf('/api/v2/shop/cms-plugin/pages?sections.code=pravni')).toEqual(['terms'])
    expect(await codesOf('/api/v2/shop/cms-plugin/pages?sections.code=nic')).toEqual([])
  })

  it('pages with hydra views', async () => {
    const response = await get('/api/v2/shop/cms-plugin/pages?type=article&itemsPerPage=2&page=2')
    const body = pageCollection.parse(await response.json())
    expect(body['hydra:member'].map((page) => page.code)).toEqual(['negroni'])
    expect(body['hydra:totalItems']).toBe(3)
    expect(body['hydra:view']).toMatchObject({
      'hydra:first': expect.stringContaining('page=1'),
      'hydra:previous': expect.stringContaining('page=1'),
    })
  })

  it('refuses an unknown type with a violation', async () => {
    expect((await get('/api/v2/shop/cms-plugin/pages?type=blog')).status).toBe(422)
  })
})

describe('GET /cms-plugin/page-by-slug/{slug} and /cms-plugin/pages/{id}', () => {
  it('gives an article with its sections, live products as IRIs and published related pages', async () => {
    const response = await get('/api/v2/shop/cms-plugin/page-by-slug/jak-na-mojito')
    expect(response.status).toBe(200)
    const page = cmsPage.parse(await response.json())
    expect(page).toMatchObject({
      '@type': 'Page',
      code: 'mojito',
      type: 'article',
      slug: 'jak-na-mojito',
      name: 'Jak na mojito',
      title: null,
      content: '<p>Rum, limeta, máta.</p>',
      teaser: 'Osvěžující klasika.',
      teaserImage: '/media/magazin/mojito.jpg',
      products: ['/api/v2/shop/products/RUM_1'],
      relatedPages: ['rum-guide'],
      sections: [{ '@id': '/api/v2/shop/cms-plugin/sections/recepty', code: 'recepty', name: 'Recepty na koktejly' }],
    })
    expect(page.publishAt).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/)
    expect(page['@id']).toBe(`/api/v2/shop/cms-plugin/pages/${page.id}`)

    const byId = await get(page['@id'])
    expect(byId.status).toBe(200)
    expect(cmsPage.parse(await byId.json())).toEqual(page)
  })

  it('gives a page its SEO fields; English falls back to the Czech text', async () => {
    const response = await get('/api/v2/shop/cms-plugin/page-by-slug/obchodni-podminky', { 'accept-language': 'en-US' })
    expect(cmsPage.parse(await response.json())).toMatchObject({
      title: 'Obchodní podmínky | Drinkárna',
      metaDescription: 'Jak u nás nakoupit',
      metaKeywords: 'podmínky, nákup',
      content: expect.stringContaining('<h2 id="uvodni-ustanoveni">Úvodní ustanovení</h2>'),
    })
  })

  it('answers 404 for unknown, disabled and unpublished pages', async () => {
    await expectNotFound('/api/v2/shop/cms-plugin/page-by-slug/neexistuje')
    await expectNotFound('/api/v2/shop/cms-plugin/page-by-slug/skryta')
    await expectNotFound('/api/v2/shop/cms-plugin/page-by-slug/budouci-clanek')
    await expectNotFound('/api/v2/shop/cms-plugin/page-by-slug/a/b')
    await expectNotFound('/api/v2/shop/cms-plugin/pages/999999')
    await expectNotFound('/api/v2/shop/cms-plugin/pages/abc')
    const hidden = await testEnv.DB.prepare("SELECT id FROM cms_pages WHERE code = 'hidden'").first<{ id: number }>()
    await expectNotFound(`/api/v2/shop/cms-plugin/pages/${hidden!.id}`)
  })

  it('serves hostile content neutralised', async () => {
    const page = cmsPage.parse(await (await get('/api/v2/shop/cms-plugin/page-by-slug/zle')).json())
    expect(page.name).toBe('<script>alert(1)</script>')
    expect(page.content).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>klik &lt;img src=x onerror=alert(1)&gt;</p>',
    )
  })
})
