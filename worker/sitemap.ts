import { waitUntil } from 'cloudflare:workers'
import type { Context } from 'hono'
import * as z from 'zod/mini'
import { product } from '../contract/catalogue'
import { API_BASE, MENU_TAXON_CODE } from '../contract/channel'
import { cmsPage } from '../contract/cms'
import { taxonTree, type TaxonTreeNode } from '../contract/discovery'
import { hydraCollection } from '../contract/hydra'
import type { StorefrontEnv } from './env'
import type { Upstream } from './upstream'

/**
 * /sitemap.xml from the shop API: home, finders, contact and FAQ, the CMS pages (legal pages and the like),
 * the landing pages, the magazine (all articles, its categories and its articles), categories and products; only addresses that
 * answer 200. One urlset while
 * it is small; above URLS_PER_SITEMAP an index pointing at /sitemap/pages.xml and /sitemap/products-N.xml.
 * Answers are cached at the edge for an hour (Cache API), so crawlers do not hit the API page by page.
 */
export const URLS_PER_SITEMAP = 5000
const API_PAGE = 100
const CACHE_SECONDS = 3600

/**
 * App pages that exist whatever the catalogue and the CMS hold. The legal pages (the fixed slugs of docs/product.md#pages)
 * are CMS pages and come with the CMS list, with their dates, only when the shop has them.
 */
export const FIXED_PATHS = ['/', '/pruvodce-darky', '/objevte-nove-chute', '/kontakt', '/nejcastejsi-dotazy']

type Entry = { path: string; lastmod?: string }

const productPage = hydraCollection(z.looseObject({ slug: product.shape.slug, updatedAt: z.optional(z.string()) }))
const cmsPageList = hydraCollection(
  z.looseObject({
    slug: cmsPage.shape.slug,
    type: cmsPage.shape.type,
    enabled: cmsPage.shape.enabled,
    updatedAt: cmsPage.shape.updatedAt,
    sections: z.optional(z.array(z.looseObject({ code: z.string() }))),
  }),
)
const sectionList = hydraCollection(z.looseObject({ code: z.string() }))

/** The magazine's addresses (features/magazine/paths.ts; not imported: the worker does not bundle the app). */
const MAGAZINE_PATH = '/magazin-ze-sveta-drinku'
const MAGAZINE_ALL = 'vsechny'

async function getJson<T>(upstream: Upstream, path: string, schema: z.ZodMiniType<T>): Promise<T>
async function getJson<T>(
  upstream: Upstream,
  path: string,
  schema: z.ZodMiniType<T>,
  options: { missingIsEmpty: boolean },
): Promise<T | null>
async function getJson<T>(
  upstream: Upstream,
  path: string,
  schema: z.ZodMiniType<T>,
  options?: { missingIsEmpty: boolean },
): Promise<T | null> {
  // as a guest: the sitemap is public and cached for everyone; a visitor's refused bearer must not fail it
  const response = await upstream(
    `${API_BASE}${path}`,
    { headers: { accept: 'application/ld+json', 'accept-language': 'cs-CZ' } },
    { asGuest: true },
  )
  if (response.status === 404 && options?.missingIsEmpty) {
    await response.body?.cancel()
    return null
  }
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return schema.parse(await response.json())
}

function categoryPaths(node: TaxonTreeNode, out: Entry[] = []): Entry[] {
  for (const child of node.children) {
    out.push({ path: `/kategorie/${encodeURIComponent(child.slug)}` })
    categoryPaths(child, out)
  }
  return out
}

async function productCount(upstream: Upstream): Promise<number> {
  return (await getJson(upstream, '/products?itemsPerPage=1', productPage))['hydra:totalItems']
}

/** Products `offset` to `offset + count`, read in API pages of 100. */
async function productEntries(upstream: Upstream, offset: number, count: number): Promise<Entry[]> {
  const first = Math.floor(offset / API_PAGE) + 1
  const last = Math.floor((offset + count - 1) / API_PAGE) + 1
  const pages = await Promise.all(
    Array.from({ length: last - first + 1 }, (_, i) =>
      getJson(upstream, `/products?itemsPerPage=${API_PAGE}&page=${first + i}&order%5Bcode%5D=asc`, productPage),
    ),
  )
  return pages
    .flatMap((page) => page['hydra:member'])
    .map((item) => ({ path: `/produkt/${encodeURIComponent(item.slug)}`, lastmod: item.updatedAt?.slice(0, 10) }))
}

type CmsListItem = z.infer<typeof cmsPageList>['hydra:member'][number]

/**
 * Every enabled CMS page of a type, read in API pages of 100. An API without the CMS calls (404: a Sylius without
 * the CMS plugin) has no pages; any other failure fails the sitemap.
 */
async function listCmsPages(upstream: Upstream, type: 'page' | 'article' | 'landing'): Promise<CmsListItem[]> {
  const items: CmsListItem[] = []
  for (let page = 1, seen = 0; ; page++) {
    const answer = await getJson(
      upstream,
      `/cms-plugin/pages?type=${type}&itemsPerPage=${API_PAGE}&page=${page}`,
      cmsPageList,
      { missingIsEmpty: page === 1 },
    )
    if (!answer) return items
    const members = answer['hydra:member']
    seen += members.length
    items.push(...members.filter((item) => item.type === type && item.enabled !== false))
    if (members.length === 0 || seen >= answer['hydra:totalItems']) return items
  }
}

const lastmodOf = (item: { updatedAt?: string }) => item.updatedAt?.slice(0, 10)

/** The CMS pages of type `page` (served by `/{slug}`, or `/kontakt`) and the landing pages (`/stranka/{slug}`). */
async function cmsPageEntries(upstream: Upstream): Promise<Entry[]> {
  const [pages, landings] = await Promise.all([listCmsPages(upstream, 'page'), listCmsPages(upstream, 'landing')])
  return [
    ...pages.map((item) => ({ path: `/${encodeURIComponent(item.slug)}`, lastmod: lastmodOf(item) })),
    ...landings.map((item) => ({ path: `/stranka/${encodeURIComponent(item.slug)}`, lastmod: lastmodOf(item) })),
  ]
}

/**
 * The magazine: all articles, each of its categories (dated by their newest change) and every article. An
 * empty category answers 200 too, so every category the API names is listed.
 */
async function magazineEntries(upstream: Upstream): Promise<Entry[]> {
  const [sections, articles] = await Promise.all([
    getJson(upstream, '/cms-plugin/sections?type=magazine', sectionList, { missingIsEmpty: true }),
    listCmsPages(upstream, 'article'),
  ])
  const newest = (items: CmsListItem[]) =>
    items.map(lastmodOf).reduce<string | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined)
  const categories = [MAGAZINE_ALL, ...(sections?.['hydra:member'].map((section) => section.code) ?? [])]
  return [
    ...categories.map((code) => ({
      path: `${MAGAZINE_PATH}/${encodeURIComponent(code)}`,
      lastmod: newest(
        code === MAGAZINE_ALL
          ? articles
          : articles.filter((item) => item.sections?.some((section) => section.code === code)),
      ),
    })),
    ...articles.map((item) => ({ path: `/magazin/${encodeURIComponent(item.slug)}`, lastmod: lastmodOf(item) })),
  ]
}

/** Fixed pages, CMS pages, the magazine (a CMS page at a fixed address, such as `kontakt`, lends it its date) and categories. */
async function pageEntries(upstream: Upstream): Promise<Entry[]> {
  const [tree, cmsPages, magazine] = await Promise.all([
    getJson(upstream, `/search/taxons/${MENU_TAXON_CODE}`, taxonTree),
    cmsPageEntries(upstream),
    magazineEntries(upstream),
  ])
  const cmsByPath = new Map(cmsPages.map((entry) => [entry.path, entry]))
  const fixed = FIXED_PATHS.map((path) => cmsByPath.get(path) ?? { path })
  const others = [...cmsByPath.values()].filter((entry) => !FIXED_PATHS.includes(entry.path))
  return [...fixed, ...others, ...magazine, ...categoryPaths(tree.tree)]
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

export function urlset(siteUrl: string, entries: Entry[]): string {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(siteUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`
}

export function sitemapIndex(siteUrl: string, paths: string[]): string {
  const items = paths.map((path) => `<sitemap><loc>${escapeXml(siteUrl + path)}</loc></sitemap>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`
}

/** The XML for a sitemap path, or null when the path names no sitemap. */
async function buildSitemap(path: string, upstream: Upstream, siteUrl: string): Promise<string | null> {
  if (path === '/sitemap.xml') {
    const [pages, total] = await Promise.all([pageEntries(upstream), productCount(upstream)])
    if (pages.length + total <= URLS_PER_SITEMAP)
      return urlset(siteUrl, [...pages, ...(await productEntries(upstream, 0, total))])
    const productSitemaps = Array.from(
      { length: Math.ceil(total / URLS_PER_SITEMAP) },
      (_, i) => `/sitemap/products-${i + 1}.xml`,
    )
    return sitemapIndex(siteUrl, ['/sitemap/pages.xml', ...productSitemaps])
  }
  if (path === '/sitemap/pages.xml') return urlset(siteUrl, await pageEntries(upstream))
  const match = /^\/sitemap\/products-([1-9]\d{0,4})\.xml$/.exec(path)
  if (!match) return null
  const offset = (Number(match[1]) - 1) * URLS_PER_SITEMAP
  const total = await productCount(upstream)
  if (offset >= total) return null
  return urlset(siteUrl, await productEntries(upstream, offset, Math.min(URLS_PER_SITEMAP, total - offset)))
}

export async function serveSitemap(c: Context<StorefrontEnv>): Promise<Response> {
  const url = new URL(c.req.url)
  const cache = await caches.open('sitemaps')
  const cacheKey = new Request(`${url.origin}${url.pathname}?upstream=${encodeURIComponent(c.var.upstreamKey)}`)
  const cached = await cache.match(cacheKey)
  // A cached response's headers are immutable; the middleware still adds its own.
  if (cached) return new Response(cached.body, cached)
  const xml = await buildSitemap(url.pathname, c.var.upstream, c.env.SITE_URL || url.origin)
  if (xml === null) return c.notFound()
  const response = new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, max-age=${CACHE_SECONDS}` },
  })
  // Start's server entry does not hand Hono the ExecutionContext; the module-level waitUntil needs none.
  waitUntil(cache.put(cacheKey, response.clone()))
  return response
}

/** robots.txt: everything but the personal and transactional pages, and where the sitemap is. */
export function serveRobots(c: Context<StorefrontEnv>): Response {
  const site = c.env.SITE_URL || new URL(c.req.url).origin
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart',
    'Disallow: /account',
    'Disallow: /order/',
    'Disallow: /logout',
    'Disallow: /oauth/',
    'Disallow: /search',
    'Disallow: /api/',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n')
  return c.text(body, 200, { 'cache-control': 'public, max-age=3600' })
}
