import * as z from 'zod/mini'
import type { ProductOrderParam, productOrderParams, SortDirection } from '../../contract/catalogue'
import { DEFAULT_LOCALE } from '../../contract/channel'
import {
  groupBy,
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

export type VariantRecord = {
  code: string
  name: string | null
  productCode: string
  /** Not tracked, or something left on hand that is not on hold. */
  inStock: boolean
  price: number
  /** The "was" price; equal to `price` when not discounted. */
  originalPrice: number
}

export type ProductImageRecord = { id: number; type: string; path: string }

export type ProductRecord = {
  id: number
  code: string
  name: string
  slug: string
  description: string | null
  shortDescription: string | null
  mainTaxonCode: string | null
  productTaxonIds: number[]
  /** Enabled variants by position; the first is the default one. */
  variants: VariantRecord[]
  images: ProductImageRecord[]
  brand: { code: string; name: string } | null
  countryOfOrigin: { code: string; name: string } | null
  /** Litres. */
  volume: number | null
  /** Per cent by volume. */
  alcohol: number | null
  createdAt: string
  updatedAt: string
}

export type ProductOrderKey = (typeof productOrderParams)[ProductOrderParam]
export type ProductOrder = { key: ProductOrderKey; direction: SortDirection }

export type ProductFilter = {
  /** Products in this taxon or any enabled descendant. */
  taxon?: string
  /** Products assigned directly to one of these enabled taxons. */
  taxonCodes?: string[]
  /** Part of the translated name, case-insensitive. */
  name?: string
  /** Sort keys in the order the client gave them; empty for the default order. */
  order: ProductOrder[]
}

const productRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.nullable(z.string()),
  short_description: z.nullable(z.string()),
  main_taxon_code: z.nullable(z.string()),
  brand_code: z.nullable(z.string()),
  brand_name: z.nullable(z.string()),
  country_code: z.nullable(z.string()),
  country_name: z.nullable(z.string()),
  volume_ml: z.nullable(z.number()),
  alcohol_tenths: z.nullable(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
})
const variantRow = z.object({
  product_id: z.number(),
  product_code: z.string(),
  code: z.string(),
  name: z.nullable(z.string()),
  price: z.number(),
  original_price: z.nullable(z.number()),
  in_stock: z.number(),
})
const imageRow = z.object({ product_id: z.number(), id: z.number(), type: z.string(), path: z.string() })
const productTaxonRow = z.object({ product_id: z.number(), id: z.number() })

const productTranslationLocale = (locale: string) =>
  translationLocale(locale, (l) => sql`SELECT 1 FROM product_translations x WHERE x.product_id = p.id AND x.locale = ${l}`)

const firstVariantPrice = raw(
  '(SELECT v.price FROM product_variants v WHERE v.product_id = p.id AND v.enabled = 1 ORDER BY v.position, v.id LIMIT 1)',
)

const orderColumns: Record<ProductOrderKey, Sql> = {
  code: raw('p.code'),
  createdAt: raw('p.created_at'),
  price: firstVariantPrice,
  name: raw('tr.name COLLATE NOCASE'),
  bestseller: raw('p.sold_count'),
}

/** What selects and orders the matching products: CTEs, the FROM…WHERE clause and the ORDER BY list. */
function productScope(locale: string, filter: ProductFilter) {
  const ctes: Sql[] = []
  const where: Sql[] = [raw('p.enabled = 1')]
  let membershipPosition: Sql | null = null
  if (filter.taxon !== undefined) {
    // disabled taxons hide their whole subtree
    ctes.push(sql`subtree(id) AS (
      SELECT id FROM taxons WHERE code = ${filter.taxon} AND enabled = 1
      UNION SELECT t.id FROM taxons t JOIN subtree s ON t.parent_id = s.id WHERE t.enabled = 1)`)
    where.push(raw('p.id IN (SELECT pt.product_id FROM product_taxons pt WHERE pt.taxon_id IN (SELECT id FROM subtree))'))
    membershipPosition = raw(
      '(SELECT min(pt.position) FROM product_taxons pt WHERE pt.product_id = p.id AND pt.taxon_id IN (SELECT id FROM subtree))',
    )
  }
  if (filter.taxonCodes !== undefined) {
    const codes = JSON.stringify(filter.taxonCodes)
    const direct = sql`FROM product_taxons pt JOIN taxons dt ON dt.id = pt.taxon_id
      WHERE dt.enabled = 1 AND dt.code IN (SELECT value FROM json_each(${codes}))`
    where.push(sql`p.id IN (SELECT pt.product_id ${direct})`)
    membershipPosition ??= sql`(SELECT min(pt.position) ${direct} AND pt.product_id = p.id)`
  }
  if (filter.name !== undefined) {
    const pattern = `%${filter.name.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    where.push(sql`tr.name LIKE ${pattern} ESCAPE '\\'`)
  }
  const from = sql`FROM products p
    JOIN product_translations tr ON tr.product_id = p.id AND tr.locale = ${productTranslationLocale(locale)}
    WHERE ${join(where, ' AND ')}`
  const keys = filter.order.map(({ key, direction }) => {
    // products without an enabled variant have no price; they go last either way
    const nulls = key === 'price' ? ' NULLS LAST' : ''
    return sql`${orderColumns[key]} ${raw(direction === 'desc' ? 'DESC' : 'ASC')}${raw(nulls)}`
  })
  if (keys.length === 0 && membershipPosition) keys.push(membershipPosition)
  // the code is unique: a total order keeps pages stable
  keys.push(raw('p.code ASC'))
  return { ctes, from, orderBy: join(keys, ', ') }
}

/** The statements reading the products of the `page` CTE and what a product embeds, in one batch. */
function productStatements(db: D1Database, locale: string, ctes: Sql) {
  const countryName = raw(locale.startsWith('cs') ? 'c.name_cs' : 'c.name_en')
  return [
    prepare(
      db,
      sql`${ctes}
      SELECT p.id, p.code, tr.name, tr.slug, tr.description, tr.short_description, mt.code AS main_taxon_code,
             b.code AS brand_code, b.name AS brand_name, c.code AS country_code, ${countryName} AS country_name,
             p.volume_ml, p.alcohol_tenths, datetime(p.created_at) AS created_at, datetime(p.updated_at) AS updated_at
      FROM page
      JOIN products p ON p.id = page.id
      JOIN product_translations tr ON tr.product_id = p.id AND tr.locale = ${productTranslationLocale(locale)}
      LEFT JOIN taxons mt ON mt.id = p.main_taxon_id
      LEFT JOIN brands b ON b.id = p.brand_id
      LEFT JOIN countries c ON c.code = p.country_code
      ORDER BY page.ord`,
    ),
    prepare(
      db,
      sql`${ctes}
      SELECT v.product_id, p.code AS product_code, v.code, v.name, v.price, v.original_price,
             (v.tracked = 0 OR v.on_hand - v.on_hold > 0) AS in_stock
      FROM product_variants v JOIN page ON page.id = v.product_id JOIN products p ON p.id = v.product_id
      WHERE v.enabled = 1 ORDER BY v.product_id, v.position, v.id`,
    ),
    prepare(
      db,
      sql`${ctes}
      SELECT i.product_id, i.id, i.type, i.path FROM product_images i JOIN page ON page.id = i.product_id
      ORDER BY i.product_id, i.position, i.id`,
    ),
    prepare(
      db,
      sql`${ctes}
      SELECT pt.product_id, pt.id FROM product_taxons pt JOIN page ON page.id = pt.product_id
      ORDER BY pt.product_id, pt.id`,
    ),
  ]
}

function toVariant(row: z.infer<typeof variantRow>): VariantRecord {
  return {
    code: row.code,
    name: row.name,
    productCode: row.product_code,
    inStock: row.in_stock === 1,
    price: row.price,
    originalPrice: row.original_price ?? row.price,
  }
}

function toProducts(results: D1Result<unknown>[]): ProductRecord[] {
  const [products, variants, images, productTaxons] = results
  const variantsOf = groupBy(parseRows(variantRow, variants!), (row) => row.product_id)
  const imagesOf = groupBy(parseRows(imageRow, images!), (row) => row.product_id)
  const taxonsOf = groupBy(parseRows(productTaxonRow, productTaxons!), (row) => row.product_id)
  return parseRows(productRow, products!).map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    slug: row.slug,
    description: row.description,
    shortDescription: row.short_description,
    mainTaxonCode: row.main_taxon_code,
    productTaxonIds: (taxonsOf.get(row.id) ?? []).map((pt) => pt.id),
    variants: (variantsOf.get(row.id) ?? []).map(toVariant),
    images: (imagesOf.get(row.id) ?? []).map(({ id, type, path }) => ({ id, type, path })),
    brand: row.brand_code !== null && row.brand_name !== null ? { code: row.brand_code, name: row.brand_name } : null,
    countryOfOrigin:
      row.country_code !== null && row.country_name !== null ? { code: row.country_code, name: row.country_name } : null,
    volume: row.volume_ml === null ? null : row.volume_ml / 1000,
    alcohol: row.alcohol_tenths === null ? null : row.alcohol_tenths / 10,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }))
}

/** One page of enabled products matching the filter, and how many match in all. */
export async function listProducts(db: D1Database, locale: string, filter: ProductFilter, page: Page) {
  const { ctes, from, orderBy } = productScope(locale, filter)
  const pageCte = sql`page AS (SELECT p.id, row_number() OVER (ORDER BY ${orderBy}) AS ord ${from}
    ORDER BY ord ${limitOffset(page)})`
  const withClause = sql`WITH RECURSIVE ${join([...ctes, pageCte], ', ')}`
  const countCtes = ctes.length > 0 ? sql`WITH RECURSIVE ${join(ctes, ', ')}` : raw('')
  const results = await db.batch([
    ...productStatements(db, locale, withClause),
    prepare(db, sql`${countCtes} SELECT count(*) AS total ${from}`),
  ])
  return { products: toProducts(results.slice(0, 4)), totalItems: parseCount(results[4]!) }
}

/** An enabled product by code, or null. */
export async function getProduct(db: D1Database, locale: string, code: string): Promise<ProductRecord | null> {
  const ctes = sql`WITH page AS (SELECT id, 0 AS ord FROM products WHERE code = ${code} AND enabled = 1)`
  return toProducts(await db.batch(productStatements(db, locale, ctes)))[0] ?? null
}

/** The code of the enabled product with this slug in the locale, else in the channel default locale; or null. */
export async function getProductCodeBySlug(db: D1Database, locale: string, slug: string): Promise<string | null> {
  const row = await prepare(
    db,
    sql`SELECT p.code FROM product_translations tr JOIN products p ON p.id = tr.product_id
      WHERE tr.slug = ${slug} AND tr.locale IN (${locale}, ${DEFAULT_LOCALE}) AND p.enabled = 1
      ORDER BY tr.locale = ${locale} DESC LIMIT 1`,
  ).first()
  return row === null ? null : z.object({ code: z.string() }).parse(row).code
}

/** An enabled variant of an enabled product, or null. */
export async function getVariant(db: D1Database, code: string): Promise<VariantRecord | null> {
  const result = await prepare(
    db,
    sql`SELECT v.product_id, p.code AS product_code, v.code, v.name, v.price, v.original_price,
           (v.tracked = 0 OR v.on_hand - v.on_hold > 0) AS in_stock
      FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.code = ${code} AND v.enabled = 1 AND p.enabled = 1`,
  ).all()
  const row = parseRows(variantRow, result)[0]
  return row ? toVariant(row) : null
}
