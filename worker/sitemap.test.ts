import { beforeEach, describe, expect, it } from 'vitest'
import { URLS_PER_SITEMAP } from './sitemap'
import { createTestStorefront } from './test/storefront'

const node = (code: string, slug: string, children: unknown[] = []) => ({
  code, name: code, slug, parentCode: null, level: 1, parentLevel: 0, mainImage: null, enabled: true, position: 0, children,
})
const tree = { '@id': '/api/v2/shop/search/taxons/menu_category', tree: { ...node('menu_category', 'kategorie'), children: [node('rum', 'rum', [node('rum_tmavy', 'tmavy-rum')]), node('gin', 'gin')] } }

function catalogue(total: number) {
  return {
    '/api/v2/shop/search/taxons/menu_category': () => tree,
    '/api/v2/shop/products': (url: URL) => {
      const perPage = Number(url.searchParams.get('itemsPerPage'))
      const page = Number(url.searchParams.get('page') ?? 1)
      const from = (page - 1) * perPage
      const members = Array.from({ length: Math.max(0, Math.min(perPage, total - from)) }, (_, i) => ({
        slug: `produkt-${from + i + 1}${from + i === 0 ? '-a&b' : ''}`,
        updatedAt: '2026-10-30 12:00:00',
      }))
      return { 'hydra:member': members, 'hydra:totalItems': total }
    },
  }
}

describe('sitemap', () => {
  beforeEach(async () => {
    const cache = await caches.open('sitemaps')
    for (const path of ['/sitemap.xml', '/sitemap/pages.xml', '/sitemap/products-1.xml', '/sitemap/products-2.xml']) {
      await cache.delete(`https://shop.example.cz${path}?upstream=embedded`)
    }
  })

  it('lists home, finders, legal pages, every category level and every product in one urlset while small', async () => {
    const shop = createTestStorefront({ answers: catalogue(250) })
    const response = await shop.request('/sitemap.xml')
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    for (const path of ['/', '/obchodni-podminky', '/kategorie/rum', '/kategorie/tmavy-rum', '/kategorie/gin', '/produkt/produkt-250']) {
      expect(xml).toContain(`<loc>https://shop.example.cz${path}</loc>`)
    }
    expect(xml.match(/<url>/g)).toHaveLength(7 + 3 + 250)
    expect(xml).toContain('<loc>https://shop.example.cz/produkt/produkt-1-a%26b</loc><lastmod>2026-10-30</lastmod>')
  })

  it('is served from the edge cache the second time', async () => {
    const shop = createTestStorefront({ answers: catalogue(3) })
    await (await shop.request('/sitemap.xml')).text()
    const cache = await caches.open('sitemaps')
    await expect.poll(() => cache.match('https://shop.example.cz/sitemap.xml?upstream=embedded')).toBeTruthy()
    const calls = shop.calls.length
    expect(await (await shop.request('/sitemap.xml')).text()).toContain('/produkt/produkt-3<')
    expect(shop.calls.length).toBe(calls)
  })

  it('becomes an index of smaller sitemaps for a large catalogue', async () => {
    const total = URLS_PER_SITEMAP + 20
    const shop = createTestStorefront({ answers: catalogue(total) })
    const index = await (await shop.request('/sitemap.xml')).text()
    expect(index).toContain('<sitemapindex')
    expect(index).toContain('<loc>https://shop.example.cz/sitemap/pages.xml</loc>')
    expect(index).toContain('<loc>https://shop.example.cz/sitemap/products-2.xml</loc>')
    const second = await (await shop.request('/sitemap/products-2.xml')).text()
    expect(second.match(/<url>/g)).toHaveLength(20)
    expect(second).toContain(`/produkt/produkt-${total}<`)
    expect((await shop.request('/sitemap/products-3.xml')).status).toBe(404)
  })
})

describe('robots.txt', () => {
  it('points crawlers at the sitemap and keeps them out of carts, accounts and search', async () => {
    const body = await (await createTestStorefront().request('/robots.txt')).text()
    expect(body).toContain('Sitemap: https://shop.example.cz/sitemap.xml')
    expect(body).toMatch(/^Disallow: \/cart$/m)
    expect(body).toMatch(/^Disallow: \/account$/m)
  })
})
