import { DEFAULT_LOCALE } from '../../contract/channel'
import { SEARCH_ROW_SLOTS, searchRowSlot } from './search'
import { containing, join, raw, type Sql, sql, translationLocale } from './sql'

/** What narrows a product listing (GET /products, GET /search); every field is optional. */
export type ListingFilter = {
  /** Products in this taxon or any enabled descendant. */
  taxon?: string
  /** Products assigned directly to one of these enabled taxons. */
  taxonCodes?: string[]
  /** Part of the translated name, case-insensitive. */
  name?: string
  /**
   * An FTS5 MATCH expression (matchExpression() in search.ts): the product's search row must match it; null
   * for a query without words, which matches nothing.
   */
  match?: string | null
  brands?: string[]
  volumesMl?: number[]
  /** Bounds of the default variant's price (product_listing.price), haléře, inclusive. */
  priceGte?: number
  priceLte?: number
  /** Only products on offer. */
  offer?: boolean
  /** Upper-case ISO codes. */
  countries?: string[]
  /** Attribute values in the channel default locale: equal, or one of the labels of an array value. */
  attributes?: Array<{ code: string; value: string }>
}

/** The filters that have a facet: each facet counts under all the other filters but not its own. */
export type FacetName = 'brand' | 'volume' | 'country' | 'offer' | 'price'
export const FACET_NAMES: readonly FacetName[] = ['brand', 'volume', 'country', 'offer', 'price']

/** Where the facet filters find their columns: the listing's tables, or a CTE's columns. */
export type FacetColumns = Record<'brandId' | 'volumeMl' | 'countryCode' | 'price' | 'onOffer', Sql>

const listingColumns: FacetColumns = {
  brandId: raw('p.brand_id'),
  volumeMl: raw('p.volume_ml'),
  countryCode: raw('p.country_code'),
  price: raw('l.price'),
  onOffer: raw('l.on_offer'),
}

/** The condition of each active facet filter over `columns`; null for filters not in use. */
export function facetConditions(filter: ListingFilter, columns: FacetColumns): Record<FacetName, Sql | null> {
  const price: Sql[] = []
  if (filter.priceGte !== undefined) price.push(sql`${columns.price} >= ${filter.priceGte}`)
  if (filter.priceLte !== undefined) price.push(sql`${columns.price} <= ${filter.priceLte}`)
  return {
    brand: filter.brands?.length
      ? sql`${columns.brandId} IN (SELECT id FROM brands WHERE code IN (SELECT value FROM json_each(${JSON.stringify(filter.brands)})))`
      : null,
    volume: filter.volumesMl?.length
      ? sql`${columns.volumeMl} IN (SELECT value FROM json_each(${JSON.stringify(filter.volumesMl)}))`
      : null,
    country: filter.countries?.length
      ? sql`${columns.countryCode} IN (SELECT value FROM json_each(${JSON.stringify(filter.countries)}))`
      : null,
    offer: filter.offer ? sql`${columns.onOffer} = 1` : null,
    price: price.length > 0 ? join(price, ' AND ') : null,
  }
}

/** `a AND b AND …` of the conditions given, `1` when there are none. */
export function allOf(conditions: ReadonlyArray<Sql | null>): Sql {
  const present = conditions.filter((condition): condition is Sql => condition !== null)
  return present.length > 0 ? join(present, ' AND ') : raw('1')
}

/**
 * An attribute value in the channel default locale: the value itself, or one label of an array of labels.
 * Two parameters each, however often the statement repeats the value (D1 binds at most 100).
 */
function attributeCondition({ code, value }: { code: string; value: string }): Sql {
  return sql`EXISTS (SELECT 1 FROM (SELECT ${value} AS v) want
    CROSS JOIN product_attributes a CROSS JOIN product_attribute_values av ON av.attribute_id = a.id
    WHERE a.code = ${code} AND av.product_id = p.id AND av.locale = ${raw(`'${DEFAULT_LOCALE}'`)}
      AND CASE
        WHEN NOT json_valid(av.value) THEN av.value = want.v
        WHEN json_type(av.value) = 'array' THEN EXISTS (SELECT 1 FROM json_each(av.value) j WHERE j.value = want.v)
        ELSE CAST(json_extract(av.value, '$') AS TEXT) = want.v
      END)`
}

export type ListingScope = {
  /** Common table expressions the FROM clause needs (for `WITH RECURSIVE`). */
  ctes: Sql[]
  /**
   * `FROM products p JOIN product_translations tr … LEFT JOIN product_listing l … WHERE …` with every filter
   * that has no facet, plus the conditions given.
   */
  from: (conditions: ReadonlyArray<Sql | null>) => Sql
  /** The facet filters over the listing's own columns (`p`, `l`). */
  conditions: Record<FacetName, Sql | null>
  /** The product's position in the taxon filtered on: the default order of a category. */
  membershipPosition: Sql | null
  /** The full-text rank (lower is better) when there is a MATCH and the scope was asked to rank. */
  relevance: Sql | null
}

/**
 * What selects the products of a listing. Products show their translation in the locale or else the channel
 * default's; a full-text match is tested against the search row of that same locale. Category membership and
 * full-text hits are joined from CTEs computed once, so the products are reached by their keys. Ranking costs
 * (bm25 reads every hit's statistics): only a statement that orders by relevance asks for it.
 */
export function listingScope(locale: string, filter: ListingFilter, options: { ranked?: boolean } = {}): ListingScope {
  const ctes: Sql[] = []
  // the narrowest set first: SQLite has no statistics to find that out by itself (see `from` below)
  const drivers: Array<{ table: Sql; on: Sql }> = []
  const where: Sql[] = [raw('p.enabled = 1')]
  let membershipPosition: Sql | null = null
  if (filter.taxon !== undefined) {
    // disabled taxons hide their whole subtree
    ctes.push(sql`subtree(id) AS (
      SELECT id FROM taxons WHERE code = ${filter.taxon} AND enabled = 1
      UNION SELECT t.id FROM taxons t JOIN subtree s ON t.parent_id = s.id WHERE t.enabled = 1)`)
    ctes.push(
      raw(`member(product_id, position) AS (
      SELECT pt.product_id, min(pt.position) FROM product_taxons pt
      WHERE pt.taxon_id IN (SELECT id FROM subtree) GROUP BY pt.product_id)`),
    )
    drivers.push({ table: raw('member m'), on: raw('m.product_id') })
    membershipPosition = raw('m.position')
  }
  if (filter.taxonCodes !== undefined) {
    ctes.push(sql`direct(product_id, position) AS (
      SELECT pt.product_id, min(pt.position) FROM product_taxons pt JOIN taxons dt ON dt.id = pt.taxon_id
      WHERE dt.enabled = 1 AND dt.code IN (SELECT value FROM json_each(${JSON.stringify(filter.taxonCodes)}))
      GROUP BY pt.product_id)`)
    drivers.push({ table: raw('direct d'), on: raw('d.product_id') })
    membershipPosition ??= raw('d.position')
  }
  if (filter.name !== undefined) {
    const pattern = containing(filter.name)
    where.push(sql`tr.name LIKE ${pattern} ESCAPE '\\'`)
  }
  for (const attribute of filter.attributes ?? []) where.push(attributeCondition(attribute))
  let relevance: Sql | null = null
  let hits = raw('')
  if (filter.match === null) where.push(raw('0'))
  if (typeof filter.match === 'string') {
    // Product and locale come from the rowid (search.ts), written as integers: a bound JS number may arrive
    // as a REAL, and rowid / 16.0 is no product id. Materialized: the index is asked once per statement.
    const slots = raw(String(SEARCH_ROW_SLOTS))
    const [own, fallback] = [searchRowSlot(locale), searchRowSlot(DEFAULT_LOCALE)].map((slot) => raw(String(slot)))
    const score = options.ranked ? raw(', bm25(product_search, 10, 5, 2, 1)') : raw(', 0')
    ctes.push(sql`hits(product_id, locale, score) AS MATERIALIZED (
      SELECT rowid / ${slots}, CASE rowid % ${slots} WHEN ${own} THEN ${locale} ELSE ${DEFAULT_LOCALE} END${score}
      FROM product_search WHERE product_search MATCH ${filter.match} AND rowid % ${slots} IN (${own}, ${fallback}))`)
    drivers.unshift({ table: raw('hits h'), on: raw('h.product_id') })
    hits = raw('AND h.locale = tr.locale')
    if (options.ranked) relevance = raw('h.score')
  }
  const translation = translationLocale(
    locale,
    (l) => sql`SELECT 1 FROM product_translations x WHERE x.product_id = p.id AND x.locale = ${l}`,
  )
  // CROSS JOIN keeps the written order: the hits or category members first, then each product by its key.
  // Without it SQLite may scan every product and probe the set. It drops the LEFT JOIN of product_listing
  // from statements that use none of its columns.
  const [first, ...rest] = drivers
  const head = first ? sql`FROM ${first.table} CROSS JOIN products p ON p.id = ${first.on}` : raw('FROM products p')
  const from = (conditions: ReadonlyArray<Sql | null>) => sql`${head}
    ${join(
      rest.map((d) => sql`CROSS JOIN ${d.table} ON ${d.on} = p.id`),
      ' ',
    )}
    CROSS JOIN product_translations tr ON tr.product_id = p.id AND tr.locale = ${translation} ${hits}
    LEFT JOIN product_listing l ON l.product_id = p.id
    WHERE ${allOf([...where, ...conditions])}`
  return { ctes, from, conditions: facetConditions(filter, listingColumns), membershipPosition, relevance }
}

/** `WITH RECURSIVE a, b` of the CTEs given; nothing when there are none. */
export function withClause(ctes: readonly Sql[]): Sql {
  return ctes.length > 0 ? sql`WITH RECURSIVE ${join(ctes, ', ')}` : raw('')
}
