import * as z from 'zod/mini'
import { limitOffset, type Page, parseCount, parseRows, prepare, sql } from './sql'

export type RedirectRecord = { id: number; originUrl: string; destinationUrl: string }

const redirectRow = z.object({ id: z.number(), origin_url: z.string(), destination_url: z.string() })

/** A page of the enabled redirects by id, and how many there are. */
export async function listRedirects(db: D1Database, page: Page) {
  const [rows, count] = await db.batch([
    prepare(
      db,
      sql`SELECT id, origin_url, destination_url FROM redirects WHERE enabled = 1 ORDER BY id ${limitOffset(page)}`,
    ),
    prepare(db, sql`SELECT count(*) AS total FROM redirects WHERE enabled = 1`),
  ])
  const redirects: RedirectRecord[] = parseRows(redirectRow, rows!).map((row) => ({
    id: row.id,
    originUrl: row.origin_url,
    destinationUrl: row.destination_url,
  }))
  return { redirects, totalItems: parseCount(count!) }
}

const versionRow = z.object({ version: z.number() })

/** Bumped by triggers on every write to redirects (migration 0018): the storefront's staleness check. */
export async function redirectTableVersion(db: D1Database): Promise<number> {
  const rows = await prepare(db, sql`SELECT version FROM redirect_table_version WHERE id = 1`).all()
  return parseRows(versionRow, rows)[0]?.version ?? 0
}
