import * as z from 'zod/mini'
import { AUDIT_ACTIONS, type AuditAction } from '../../contract/admin/audit'
import { join, limitOffset, type Page, parseCount, parseRows, prepare, type Sql, sql } from './sql'

/** One change made through the admin API (decision 029). */
export type AuditEntry = {
  actor: string
  action: AuditAction
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
  action: z.enum(AUDIT_ACTIONS),
  resource: z.string(),
  before_json: z.nullable(z.string()),
  after_json: z.nullable(z.string()),
  created_at: z.string(),
})

export type AuditRecord = {
  id: number
  actor: string
  action: AuditAction
  resource: string
  before: unknown
  after: unknown
  createdAt: string
}

export type AuditFilters = {
  /** One IRI exactly. */
  resource?: string
  actor?: string
  action?: string
  /** The IRI's first segment below the admin API (`claim-requests`): the rows of every such resource. */
  kind?: string
  /** UTC, `YYYY-MM-DD[ HH:MM[:SS]]`; a bare date `before` counts its whole day. */
  after?: string
  before?: string
}

/** A date or time as the audit stores it (`YYYY-MM-DD HH:MM:SS.fff`), for comparing as text. */
const stamp = (value: string, endOfDay: boolean) =>
  value.length === 10 ? `${value} ${endOfDay ? '23:59:59.999' : '00:00:00.000'}` : value.replace('T', ' ')

/** Newest first, filtered. */
export async function listAudit(
  db: D1Database,
  page: Page,
  filters: AuditFilters = {},
): Promise<{ entries: AuditRecord[]; totalItems: number }> {
  const parts: Sql[] = []
  if (filters.resource !== undefined) parts.push(sql`resource = ${filters.resource}`)
  if (filters.actor !== undefined) parts.push(sql`actor = ${filters.actor}`)
  if (filters.action !== undefined) parts.push(sql`action = ${filters.action}`)
  if (filters.kind !== undefined) {
    const base = `/api/v2/admin/${filters.kind}`
    // the kind's own path, or anything below it: '/' sorts before '0', so the range is exactly that subtree
    parts.push(sql`(resource = ${base} OR (resource >= ${`${base}/`} AND resource < ${`${base}0`}))`)
  }
  if (filters.after !== undefined) parts.push(sql`created_at >= ${stamp(filters.after, false)}`)
  if (filters.before !== undefined) parts.push(sql`created_at <= ${stamp(filters.before, true)}`)
  const where = parts.length === 0 ? sql`` : sql`WHERE ${join(parts, ' AND ')}`
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
