import * as z from 'zod/mini'
import { DEFAULT_LOCALE } from '../../contract/channel'
import { type ContentElement, knownContentElement, type PageType } from '../../contract/cms'
import { jsonArray, published, sectionRef, sectionsJson, type SectionRef } from './cms-json'
import {
  join,
  limitOffset,
  type Page,
  parseCount,
  parseRows,
  prepare,
  raw,
  type Sql,
  sql,
  translationLocale,
} from './sql'

/** A published page (page, article or landing page) in one locale, as `/cms-plugin/pages` gives it. */
export type PageRecord = {
  id: number
  code: string
  type: PageType
  publishAt: string | null
  createdAt: string
  updatedAt: string
  slug: string
  name: string
  title: string | null
  metaKeywords: string | null
  metaDescription: string | null
  teaser: string | null
  teaserImage: string | null
  /** The safe HTML the import rendered. */
  contentHtml: string
  sections: SectionRef[]
  /** Codes of the listed products that are in the catalogue and enabled. */
  productCodes: string[]
  /** Codes of the listed related pages that are published. */
  relatedPages: string[]
  /** The content elements in order; a carousel's product codes only those in the catalogue and enabled. */
  contentElements: ContentElement[]
}

const pageRow = z.object({
  id: z.number(),
  code: z.string(),
  type: z.enum(['page', 'article', 'landing']),
  publish_at: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  teaser_image: z.nullable(z.string()),
  slug: z.string(),
  name: z.string(),
  title: z.nullable(z.string()),
  meta_keywords: z.nullable(z.string()),
  meta_description: z.nullable(z.string()),
  teaser: z.nullable(z.string()),
  content_html: z.string(),
  sections: jsonArray(sectionRef),
  products: jsonArray(z.string()),
  related: jsonArray(z.string()),
  content_elements: jsonArray(knownContentElement),
  element_products: jsonArray(z.string()),
})

function pageSelect(locale: string, now: Date): Sql {
  const pageLocale = translationLocale(
    locale,
    (l) => sql`SELECT 1 FROM cms_page_translations x WHERE x.page_id = p.id AND x.locale = ${l}`,
  )
  // a related product or page that left the catalogue or is not out yet would be a dead link: they are dropped
  return sql`SELECT p.id, p.code, p.type, p.publish_at, p.created_at, p.updated_at, p.teaser_image,
      t.slug, t.name, t.title, t.meta_keywords, t.meta_description, t.teaser, t.content_html,
      ${sectionsJson(locale, 'cms_page_sections', 'page_id', raw('p.id'))} AS sections,
      (SELECT json_group_array(code) FROM (
        SELECT x.code FROM json_each(p.products) j JOIN products x ON x.code = j.value WHERE x.enabled = 1 ORDER BY j.key)) AS products,
      (SELECT json_group_array(code) FROM (
        SELECT r.code FROM json_each(p.related_pages) j JOIN cms_pages r ON r.code = j.value WHERE ${published('r', now)} ORDER BY j.key)) AS related,
      t.content_elements,
      (SELECT json_group_array(DISTINCT x.code) FROM json_each(t.content_elements) e
        JOIN json_each(e.value, '$.configuration.products_carousel.products') j JOIN products x ON x.code = j.value
        WHERE x.enabled = 1) AS element_products
    FROM cms_pages p JOIN cms_page_translations t ON t.page_id = p.id AND t.locale = ${pageLocale}`
}

/** Carousels keep the products that are in the catalogue and enabled, in the editor's order, as `products` do. */
function liveElements(elements: ContentElement[], live: ReadonlySet<string>): ContentElement[] {
  return elements.map((element) => {
    if (element.type !== 'products_carousel') return element
    const { products_carousel: carousel, ...rest } = element.configuration
    const products = carousel.products.filter((code) => live.has(code))
    return { ...element, configuration: { ...rest, products_carousel: { ...carousel, products } } }
  })
}

function toPages(result: D1Result<unknown>): PageRecord[] {
  return parseRows(pageRow, result).map((row) => ({
    id: row.id,
    code: row.code,
    type: row.type,
    publishAt: row.publish_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    slug: row.slug,
    name: row.name,
    title: row.title,
    metaKeywords: row.meta_keywords,
    metaDescription: row.meta_description,
    teaser: row.teaser,
    teaserImage: row.teaser_image,
    contentHtml: row.content_html,
    sections: row.sections,
    productCodes: row.products,
    relatedPages: row.related,
    contentElements: liveElements(row.content_elements, new Set(row.element_products)),
  }))
}

export type PagesQuery = Page & { type?: PageType; section?: string }

/** A page of the published pages, newest first (articles by publish date; pages without one by creation). */
export async function listPages(db: D1Database, locale: string, now: Date, query: PagesQuery) {
  const conditions = [published('p', now)]
  if (query.type !== undefined) conditions.push(sql`p.type = ${query.type}`)
  if (query.section !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM cms_page_sections ps JOIN cms_sections s ON s.id = ps.section_id
      WHERE ps.page_id = p.id AND s.code = ${query.section})`)
  }
  const where = join(conditions, ' AND ')
  const [rows, count] = await db.batch([
    prepare(
      db,
      sql`${pageSelect(locale, now)} WHERE ${where}
      ORDER BY coalesce(p.publish_at, p.created_at) DESC, p.id DESC ${limitOffset(query)}`,
    ),
    prepare(db, sql`SELECT count(*) AS total FROM cms_pages p WHERE ${where}`),
  ])
  return { pages: toPages(rows!), totalItems: parseCount(count!) }
}

/** A published page by id, or null. */
export async function getPage(db: D1Database, locale: string, now: Date, id: number): Promise<PageRecord | null> {
  const result = await prepare(db, sql`${pageSelect(locale, now)} WHERE p.id = ${id} AND ${published('p', now)}`).all()
  return toPages(result)[0] ?? null
}

/** A published page by its slug in the locale, else in the channel default locale; or null. */
export async function getPageBySlug(
  db: D1Database,
  locale: string,
  now: Date,
  slug: string,
): Promise<PageRecord | null> {
  const id = sql`(SELECT x.page_id FROM cms_page_translations x WHERE x.slug = ${slug} AND x.locale IN (${locale}, ${DEFAULT_LOCALE})
    ORDER BY x.locale = ${locale} DESC LIMIT 1)`
  const result = await prepare(db, sql`${pageSelect(locale, now)} WHERE p.id = ${id} AND ${published('p', now)}`).all()
  return toPages(result)[0] ?? null
}
