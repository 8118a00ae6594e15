import * as z from 'zod/mini'
import { limitOffset, type Page, parseCount, parseRows, prepare, type Sql, sql } from './sql'

/** One change made through the admin API (decision 029). */
export type AuditEntry = {
  actor: string
  action: 'create' | 'update' | 'delete'
  /** The changed resource's IRI. */
  resource: string
  before: unknown
  after: unknown
}

/**
 * The audit row of a change: batched with the change itself (one transaction), so there is never one without
 * the other. `when` is the change's own condition, for a change that may find nothing to do.
 */
export function insertAudit(db: D1Database, entry: AuditEntry, when: Sql = sql`1`): D1PreparedStatement {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))
  return prepare(
    db,
    sql`INSERT INTO admin_audit (actor, action, resource, before_json, after_json)
        SELECT ${entry.actor}, ${entry.action}, ${entry.resource}, ${json(entry.before)}, ${json(entry.after)} WHERE ${when}`,
  )
}

const auditRow = z.object({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  resource: z.string(),
  before_json: z.nullable(z.string()),
  after_json: z.nullable(z.string()),
  created_at: z.string(),
})

export type AuditRecord = {
  id: number
  actor: string
  action: string
  resource: string
  before: unknown
  after: unknown
  createdAt: string
}

/** Newest first; `resource` narrows to one IRI. */
export async function listAudit(
  db: D1Database,
  page: Page,
  resource?: string,
): Promise<{ entries: AuditRecord[]; totalItems: number }> {
  const where = resource === undefined ? sql`` : sql`WHERE resource = ${resource}`
  const [rows, count] = await db.batch([
    prepare(
      db,
      sql`SELECT id, actor, action, resource, before_json, after_json, created_at FROM admin_audit ${where} ORDER BY id DESC ${limitOffset(page)}`,
    ),
    prepare(db, sql`SELECT count(*) AS total FROM admin_audit ${where}`),
  ])
  const entries = parseRows(auditRow, rows!).map((row) => ({
    id: row.id,
    actor: row.actor,
    action: row.action,
    resource: row.resource,
    before: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
    after: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
    createdAt: row.created_at,
  }))
  return { entries, totalItems: parseCount(count!) }
}
