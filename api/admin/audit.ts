import { Hono } from 'hono'
import * as z from 'zod/mini'
import { pageQuery } from '../../contract/hydra'
import { listAudit } from '../db/admin-audit'
import { collection, embedded } from '../http/jsonld'
import { valid } from '../http/validate'
import { ADMIN_BASE, type AdminEnv } from './env'
import { adminJson } from './respond'

export const auditQuery = z.object({ ...pageQuery(100, 30), resource: z.optional(z.string().check(z.maxLength(500))) })

/** What ops changed through the admin API, newest first (`?resource=IRI` for one resource's history). */
export const adminAudit = new Hono<AdminEnv>().get(
  '/audit-log-entries',
  valid('query', auditQuery),
  async function auditRoute(c) {
    const { resource, ...page } = c.req.valid('query')
    const { entries, totalItems } = await listAudit(c.env.DB, page, resource)
    const members = entries.map((entry) =>
      embedded('AuditLogEntry', `${ADMIN_BASE}/audit-log-entries/${entry.id}`, entry),
    )
    return adminJson(c, collection({ type: 'AuditLogEntry', url: new URL(c.req.url), members, totalItems, page }))
  },
)
