import { beforeEach, describe, expect, it } from 'vitest'
import { URLS_PER_SITEMAP } from './sitemap'
import { createTestStorefront } from './test/storefront'
import { fakeTaxonNode as node } from '../contract/fake-taxon-tree'

const tree = {
  '@id': '/api/v2/shop/search/taxons/menu_category',
  tree: {
    ...node('menu_category', 'kategorie'),
    children: [node('rum', 'rum', [node('rum_tmavy', 'tmavy-rum')]), node('gin', 'gin')],
  },
}

const LEGAL = [
  'obchodni-podminky',
  'ochrana-osobnich-udaju',
  'zasady-uzivani-souboru-cookies',
  'souhlas-se-zpracovanim-osobnich-udaju',
]
const cmsPage = (slug: string, type = 'page', extra: Record<string, unknown> = {}) => ({
  '@id': `/api/v2/shop/cms-plugin/pages/${slug}`,
  id: 1,
  code: slug,
  slug,
  name: slug,
  content: '',
  sections: [],
  type,
  updatedAt: '2026-11-20T08:30:00+00:00',
  ...extra,
})
const CMS_PAGES = [...LEGAL, 'reklamace-a-vraceni-zbozi', 'kontakt'].map((slug) => cmsPage(slug))

/** The CMS list as the API pages it; `pages` may add what a careless API would send (the sitemap asks by type). */
function cmsPages(pages: unknown[] = CMS_PAGES) {
  return (url: URL) => {
    const perPage = Number(url.searchParams.get('itemsPerPage'))
    const page = Number(url.searchParams.get('page') ?? 1)
    return { 'hydra:member': pages.slice((page - 1) * perPage, page * perPage), 'hydra:totalItems': pages.length }
  }
}

const MAGAZINE_SECTIONS = {
  'hydra:member': [
    { code: 'koktejly', name: 'Koktejly' },
    { code: 'novinky', name: 'Novinky' },
  ],
  'hydra:totalItems': 2,
}

function catalogue(
  total: number,
  cms: (url: URL) => unknown = cmsPages(),
  sections: (url: URL) => unknown = () => MAGAZINE_SECTIONS,
) {
  return {
    '/api/v2/shop/cms-plugin/pages': cms,
    '/api/v2/shop/cms-plugin/sections': sections,
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

  it('lists home, finders, contact, FAQ, CMS pages, every category level and every product in one urlset while small', async () => {
    const shop = createTestStorefront({ answers: catalogue(250) })
    const response = await shop.request('/sitemap.xml')
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    for (const path of [
      '/',
      '/pruvodce-darky',
      '/objevte-nove-chute',
      '/nejcastejsi-dotazy',
      '/kategorie/rum',
      '/kategorie/tmavy-rum',
      '/kategorie/gin',
      '/produkt/produkt-250',
    ]) {
      expect(xml).toContain(`<loc>https://shop.example.cz${path}</loc>`)
    }
    // fixed 5, CMS pages 6 of which kontakt is also fixed, the magazine's all and 2 categories (no articles), categories 3
    expect(xml.match(/<url>/g)).toHaveLength(5 + 5 + 3 + 3 + 250)
    expect(xml).toContain('<loc>https://shop.example.cz/produkt/produkt-1-a%26b</loc><lastmod>2026-10-30</lastmod>')
  })

  it('lists the CMS pages of type page with their dates and the contact page once; no landing page when the shop has none', async () => {
    const xml = await (await createTestStorefront({ answers: catalogue(1) }).request('/sitemap.xml')).text()
    for (const slug of [...LEGAL, 'reklamace-a-vraceni-zbozi', 'kontakt']) {
      expect(xml).toContain(`<url><loc>https://shop.example.cz/${slug}</loc><lastmod>2026-11-20</lastmod></url>`)
    }
    expect(xml.match(/\/kontakt</g)).toHaveLength(1)
    expect(xml).not.toContain('/magazin/')
    expect(xml).not.toContain('/stranka/')
  })

  it('reads every page of the CMS list, asks for plain pages only and leaves out any other type or a switched-off page', async () => {
    const many = Array.from({ length: 130 }, (_, i) => cmsPage(`stranka-${i + 1}`))
    const pages = [
      ...many,
      cmsPage('clanek', 'article'),
      cmsPage('akce', 'landing'),
      cmsPage('skryta', 'page', { enabled: false }),
    ]
    const shop = createTestStorefront({ answers: catalogue(1, cmsPages(pages)) })
    const xml = await (await shop.request('/sitemap.xml')).text()
    expect(xml).toContain('<loc>https://shop.example.cz/stranka-1</loc>')
    expect(xml).toContain('<loc>https://shop.example.cz/stranka-130</loc>')
    for (const slug of ['clanek', 'akce', 'skryta']) expect(xml).not.toContain(`.cz/${slug}<`)
    // the article is in the magazine and the landing page under /stranka/, not at /{slug}
    expect(xml).toContain('<loc>https://shop.example.cz/magazin/clanek</loc>')
    expect(xml).toContain('<url><loc>https://shop.example.cz/stranka/akce</loc><lastmod>2026-11-20</lastmod></url>')
    const asked = shop.calls
      .map((call) => new URL(call.url))
      .filter((url) => url.pathname === '/api/v2/shop/cms-plugin/pages')
    const plain = asked.filter((url) => url.searchParams.get('type') === 'page')
    expect(plain.map((url) => url.searchParams.get('page'))).toEqual(['1', '2'])
    expect(asked.every((url) => ['page', 'article', 'landing'].includes(url.searchParams.get('type') ?? ''))).toBe(true)
    // no legal page without its CMS page: the sitemap lists only what answers 200
    expect(xml).not.toContain('/obchodni-podminky<')
  })

  it('lists the magazine: all articles, each category dated by its newest article, every enabled article with its date', async () => {
    const article = (slug: string, section: string, updatedAt: string, extra: Record<string, unknown> = {}) =>
      cmsPage(slug, 'article', { sections: [{ code: section, name: section }], updatedAt, ...extra })
    const pages = [
      ...CMS_PAGES,
      article('mojito', 'koktejly', '2026-11-18T10:00:00+00:00'),
      article('negroni', 'koktejly', '2026-11-21T10:00:00+00:00'),
      article('nova-prodejna', 'novinky', '2026-10-02T10:00:00+00:00'),
      article('skryty', 'novinky', '2026-11-22T10:00:00+00:00', { enabled: false }),
    ]
    const xml = await (
      await createTestStorefront({ answers: catalogue(1, cmsPages(pages)) }).request('/sitemap.xml')
    ).text()
    expect(xml).toContain(
      '<url><loc>https://shop.example.cz/magazin-ze-sveta-drinku/vsechny</loc><lastmod>2026-11-21</lastmod></url>',
    )
    expect(xml).toContain(
      '<url><loc>https://shop.example.cz/magazin-ze-sveta-drinku/koktejly</loc><lastmod>2026-11-21</lastmod></url>',
    )
    expect(xml).toContain(
      '<url><loc>https://shop.example.cz/magazin-ze-sveta-drinku/novinky</loc><lastmod>2026-10-02</lastmod></url>',
    )
    expect(xml).toContain('<url><loc>https://shop.example.cz/magazin/mojito</loc><lastmod>2026-11-18</lastmod></url>')
    expect(xml).toContain(
      '<url><loc>https://shop.example.cz/magazin/nova-prodejna</loc><lastmod>2026-10-02</lastmod></url>',
    )
    // a switched-off article answers 404; articles are not CMS pages at /{slug}
    expect(xml).not.toContain('skryty')
    expect(xml).not.toContain('<loc>https://shop.example.cz/mojito</loc>')
    // the address that only redirects is not listed
    expect(xml).not.toContain('/magazin-ze-sveta-drinku</loc>')
  })

  it('lists no CMS pages when the API has no CMS calls (404), and fails on any other error', async () => {
    const answering = (status: number) => () =>
      new Response('{}', { status, headers: { 'content-type': 'application/ld+json' } })
    const without = createTestStorefront({ answers: catalogue(1, answering(404), answering(404)) })
    const response = await without.request('/sitemap.xml')
    expect(response.status).toBe(200)
    const xml = await response.text()
    expect(xml).toContain('<loc>https://shop.example.cz/kontakt</loc>')
    expect(xml).toContain('<loc>https://shop.example.cz/produkt/produkt-1-a%26b</loc>')
    expect(xml).not.toContain('/obchodni-podminky<')
    expect(xml).toContain('<loc>https://shop.example.cz/magazin-ze-sveta-drinku/vsechny</loc>')
    expect(xml).not.toContain('/magazin/')
    await caches.open('sitemaps').then((cache) => cache.delete('https://shop.example.cz/sitemap.xml?upstream=embedded'))
    const failing = createTestStorefront({ answers: catalogue(1, answering(503)) })
    expect((await failing.request('/sitemap.xml')).status).toBeGreaterThanOrEqual(500)
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
