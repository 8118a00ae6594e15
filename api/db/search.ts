// The full-text search index (product_search, migration 0003) and the MATCH expressions that query it.
//
// This file is imported by the seed under plain Node (type stripping) as well as bundled into the Worker:
// it uses only the D1 API, and its one runtime import names the file with its extension, as Node needs.
import { DEFAULT_LOCALE, LOCALES } from '../../contract/channel.ts'

/**
 * Rows are numbered `product id × SEARCH_ROW_SLOTS + the locale's index in LOCALES`, so a query finds the
 * product and locale of a hit from its rowid alone: reading the UNINDEXED columns would cost a lookup of the
 * stored row per hit (several milliseconds for a common word over 10,000 products).
 */
export const SEARCH_ROW_SLOTS = 16

/** The rowid remainder of a locale's rows; -1 for a locale the channel does not have (such rows are not indexed). */
export function searchRowSlot(locale: string): number {
  return (LOCALES as readonly string[]).indexOf(locale)
}

/** Products per statement: their ids travel as one JSON parameter, far below D1's 100 bound parameters. */
const PRODUCTS_PER_STATEMENT = 500
/** Statements per `db.batch()` (one round trip, one transaction each). */
const STATEMENTS_PER_BATCH = 20

/**
 * Inserts one product_search row per translation (in a channel locale, ?3) of the products in the JSON array
 * ?1: the name, the brand, the categories (every taxon the product is in, or has as its main taxon, and their
 * ancestors below the root, named in the row's locale or else in ?2, the channel default) and the
 * description with the short one.
 */
const INSERT_ROWS = `
INSERT INTO product_search (rowid, name, brand, categories, description, product_id, locale)
WITH RECURSIVE
  ids(id) AS (SELECT DISTINCT CAST(value AS INTEGER) FROM json_each(?1)),
  direct(product_id, taxon_id) AS (
    SELECT pt.product_id, pt.taxon_id FROM product_taxons pt JOIN ids ON ids.id = pt.product_id
    UNION
    SELECT p.id, p.main_taxon_id FROM products p JOIN ids ON ids.id = p.id WHERE p.main_taxon_id IS NOT NULL
  ),
  member(product_id, taxon_id, depth) AS (
    SELECT product_id, taxon_id, 0 FROM direct
    UNION
    SELECT m.product_id, t.parent_id, m.depth + 1 FROM member m JOIN taxons t ON t.id = m.taxon_id
    WHERE t.parent_id IS NOT NULL AND m.depth < 32
  ),
  membership(product_id, taxon_id) AS (
    SELECT DISTINCT m.product_id, m.taxon_id FROM member m JOIN taxons t ON t.id = m.taxon_id
    WHERE t.parent_id IS NOT NULL
  )
SELECT
  tr.product_id * ${SEARCH_ROW_SLOTS} + slot.key,
  tr.name,
  coalesce(b.name, ''),
  coalesce((
    SELECT group_concat(coalesce(own.name, fallback.name), ' ')
    FROM membership ms
    LEFT JOIN taxon_translations own ON own.taxon_id = ms.taxon_id AND own.locale = tr.locale
    LEFT JOIN taxon_translations fallback ON fallback.taxon_id = ms.taxon_id AND fallback.locale = ?2
    WHERE ms.product_id = tr.product_id
  ), ''),
  trim(coalesce(tr.description, '') || ' ' || coalesce(tr.short_description, '')),
  tr.product_id,
  tr.locale
FROM product_translations tr
JOIN ids ON ids.id = tr.product_id
JOIN json_each(?3) slot ON slot.value = tr.locale
JOIN products p ON p.id = tr.product_id
LEFT JOIN brands b ON b.id = p.brand_id`

// the rowids of every slot of the products: found by key, not by scanning the UNINDEXED product_id column
const DELETE_ROWS = `DELETE FROM product_search WHERE rowid IN (
  SELECT CAST(ids.value AS INTEGER) * ${SEARCH_ROW_SLOTS} + slot.key FROM json_each(?1) ids, json_each(?2) slot)`

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size))
  return out
}

/**
 * (Re)writes the product_search rows of these products, all products when omitted: one row per product
 * translation. Call it whenever products, their translations, brands or categories change. Rows of products
 * that no longer exist are dropped. Works in the Worker and from Node through wrangler's platform proxy.
 */
export async function refreshSearchIndex(db: D1Database, productIds?: number[]): Promise<void> {
  const all = productIds === undefined
  let ids: number[]
  if (all) {
    const result = await db.prepare('SELECT id FROM products ORDER BY id').all<{ id: number }>()
    ids = result.results.map((row) => row.id)
  } else {
    ids = [...new Set(productIds)].filter((id) => Number.isInteger(id))
    if (ids.length === 0) return
  }
  const slots = JSON.stringify(LOCALES)
  const specs: Array<{ text: string; params: unknown[] }> = []
  if (all) specs.push({ text: 'DELETE FROM product_search', params: [] })
  for (const chunk of chunks(ids, PRODUCTS_PER_STATEMENT)) {
    const json = JSON.stringify(chunk)
    if (!all) specs.push({ text: DELETE_ROWS, params: [json, slots] })
    specs.push({ text: INSERT_ROWS, params: [json, DEFAULT_LOCALE, slots] })
  }
  // merges the index segments a full rebuild leaves behind: fewer b-trees for every query to read
  if (all) specs.push({ text: "INSERT INTO product_search (product_search) VALUES ('optimize')", params: [] })
  // statements are prepared batch by batch (through the platform proxy each one is a remote object)
  for (const batch of chunks(specs, STATEMENTS_PER_BATCH)) {
    await db.batch(batch.map((s) => db.prepare(s.text).bind(...s.params)))
  }
}

/**
 * The words of a search query: runs of Unicode letters and digits (combining marks kept with their letter),
 * at most `limit` of them. Quotes, operators and punctuation are separators, never syntax.
 */
export function searchWords(query: string, limit = 12): string[] {
  return (query.normalize('NFC').match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? []).slice(0, limit)
}

/**
 * An FTS5 MATCH expression for a user's query, safe for any input: every word quoted (so `AND`, `NEAR` or
 * `*` are plain words), all of them required, the last one a prefix (`"rudolf" "jelin"*`). Null when the
 * query has no words.
 */
export function matchExpression(query: string): string | null {
  const words = searchWords(query)
  if (words.length === 0) return null
  return words.map((word, index) => `"${word}"${index === words.length - 1 ? '*' : ''}`).join(' ')
}
