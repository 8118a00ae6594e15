import * as z from 'zod/mini'
import type { ProductOrderParam, productOrderParams, SortDirection } from '../../contract/catalogue'
import { DEFAULT_LOCALE } from '../../contract/channel'
import { associationIdsColumn } from './associations'
import { facetsStatement, readFacets } from './facets'
import { FACET_NAMES, type ListingFilter, type ListingScope, listingScope, withClause } from './listing'
import { lowestPriceBeforeDiscount } from './price-history'
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

export type VariantRecord = {
  code: string
  name: string | null
  productCode: string
  /** Not tracked, or something left on hand that is not on hold. */
  inStock: boolean
  price: number
  /** The "was" price; equal to `price` when not discounted. */
  originalPrice: number
  /** The lowest price of the 30 days before the discount (price-history.ts); null when not on offer or unknown. */
  lowestPriceBeforeDiscount: number | null
  /** A gift voucher's variant, and a free-amount one's limits in haléře (decision 056). */
  giftCard?: boolean
  giftCardAmount?: { min: number; max: number } | null
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
  /** Longest engraving text; null: no engraving. */
  engravingMaxLength: number | null
  /** Ids of its associations that have an enabled product, by type position (associations.ts). */
  associationIds: number[]
  createdAt: string
  updatedAt: string
}

export type ProductOrderKey = (typeof productOrderParams)[ProductOrderParam]
export type ProductOrder = { key: ProductOrderKey; direction: SortDirection }

export type ProductFilter = ListingFilter & {
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
  /** JSON arrays, built by the statement so a page is one statement. */
  variants: z.string(),
  images: z.string(),
  product_taxon_ids: z.string(),
  engraving_max_length: z.nullable(z.number()),
  association_ids: z.string(),
})
/** A variant as the product queries return it (also the base of the variant collection's rows). */
export const variantRow = z.object({
  code: z.string(),
  name: z.nullable(z.string()),
  price: z.number(),
  original_price: z.nullable(z.number()),
  in_stock: z.number(),
  lowest_price: z.nullable(z.number()),
  gift_card: z.optional(z.number()),
  gift_card_min: z.optional(z.nullable(z.number())),
  gift_card_max: z.optional(z.nullable(z.number())),
})
const variantRows = z.array(variantRow)
const imageRows = z.array(z.object({ id: z.number(), type: z.string(), path: z.string() }))
const ids = z.array(z.number())

const productTranslationLocale = (locale: string) =>
  translationLocale(
    locale,
    (l) => sql`SELECT 1 FROM product_translations x WHERE x.product_id = p.id AND x.locale = ${l}`,
  )

const orderColumns: Record<ProductOrderKey, Sql> = {
  code: raw('p.code'),
  createdAt: raw('p.created_at'),
  // the default variant's price, kept in product_listing by triggers
  price: raw('l.price'),
  name: raw('tr.name'),
  bestseller: raw('p.sold_count'),
}

type SortKey = { column: Sql; direction: string }

/**
 * The sort keys of a listing: the client's, else relevance for a full-text query, else the position in the
 * category; then the code, which is unique, so pages are stable. Products without an enabled variant have no
 * price and go last either way.
 */
function sortKeys(scope: ListingScope, order: ProductOrder[]): SortKey[] {
  const keys: SortKey[] = order.map(({ key, direction }) => ({
    column: orderColumns[key],
    direction: `${key === 'name' ? 'COLLATE NOCASE ' : ''}${direction === 'desc' ? 'DESC' : 'ASC'}${key === 'price' ? ' NULLS LAST' : ''}`,
  }))
  const fallback = scope.relevance ?? scope.membershipPosition
  if (keys.length === 0 && fallback) keys.push({ column: fallback, direction: 'ASC' })
  keys.push({ column: raw('p.code'), direction: 'ASC' })
  return keys
}

/**
 * The statement reading the products of the `page` CTE (with an `id` column) in `orderBy` order, each with
 * its enabled variants, images and product-taxon ids as JSON arrays.
 */
function productStatement(db: D1Database, locale: string, ctes: Sql, orderBy: Sql) {
  const countryName = raw(locale.startsWith('cs') ? 'c.name_cs' : 'c.name_en')
  return prepare(
    db,
    sql`${ctes}
    SELECT p.id, p.code, tr.name, tr.slug, tr.description, tr.short_description, mt.code AS main_taxon_code,
           b.code AS brand_code, b.name AS brand_name, c.code AS country_code, ${countryName} AS country_name,
           p.volume_ml, p.alcohol_tenths, datetime(p.created_at) AS created_at, datetime(p.updated_at) AS updated_at,
           (SELECT json_group_array(json_object('code', v.code, 'name', v.name, 'price', v.price,
                     'original_price', v.original_price, 'in_stock', v.tracked = 0 OR v.on_hand - v.on_hold > 0,
                     'lowest_price', ${lowestPriceBeforeDiscount('v')}, 'gift_card', v.gift_card,
                     'gift_card_min', v.gift_card_min, 'gift_card_max', v.gift_card_max)
                   ORDER BY v.position, v.id)
            FROM product_variants v WHERE v.product_id = p.id AND v.enabled = 1) AS variants,
           (SELECT json_group_array(json_object('id', i.id, 'type', i.type, 'path', i.path) ORDER BY i.position, i.id)
            FROM product_images i WHERE i.product_id = p.id) AS images,
           (SELECT json_group_array(pt.id ORDER BY pt.id) FROM product_taxons pt WHERE pt.product_id = p.id) AS product_taxon_ids,
           p.engraving_max_length, ${associationIdsColumn('p')} AS association_ids
    FROM page
    CROSS JOIN products p ON p.id = page.id
    CROSS JOIN product_translations tr ON tr.product_id = p.id AND tr.locale = ${productTranslationLocale(locale)}
    LEFT JOIN taxons mt ON mt.id = p.main_taxon_id
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN countries c ON c.code = p.country_code
    ORDER BY ${orderBy}`,
  )
}

function toVariant(productCode: string, row: z.infer<typeof variantRow>): VariantRecord {
  return {
    code: row.code,
    name: row.name,
    productCode,
    inStock: row.in_stock === 1,
    price: row.price,
    originalPrice: row.original_price ?? row.price,
    lowestPriceBeforeDiscount: row.lowest_price,
    ...giftCardOf(row),
  }
}

/** A voucher variant's extras (decision 056); nothing for any other variant. */
export function giftCardOf(row: z.infer<typeof variantRow>): Pick<VariantRecord, 'giftCard' | 'giftCardAmount'> {
  if (row.gift_card !== 1) return {}
  const limits =
    row.gift_card_min != null && row.gift_card_max != null ? { min: row.gift_card_min, max: row.gift_card_max } : null
  return { giftCard: true, giftCardAmount: limits }
}

function toProducts(result: D1Result<unknown>): ProductRecord[] {
  return parseRows(productRow, result).map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    slug: row.slug,
    description: row.description,
    shortDescription: row.short_description,
    mainTaxonCode: row.main_taxon_code,
    productTaxonIds: ids.parse(JSON.parse(row.product_taxon_ids)),
    variants: variantRows.parse(JSON.parse(row.variants)).map((variant) => toVariant(row.code, variant)),
    images: imageRows.parse(JSON.parse(row.images)),
    brand: row.brand_code !== null && row.brand_name !== null ? { code: row.brand_code, name: row.brand_name } : null,
    countryOfOrigin:
      row.country_code !== null && row.country_name !== null
        ? { code: row.country_code, name: row.country_name }
        : null,
    volume: row.volume_ml === null ? null : row.volume_ml / 1000,
    alcohol: row.alcohol_tenths === null ? null : row.alcohol_tenths / 10,
    engravingMaxLength: row.engraving_max_length,
    associationIds: ids.parse(JSON.parse(row.association_ids)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }))
}

/**
 * One page of enabled products matching the filter, how many match in all and, when asked, the facets: one
 * round trip of two statements. The page is the top of the sort keys (no window over all matches); its key
 * values travel as columns `k0…` so the outer statement orders the page the same way.
 */
export async function listProducts(
  db: D1Database,
  locale: string,
  filter: ProductFilter,
  page: Page,
  options: { facets?: boolean } = {},
) {
  const scope = listingScope(locale, filter, { ranked: filter.order.length === 0 })
  const from = scope.from(FACET_NAMES.map((name) => scope.conditions[name]))
  // counting and facets need no ranking
  const unranked = listingScope(locale, filter)
  const unrankedFrom = unranked.from(FACET_NAMES.map((name) => unranked.conditions[name]))
  const keys = sortKeys(scope, filter.order)
  const columns = join(
    keys.map((key, index) => sql`${key.column} AS k${raw(String(index))}`),
    ', ',
  )
  const orderOf = (table: string) => raw(keys.map((key, index) => `${table}k${index} ${key.direction}`).join(', '))
  const pageCte = sql`page AS (SELECT p.id, ${columns} ${from} ORDER BY ${orderOf('')} ${limitOffset(page)})`
  const [products, counted] = await db.batch([
    productStatement(db, locale, withClause([...scope.ctes, pageCte]), orderOf('page.')),
    options.facets
      ? facetsStatement(db, locale, unranked, filter)
      : prepare(db, sql`${withClause(unranked.ctes)} SELECT count(*) AS total ${unrankedFrom}`),
  ])
  if (!options.facets) return { products: toProducts(products!), totalItems: parseCount(counted!), facets: undefined }
  const { facets, totalItems } = readFacets(counted!, filter)
  return { products: toProducts(products!), totalItems, facets }
}

/** An enabled product by code, or null. */
export async function getProduct(db: D1Database, locale: string, code: string): Promise<ProductRecord | null> {
  const ctes = sql`WITH page AS (SELECT id FROM products WHERE code = ${code} AND enabled = 1)`
  return toProducts(await productStatement(db, locale, ctes, raw('p.id')).all())[0] ?? null
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

/** Enabled products by id, in the order of `ids` (associated products, for one). */
export async function getProductsByIds(
  db: D1Database,
  locale: string,
  ids: readonly number[],
): Promise<ProductRecord[]> {
  if (ids.length === 0) return []
  const ctes = sql`WITH page AS (
    SELECT p.id, j.key AS ord FROM json_each(${JSON.stringify(ids)}) j JOIN products p ON p.id = j.value WHERE p.enabled = 1)`
  return toProducts(await productStatement(db, locale, ctes, raw('page.ord')).all())
}
