import * as z from 'zod/mini'
import { DEFAULT_LOCALE, MENU_TAXON_CODE } from '../../contract/channel'
import {
  groupBy,
  limitOffset,
  type Page,
  parseCount,
  parseRows,
  prepare,
  type Sql,
  sql,
  translationLocale,
} from './sql'

/** A taxon (category) in one locale, with the codes of its enabled children. */
export type TaxonRecord = {
  id: number
  code: string
  name: string
  slug: string
  description: string | null
  position: number
  parentCode: string | null
  /** Depth below the root of its tree (the root is 0). */
  level: number
  imagePath: string | null
  childCodes: string[]
}

const taxonRow = z.object({
  id: z.number(),
  code: z.string(),
  position: z.number(),
  image_path: z.nullable(z.string()),
  parent_code: z.nullable(z.string()),
  level: z.number(),
  name: z.nullable(z.string()),
  slug: z.nullable(z.string()),
  description: z.nullable(z.string()),
})
const childRow = z.object({ parent_id: z.number(), code: z.string() })

function taxonTranslationLocale(locale: string): Sql {
  return translationLocale(
    locale,
    (l) => sql`SELECT 1 FROM taxon_translations x WHERE x.taxon_id = t.id AND x.locale = ${l}`,
  )
}

/**
 * The statements reading the taxons of `page` (a CTE body selecting `id` and `ord`): the rows in order and
 * their enabled children. They share one round trip with whatever the caller adds to the batch.
 */
function taxonStatements(db: D1Database, locale: string, page: Sql) {
  const ctes = sql`WITH RECURSIVE page AS (${page}),
    ancestors(start, parent_id, depth) AS (
      SELECT t.id, t.parent_id, 0 FROM taxons t JOIN page ON page.id = t.id
      UNION ALL
      SELECT a.start, t.parent_id, a.depth + 1 FROM ancestors a JOIN taxons t ON t.id = a.parent_id WHERE a.depth < 64
    ),
    levels AS (SELECT start AS id, max(depth) AS level FROM ancestors GROUP BY start)`
  return [
    prepare(
      db,
      sql`${ctes}
      SELECT t.id, t.code, t.position, t.image_path, parent.code AS parent_code, levels.level,
             tr.name, tr.slug, tr.description
      FROM page
      JOIN taxons t ON t.id = page.id
      JOIN levels ON levels.id = t.id
      LEFT JOIN taxons parent ON parent.id = t.parent_id
      LEFT JOIN taxon_translations tr ON tr.taxon_id = t.id AND tr.locale = ${taxonTranslationLocale(locale)}
      ORDER BY page.ord`,
    ),
    prepare(
      db,
      sql`WITH page AS (${page})
      SELECT c.parent_id, c.code FROM taxons c JOIN page ON page.id = c.parent_id
      WHERE c.enabled = 1 ORDER BY c.parent_id, c.position, c.id`,
    ),
  ]
}

function toTaxons(rowsResult: D1Result<unknown>, childrenResult: D1Result<unknown>): TaxonRecord[] {
  const children = groupBy(parseRows(childRow, childrenResult), (row) => row.parent_id)
  return parseRows(taxonRow, rowsResult).map((row) => ({
    id: row.id,
    code: row.code,
    // a taxon without any translation still needs a label and a slug
    name: row.name ?? row.code,
    slug: row.slug ?? row.code,
    description: row.description,
    position: row.position,
    parentCode: row.parent_code,
    level: row.level,
    imagePath: row.image_path,
    childCodes: (children.get(row.id) ?? []).map((child) => child.code),
  }))
}

/** The enabled top-level categories: direct children of the menu root, by position. */
export async function listMenuTaxons(db: D1Database, locale: string, page: Page) {
  const filter = sql`FROM taxons t JOIN taxons root ON root.id = t.parent_id
    WHERE root.code = ${MENU_TAXON_CODE} AND t.enabled = 1`
  const pageSql = sql`SELECT t.id, row_number() OVER (ORDER BY t.position, t.id) AS ord ${filter}
    ORDER BY t.position, t.id ${limitOffset(page)}`
  const [rows, children, count] = await db.batch([
    ...taxonStatements(db, locale, pageSql),
    prepare(db, sql`SELECT count(*) AS total ${filter}`),
  ])
  return { taxons: toTaxons(rows!, children!), totalItems: parseCount(count!) }
}

async function getOne(db: D1Database, locale: string, page: Sql): Promise<TaxonRecord | null> {
  const [rows, children] = await db.batch(taxonStatements(db, locale, page))
  return toTaxons(rows!, children!)[0] ?? null
}

/** An enabled taxon by code, or null. */
export function getTaxon(db: D1Database, locale: string, code: string): Promise<TaxonRecord | null> {
  return getOne(db, locale, sql`SELECT id, 0 AS ord FROM taxons WHERE code = ${code} AND enabled = 1`)
}

/** An enabled taxon by its slug in the locale, else by its slug in the channel default locale; or null. */
export function getTaxonBySlug(db: D1Database, locale: string, slug: string): Promise<TaxonRecord | null> {
  return getOne(
    db,
    locale,
    sql`SELECT t.id, 0 AS ord FROM taxon_translations x JOIN taxons t ON t.id = x.taxon_id
      WHERE x.slug = ${slug} AND x.locale IN (${locale}, ${DEFAULT_LOCALE}) AND t.enabled = 1
      ORDER BY x.locale = ${locale} DESC LIMIT 1`,
  )
}

/** A taxon with its enabled descendants, as the category tree of GET /search/taxons/{code} gives it. */
export type TaxonTreeRecord = {
  code: string
  name: string
  slug: string
  /** Null for the taxon the tree was asked for. */
  parentCode: string | null
  /** Depth below the root of its tree (the menu root is 0). */
  level: number
  position: number
  imagePath: string | null
  /** Enabled children by position. */
  children: TaxonTreeRecord[]
}

const treeRow = z.object({
  id: z.number(),
  parent_id: z.nullable(z.number()),
  level: z.number(),
  code: z.string(),
  position: z.number(),
  image_path: z.nullable(z.string()),
  name: z.nullable(z.string()),
  slug: z.nullable(z.string()),
})

/** Deeper than any real category tree; stops a cycle in broken data from recursing for ever. */
const MAX_DEPTH = 64

/**
 * An enabled taxon with all its enabled descendants (a disabled taxon hides its subtree), children by position;
 * or null. One statement: the ancestors give the taxon's level, the descendants the tree.
 */
export async function getTaxonTree(db: D1Database, locale: string, code: string): Promise<TaxonTreeRecord | null> {
  const result = await prepare(
    db,
    sql`WITH RECURSIVE
      root AS (SELECT id, parent_id FROM taxons WHERE code = ${code} AND enabled = 1),
      ancestors(id, depth) AS (
        SELECT parent_id, 1 FROM root WHERE parent_id IS NOT NULL
        UNION ALL
        SELECT t.parent_id, a.depth + 1 FROM ancestors a JOIN taxons t ON t.id = a.id
        WHERE t.parent_id IS NOT NULL AND a.depth < ${MAX_DEPTH}
      ),
      tree(id, parent_id, level) AS (
        SELECT id, parent_id, (SELECT count(*) FROM ancestors) FROM root
        UNION ALL
        SELECT c.id, c.parent_id, tree.level + 1 FROM taxons c JOIN tree ON c.parent_id = tree.id
        WHERE c.enabled = 1 AND tree.level < ${MAX_DEPTH}
      )
    SELECT tree.id, tree.parent_id, tree.level, t.code, t.position, t.image_path, tr.name, tr.slug
    FROM tree
    JOIN taxons t ON t.id = tree.id
    LEFT JOIN taxon_translations tr ON tr.taxon_id = t.id AND tr.locale = ${taxonTranslationLocale(locale)}
    ORDER BY tree.level, t.position, t.id`,
  ).all()
  const nodes = new Map<number, TaxonTreeRecord>()
  let root: TaxonTreeRecord | null = null
  for (const row of parseRows(treeRow, result)) {
    const parent = root === null ? undefined : nodes.get(row.parent_id ?? -1)
    if (root !== null && !parent) continue
    const node: TaxonTreeRecord = {
      code: row.code,
      name: row.name ?? row.code,
      slug: row.slug ?? row.code,
      parentCode: parent?.code ?? null,
      level: row.level,
      position: row.position,
      imagePath: row.image_path,
      children: [],
    }
    nodes.set(row.id, node)
    if (parent) parent.children.push(node)
    else root = node
  }
  return root
}
