import type { CmsPage, CmsSection } from '../../../contract/cms'
import type { ListedProduct } from '../../../contract/listed-product'
import type { ApiClient } from '../../lib/api/client'
import { getPageBySlug } from '../content'
import { getProductsByIri } from '../catalogue'
import { listArticles, listMagazineSections, listRecentArticles } from './magazine.api'
import { ALL_CATEGORY, ARTICLES_PER_PAGE } from './paths'
import './texts'

const MAX_SLUG_LENGTH = 255
const RELATED_ARTICLES = 3
/** Far past any magazine's last page; a bigger number is not worth an API call (nor one the API accepts). */
const MAX_PAGE = 10_000

/**
 * The `page` search parameter of a category: 1 when absent, a whole number from 1, or null (the 404 page) for
 * anything else (`?page=0`, `?page=x`, `?page=9007199254740993`).
 */
export function parsePage(value: unknown): number | null {
  if (value === undefined) return 1
  const page =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : null
}

/** How many pages `totalItems` articles fill; an empty category still has its first page. */
export function pageCount(totalItems: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(totalItems / perPage))
}

export type MagazineCategoryData = {
  /** `vsechny` or a section's code. */
  slug: string
  /** The section shown; null for all articles. */
  section: CmsSection | null
  sections: CmsSection[]
  articles: CmsPage[]
  page: number
  pageCount: number
  totalItems: number
}

/** A magazine category page, or null (the 404 page): an unknown category, or a page past the last one. */
export async function loadMagazineCategory(
  api: ApiClient,
  slug: string,
  pageParam: unknown,
): Promise<MagazineCategoryData | null> {
  const page = parsePage(pageParam)
  if (page === null || slug.length > 64) return null
  const all = slug === ALL_CATEGORY
  const [sections, list] = await Promise.all([
    listMagazineSections(api),
    listArticles(api, { section: all ? null : slug, page, itemsPerPage: ARTICLES_PER_PAGE }),
  ])
  const section = all ? null : (sections.find((item) => item.code === slug) ?? null)
  if (!all && !section) return null
  const pages = pageCount(list.totalItems)
  if (page > pages) return null
  return { slug, section, sections, articles: list.articles, page, pageCount: pages, totalItems: list.totalItems }
}

export type ArticleData = { article: CmsPage; products: ListedProduct[]; related: CmsPage[] }

/**
 * The related articles: the ones the article names (in its order), else the newest of its first category;
 * never itself, at most three.
 */
export function pickRelatedArticles(article: CmsPage, recent: CmsPage[]): CmsPage[] {
  const others = recent.filter((item) => item.code !== article.code && item.enabled !== false)
  const named = (article.relatedPages ?? [])
    .map((code) => others.find((item) => item.code === code))
    .filter((item) => item !== undefined)
  if (named.length > 0) return named.slice(0, RELATED_ARTICLES)
  const section = article.sections[0]?.code
  return others
    .filter((item) => section !== undefined && item.sections.some((s) => s.code === section))
    .slice(0, RELATED_ARTICLES)
}

/** An article (`/magazin/{slug}`) with its products and related articles, or null when there is no such article. */
export async function loadArticle(api: ApiClient, slug: string): Promise<ArticleData | null> {
  if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH) return null
  const article = await getPageBySlug(api, slug)
  if (!article || article.enabled === false || article.type !== 'article') return null
  const [products, recent] = await Promise.all([getProductsByIri(api, article.products ?? []), listRecentArticles(api)])
  return { article, products, related: pickRelatedArticles(article, recent) }
}
