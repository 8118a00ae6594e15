import { Hono } from 'hono'
import * as z from 'zod/mini'
import { AUDIT_ACTIONS, auditEntryList } from '../../contract/admin/audit'
import { pageQuery } from '../../contract/hydra'
import { isoInstant, pragueDayBounds } from '../../contract/prague-time'
import { listAudit } from '../db/admin-audit'
import { embedded } from '../http/jsonld'
import { valid } from '../http/validate'
import { ADMIN_BASE, type AdminEnv } from './env'
import { adminList } from './respond'

const DATE = /^\d{4}-\d\d-\d\d([ T]\d\d:\d\d(:\d\d)?)?$/

/** A filter's day as the UTC stamp its Prague day begins at, or (inclusive) the last moment before it ends. */
function fromDay(value: string | undefined, edge: 'start' | 'end'): string | undefined {
  const bounds = value === undefined ? null : pragueDayBounds(value)
  if (!bounds) return value
  const instant = edge === 'start' ? bounds.start : new Date(bounds.end.getTime() - 1)
  return instant.toISOString().slice(0, 23)
}

export const auditQuery = z.object({
  ...pageQuery(100, 30),
  /** One resource's history (its IRI). */
  resource: z.optional(z.string().check(z.maxLength(500))),
  /** Who: a token's or a signed-in person's name. */
  actor: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  action: z.optional(z.enum(AUDIT_ACTIONS)),
  /** A kind of subject, the first segment of the IRI below the admin API: `claim-requests`, `orders`, `redirects`… */
  kind: z.optional(z.string().check(z.regex(/^[a-z][a-z-]{0,39}$/))),
  'createdAt[after]': z.optional(z.string().check(z.regex(DATE))),
  'createdAt[before]': z.optional(z.string().check(z.regex(DATE))),
})

/**
 * What ops and staff changed through the admin API, newest first, filtered by who, what kind of change, which
 * subject (one IRI or a kind) and when, paged (decision 050). A day in the filters is Prague's day, as staff read
 * the times; a time without a zone is UTC, as stored. Times are answered as ISO 8601 in UTC.
 */
export const adminAudit = new Hono<AdminEnv>().get(
  '/audit-log-entries',
  valid('query', auditQuery),
  async function auditRoute(c) {
    const query = c.req.valid('query')
    const page = { page: query.page, itemsPerPage: query.itemsPerPage }
    const filters = {
      resource: query.resource,
      actor: query.actor,
      action: query.action,
      kind: query.kind,
      after: fromDay(query['createdAt[after]'], 'start'),
      before: fromDay(query['createdAt[before]'], 'end'),
    }
    const { entries, totalItems } = await listAudit(c.env.DB, page, filters)
    const members = entries.map((entry) =>
      embedded('AuditLogEntry', `${ADMIN_BASE}/audit-log-entries/${entry.id}`, {
        ...entry,
        createdAt: isoInstant(entry.createdAt),
      }),
    )
    return adminList(c, auditEntryList, { type: 'AuditLogEntry', members, totalItems, page })
  },
)
