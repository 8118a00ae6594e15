import { refreshSearchIndex } from '../db/search.ts'
import type { Catalogue, MediaObject, SqlValue, TableName } from './types.ts'

/** Tables in an order that satisfies the foreign keys when inserting; deleting goes the other way. */
export const TABLES: TableName[] = [
  'countries',
  'brands',
  'taxons',
  'taxon_translations',
  'product_attributes',
  'product_attribute_translations',
  'products',
  'product_translations',
  'product_taxons',
  'product_variants',
  'product_images',
  'product_attribute_values',
  'variant_price_history',
  'product_association_types',
  'product_association_type_translations',
  'product_associations',
  'menus',
  'menu_items',
  'banners',
  'redirects',
  'promotions',
  'promotion_coupons',
]

/** The folders of the MEDIA bucket the seed owns. */
export const MEDIA_PREFIXES = ['products/', 'taxons/', 'banners/']

/**
 * Rows travel as one JSON parameter per statement (D1 takes at most 100 bound parameters, and a string of up to
 * 2 MB): this many characters of JSON at most, which keeps each statement well inside D1's limits.
 */
const MAX_JSON = 100_000

export type WriteOptions = {
  /** Statements per `db.batch()`: each batch is one round trip and one transaction. */
  batchSize?: number
  /** R2 uploads in flight at once. */
  concurrency?: number
  onProgress?: (message: string) => void
}

export type WriteSummary = Record<TableName | 'media', number>

type Row = Record<string, SqlValue>

/** SQL text and bound values of one statement, prepared only when its batch is sent. */
export type StatementSpec = { sql: string; params: SqlValue[] }

/**
 * Multi-row INSERTs for one table: each statement takes its rows as a single JSON array of tuples and spreads them
 * with json_each, so a statement carries hundreds of rows where `VALUES (?, …)` would carry a handful. That makes
 * the 10,000-product seed several times faster than parameter lists did.
 */
export function insertStatements(table: TableName, rows: readonly Row[]): StatementSpec[] {
  const first = rows[0]
  if (!first) return []
  const columns = Object.keys(first)
  const values = columns.map((_, i) => `json_extract(value, '$[${i}]')`).join(', ')
  const text = `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values} FROM json_each(?) ORDER BY key`
  const statements: StatementSpec[] = []
  let chunk: string[] = []
  let size = 0
  const flush = () => {
    if (chunk.length > 0) statements.push({ sql: text, params: [`[${chunk.join(',')}]`] })
    chunk = []
    size = 0
  }
  for (const row of rows) {
    const tuple = JSON.stringify(columns.map((column) => row[column] ?? null))
    if (size + tuple.length > MAX_JSON) flush()
    chunk.push(tuple)
    size += tuple.length + 1
  }
  flush()
  return statements
}

// Statements are prepared batch by batch: through wrangler's platform proxy every prepared statement is a remote
// object, and thousands of them alive at once crashed the local runtime.
async function runInBatches(db: D1Database, statements: StatementSpec[], batchSize: number): Promise<void> {
  for (let start = 0; start < statements.length; start += batchSize) {
    const batch = statements.slice(start, start + batchSize)
    await db.batch(batch.map((s) => db.prepare(s.sql).bind(...s.params)))
  }
}

async function uploadAll(media: R2Bucket, objects: readonly MediaObject[], concurrency: number): Promise<void> {
  let next = 0
  async function worker(): Promise<void> {
    while (next < objects.length) {
      const object = objects[next++]
      if (!object) return
      await media.put(object.key, object.body, { httpMetadata: { contentType: object.contentType } })
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, objects.length) }, worker))
}

/**
 * Inserts the catalogue into D1 and uploads its pictures to R2 (skipped when `media` is null). Expects the
 * catalogue and content tables to be empty (see `clearCatalogue`): rows carry their own ids.
 */
export async function writeCatalogue(
  db: D1Database,
  media: R2Bucket | null,
  catalogue: Catalogue,
  opts: WriteOptions = {},
): Promise<WriteSummary> {
  const { batchSize = 10, concurrency = 16, onProgress } = opts
  const summary = { media: 0 } as WriteSummary
  const statements: StatementSpec[] = []
  for (const table of TABLES) {
    const rows: readonly Row[] = catalogue[table]
    statements.push(...insertStatements(table, rows))
    summary[table] = rows.length
  }
  onProgress?.(`D1: ${statements.length} statements`)
  await runInBatches(db, statements, batchSize)
  onProgress?.('D1: search index')
  await refreshSearchIndex(db)
  if (media) {
    onProgress?.(`R2: ${catalogue.media.length} objects`)
    await uploadAll(media, catalogue.media, concurrency)
    summary.media = catalogue.media.length
  }
  return summary
}

/**
 * Deletes every catalogue and content row, and the search index, in one transaction (product_listing empties by
 * cascade). Fails, and deletes nothing, while other tables (orders, watch lists) still reference products.
 */
export async function clearCatalogue(db: D1Database): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM product_search'),
    ...[...TABLES].reverse().map((table) => db.prepare(`DELETE FROM ${table}`)),
  ])
}

/** Deletes the seed's pictures from the bucket; returns how many objects went. */
export async function clearMedia(media: R2Bucket): Promise<number> {
  let deleted = 0
  for (const prefix of MEDIA_PREFIXES) {
    let cursor: string | undefined
    do {
      const page = await media.list({ prefix, cursor, limit: 1000 })
      const keys = page.objects.map((o) => o.key)
      if (keys.length > 0) await media.delete(keys)
      deleted += keys.length
      cursor = page.truncated ? page.cursor : undefined
    } while (cursor)
  }
  return deleted
}
