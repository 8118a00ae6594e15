import * as z from 'zod/mini'
import type { RedirectRecord } from './redirect-table'
import { limitOffset, type Page, parseCount, parseRows, prepare, sql } from './sql'

// The redirects table as the admin API manages it (decision 029); the shop's read is in redirects.ts.

/** A redirect as ops manage it: disabled rows too, and when it was made. */
export type AdminRedirect = RedirectRecord & { enabled: boolean; createdAt: string }

const adminRow = z.object({
  id: z.number(),
  origin_url: z.string(),
  destination_url: z.string(),
  enabled: z.number(),
  created_at: z.string(),
})

function toAdmin(row: z.infer<typeof adminRow>): AdminRedirect {
  return {
    id: row.id,
    originUrl: row.origin_url,
    destinationUrl: row.destination_url,
    enabled: row.enabled === 1,
    createdAt: row.created_at,
  }
}

const ADMIN_COLUMNS = sql`id, origin_url, destination_url, enabled, created_at`

/** Every redirect, enabled or not, by id: the validation needs the whole table, ops' lists a page of it. */
export async function listAllRedirects(
  db: D1Database,
  page?: Page,
): Promise<{ redirects: AdminRedirect[]; totalItems: number }> {
  const [rows, count] = await db.batch([
    prepare(db, sql`SELECT ${ADMIN_COLUMNS} FROM redirects ORDER BY id ${page ? limitOffset(page) : sql``}`),
    prepare(db, sql`SELECT count(*) AS total FROM redirects`),
  ])
  return { redirects: parseRows(adminRow, rows!).map(toAdmin), totalItems: parseCount(count!) }
}

export async function findRedirect(db: D1Database, id: number): Promise<AdminRedirect | null> {
  const rows = await prepare(db, sql`SELECT ${ADMIN_COLUMNS} FROM redirects WHERE id = ${id}`).all()
  return parseRows(adminRow, rows).map(toAdmin)[0] ?? null
}

export type RedirectWrite = { originUrl: string; destinationUrl: string; enabled: boolean }

export function insertRedirect(db: D1Database, row: RedirectWrite): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT INTO redirects (origin_url, destination_url, enabled) VALUES (${row.originUrl}, ${row.destinationUrl}, ${row.enabled ? 1 : 0})
        RETURNING ${ADMIN_COLUMNS}`,
  )
}

export function updateRedirect(db: D1Database, id: number, row: RedirectWrite): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE redirects SET origin_url = ${row.originUrl}, destination_url = ${row.destinationUrl}, enabled = ${row.enabled ? 1 : 0}
        WHERE id = ${id} RETURNING ${ADMIN_COLUMNS}`,
  )
}

export function deleteRedirect(db: D1Database, id: number): D1PreparedStatement {
  return prepare(db, sql`DELETE FROM redirects WHERE id = ${id}`)
}

/** The rows a write statement returned (RETURNING), parsed. */
export function writtenRedirects(result: D1Result<unknown>): AdminRedirect[] {
  return parseRows(adminRow, result).map(toAdmin)
}

const slugRow = z.object({ slug: z.string() })

/** Which of these slugs belong to an enabled product or category: their URLs are live. */
export async function liveSlugs(db: D1Database, products: readonly string[], taxons: readonly string[]) {
  const [productRows, taxonRows] = await db.batch([
    prepare(
      db,
      sql`SELECT DISTINCT lower(t.slug) AS slug FROM product_translations t JOIN products p ON p.id = t.product_id
          WHERE p.enabled = 1 AND lower(t.slug) IN (SELECT value FROM json_each(${JSON.stringify(products)}))`,
    ),
    prepare(
      db,
      sql`SELECT DISTINCT lower(t.slug) AS slug FROM taxon_translations t JOIN taxons x ON x.id = t.taxon_id
          WHERE x.enabled = 1 AND lower(t.slug) IN (SELECT value FROM json_each(${JSON.stringify(taxons)}))`,
    ),
  ])
  return {
    products: new Set(parseRows(slugRow, productRows!).map((r) => r.slug)),
    taxons: new Set(parseRows(slugRow, taxonRows!).map((r) => r.slug)),
  }
}

const rowJson = sql`json_object('id', id, 'originUrl', origin_url, 'destinationUrl', destination_url, 'enabled', json(CASE enabled WHEN 1 THEN 'true' ELSE 'false' END), 'createdAt', created_at)`

/**
 * The audit row of a redirect just inserted or updated, its "after" read back from the table inside the same
 * batch (`id` null: the row the previous INSERT made, by last_insert_rowid()).
 */
export function auditRedirectWrite(
  db: D1Database,
  input: { actor: string; action: 'create' | 'update'; iriPrefix: string; id: number | null; before: unknown },
): D1PreparedStatement {
  const id = input.id === null ? sql`last_insert_rowid()` : sql`${input.id}`
  const before = input.before === null ? null : JSON.stringify(input.before)
  return prepare(
    db,
    sql`INSERT INTO admin_audit (actor, action, resource, before_json, after_json)
        SELECT ${input.actor}, ${input.action}, ${input.iriPrefix} || id, ${before}, ${rowJson} FROM redirects WHERE id = ${id}`,
  )
}

/**
 * An import as four statements whatever its size (D1 counts queries per invocation): the updates, their audit
 * rows, the inserts, their audit rows; the rows travel as one JSON parameter each. Batched, they are one
 * transaction. `before` of an update is the row as it was; every "after" is read back from the table.
 */
export function importRedirectStatements(
  db: D1Database,
  input: {
    actor: string
    iriPrefix: string
    inserts: RedirectWrite[]
    updates: Array<RedirectWrite & { id: number; before: AdminRedirect }>
  },
): D1PreparedStatement[] {
  const field = (name: string) => sql`json_extract(j.value, ${`$.${name}`})`
  const updates = JSON.stringify(input.updates)
  const inserts = JSON.stringify(input.inserts)
  return [
    prepare(
      db,
      sql`UPDATE redirects SET origin_url = ${field('originUrl')}, destination_url = ${field('destinationUrl')}, enabled = ${field('enabled')}
          FROM json_each(${updates}) j WHERE redirects.id = ${field('id')}`,
    ),
    prepare(
      db,
      sql`INSERT INTO admin_audit (actor, action, resource, before_json, after_json)
          SELECT ${input.actor}, 'update', ${input.iriPrefix} || r.id, json_extract(j.value, '$.before'), json_object('id', r.id, 'originUrl', r.origin_url,
            'destinationUrl', r.destination_url, 'enabled', json(CASE r.enabled WHEN 1 THEN 'true' ELSE 'false' END), 'createdAt', r.created_at)
          FROM json_each(${updates}) j JOIN redirects r ON r.id = ${field('id')}`,
    ),
    prepare(
      db,
      sql`INSERT INTO redirects (origin_url, destination_url, enabled)
          SELECT ${field('originUrl')}, ${field('destinationUrl')}, ${field('enabled')} FROM json_each(${inserts}) j ORDER BY j.key`,
    ),
    prepare(
      db,
      sql`INSERT INTO admin_audit (actor, action, resource, before_json, after_json)
          SELECT ${input.actor}, 'create', ${input.iriPrefix} || r.id, NULL, ${rowJson}
          FROM redirects r WHERE r.origin_url IN (SELECT ${field('originUrl')} FROM json_each(${inserts}) j) ORDER BY r.id`,
    ),
  ]
}
