import * as z from 'zod/mini'
import type { FacetValue, ProductFacets } from '../../contract/discovery'
import {
  allOf,
  FACET_NAMES,
  type FacetName,
  facetConditions,
  type ListingFilter,
  type ListingScope,
  withClause,
} from './listing'
import { parseRows, prepare, raw, type Sql, sql } from './sql'

/** `[value, label, count]` triples as json_group_array() gives them. */
const valueCounts = z.array(z.tuple([z.union([z.string(), z.number()]), z.nullable(z.string()), z.number()]))
const facetsRow = z.object({
  brand: z.string(),
  volume: z.string(),
  country: z.string(),
  offer: z.number(),
  price: z.string(),
  total: z.number(),
})
const priceRange = z.tuple([z.nullable(z.number()), z.nullable(z.number())])

// the facet filters over the columns of the `base` CTE below
const baseColumns = {
  brandId: raw('base.brand_id'),
  volumeMl: raw('base.volume_ml'),
  countryCode: raw('base.country_code'),
  price: raw('base.price'),
  onOffer: raw('base.on_offer'),
}

/**
 * One statement with every facet and the number of matches. Facets are disjunctive, as shoppers expect:
 * `base` holds the products matching the filters without a facet (taxon, q, name, attributes), computed once;
 * each facet counts the rows of `base` that pass the OTHER facet filters, so choosing a brand still counts the
 * other brands. Selected brands and countries come back with a count of 0 too, so they stay visible while
 * nothing matches.
 */
export function facetsStatement(
  db: D1Database,
  locale: string,
  scope: ListingScope,
  filter: ListingFilter,
): D1PreparedStatement {
  const conditions = facetConditions(filter, baseColumns)
  const others = (facet: FacetName) =>
    allOf(FACET_NAMES.filter((name) => name !== facet).map((name) => conditions[name]))
  const countryName = raw(locale.startsWith('cs') ? 'c.name_cs' : 'c.name_en')
  const base = sql`base AS MATERIALIZED (
    SELECT p.id, p.brand_id, p.volume_ml, p.country_code, l.price, l.on_offer ${scope.from([])})`
  // one row of JSON arrays: D1 allows only a few terms in a compound SELECT
  const facet = (rows: Sql) => sql`(SELECT json_group_array(json_array(value, label, n)) FROM (${rows}))`
  const selectedBrands = filter.brands?.length
    ? sql` UNION ALL SELECT b.code, b.name, 0 FROM brands b WHERE b.code IN (SELECT value FROM json_each(${JSON.stringify(filter.brands)}))`
    : raw('')
  const selectedCountries = filter.countries?.length
    ? sql` UNION ALL SELECT c.code, ${countryName}, 0 FROM countries c
        WHERE c.code IN (SELECT value FROM json_each(${JSON.stringify(filter.countries)}))`
    : raw('')
  return prepare(
    db,
    sql`${withClause([...scope.ctes, base])}
    SELECT
      ${facet(sql`SELECT b.code AS value, b.name AS label, count(*) AS n
        FROM base CROSS JOIN brands b ON b.id = base.brand_id WHERE ${others('brand')} GROUP BY b.id${selectedBrands}`)} AS brand,
      ${facet(sql`SELECT base.volume_ml AS value, NULL AS label, count(*) AS n
        FROM base WHERE base.volume_ml IS NOT NULL AND ${others('volume')} GROUP BY base.volume_ml`)} AS volume,
      ${facet(sql`SELECT c.code AS value, ${countryName} AS label, count(*) AS n
        FROM base CROSS JOIN countries c ON c.code = base.country_code WHERE ${others('country')} GROUP BY c.code${selectedCountries}`)} AS country,
      (SELECT count(*) FROM base WHERE base.on_offer = 1 AND ${others('offer')}) AS offer,
      (SELECT json_array(min(base.price), max(base.price)) FROM base WHERE ${others('price')}) AS price,
      (SELECT count(*) FROM base WHERE ${allOf(FACET_NAMES.map((name) => conditions[name]))}) AS total`,
  )
}

/** `0.7` for 700 ml: litres as the `volume` filter takes them. */
export function litres(volumeMl: number): string {
  return String(volumeMl / 1000)
}

/** Merges the zero rows of selected values into the counted ones and orders the values. */
function values(
  rows: ReadonlyArray<{ value: string; label: string; n: number }>,
  selected: ReadonlySet<string>,
): FacetValue[] {
  const byValue = new Map<string, FacetValue>()
  for (const row of rows) {
    const known = byValue.get(row.value)
    if (known) known.count = Math.max(known.count, row.n)
    else byValue.set(row.value, { value: row.value, label: row.label, count: row.n, selected: selected.has(row.value) })
  }
  return [...byValue.values()].filter((value) => value.count > 0 || value.selected)
}

const byCountThenLabel = (a: FacetValue, b: FacetValue) => b.count - a.count || a.label.localeCompare(b.label, 'cs')

/**
 * The facets of a listing from the row of facetsStatement(), in the contract's shape and order, and how many
 * products match all the filters.
 */
export function readFacets(
  result: D1Result<unknown>,
  filter: ListingFilter,
): { facets: ProductFacets; totalItems: number } {
  const row = parseRows(facetsRow, result)[0]
  if (!row) throw new Error('facets: the statement gave no row')
  const counted = (json: string) =>
    valueCounts
      .parse(JSON.parse(json))
      .map(([value, label, n]) => ({ value: String(value), label: label ?? String(value), n }))
  const brand = values(counted(row.brand), new Set(filter.brands)).sort(byCountThenLabel)
  const volumeRows = counted(row.volume).map(({ value, n }) => ({ ml: Number(value), n }))
  for (const ml of filter.volumesMl ?? []) volumeRows.push({ ml, n: 0 })
  const volume = values(
    volumeRows
      .sort((a, b) => a.ml - b.ml)
      .map(({ ml, n }) => ({ value: litres(ml), label: `${litres(ml).replace('.', ',')} l`, n })),
    new Set(filter.volumesMl?.map(litres)),
  )
  const country = values(
    counted(row.country).map((entry) => ({ ...entry, value: entry.value.toLowerCase() })),
    new Set(filter.countries?.map((code) => code.toLowerCase())),
  ).sort(byCountThenLabel)
  const [min, max] = priceRange.parse(JSON.parse(row.price))
  const offer = { count: row.offer, selected: filter.offer === true }
  return { facets: { brand, volume, country, offer, price: { min, max } }, totalItems: row.total }
}
