import * as z from 'zod/mini'
import { DEFAULT_LOCALE } from '../../contract/channel'
import { type AuditEntry, insertAudit } from './admin-audit'
import { parseRows, prepare, type Sql, sql } from './sql'

/**
 * The content import's statements (api/content/import.ts) with the audit row of who ran it, as one batch: one
 * transaction, so the shop never shows half an import, nor an import without its audit row.
 */
export async function runContentImport(db: D1Database, statements: Sql[], audit: AuditEntry): Promise<void> {
  await db.batch([...statements.map((statement) => prepare(db, statement)), insertAudit(db, audit)])
}

/** A page of the shop's content as the staff console lists it: what is live, and since when. */
export type ContentPageRow = {
  code: string
  type: string
  name: string
  slug: string
  enabled: boolean
  publishAt: string | null
  updatedAt: string
}

const pageRow = z.object({
  code: z.string(),
  type: z.string(),
  name: z.nullable(z.string()),
  slug: z.nullable(z.string()),
  enabled: z.number(),
  publish_at: z.nullable(z.string()),
  updated_at: z.string(),
})
const countsRow = z.object({ sections: z.number(), pages: z.number(), blocks: z.number(), faq: z.number() })

/** What the content tables hold: how many of each kind, and every page, the last changed first. */
export async function contentInShop(
  db: D1Database,
): Promise<{ counts: z.infer<typeof countsRow>; pages: ContentPageRow[] }> {
  const [counts, pages] = await db.batch([
    prepare(
      db,
      sql`SELECT (SELECT count(*) FROM cms_sections) AS sections, (SELECT count(*) FROM cms_pages) AS pages,
        (SELECT count(*) FROM cms_blocks) AS blocks, (SELECT count(*) FROM cms_faq) AS faq`,
    ),
    prepare(
      db,
      sql`SELECT p.code, p.type, t.name, t.slug, p.enabled, p.publish_at, p.updated_at FROM cms_pages p
        LEFT JOIN cms_page_translations t ON t.page_id = p.id AND t.locale = ${DEFAULT_LOCALE}
        ORDER BY p.updated_at DESC, p.code`,
    ),
  ])
  return {
    counts: parseRows(countsRow, counts!)[0]!,
    pages: parseRows(pageRow, pages!).map((row) => ({
      code: row.code,
      type: row.type,
      name: row.name ?? row.code,
      slug: row.slug ?? '',
      enabled: row.enabled === 1,
      publishAt: row.publish_at,
      updatedAt: row.updated_at,
    })),
  }
}
