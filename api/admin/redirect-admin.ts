import { Hono } from 'hono'
import * as z from 'zod/mini'
import { adminRedirect, adminRedirectList, redirectBody } from '../../contract/admin/redirects'
import { redirectViolation } from '../../contract/redirect-rules'
import { insertAudit } from '../db/admin-audit'
import {
  type AdminRedirect,
  auditRedirectWrite,
  deleteRedirect,
  findRedirect,
  insertRedirect,
  listAllRedirects,
  updateRedirect,
  writtenRedirects,
} from '../db/admin-redirects'
import { NotFoundError, ValidationError } from '../http/errors'
import { embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { ADMIN_BASE, type AdminEnv } from './env'
import { adminRedirectListQuery, forceQuery, isForced, redirectViolations } from './redirect-admin-input'
import { adminJson, adminList } from './respond'
import { requireRole } from './roles'

export const IRI_PREFIX = `${ADMIN_BASE}/redirects/`
const idParam = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)) })
const redirectIri = (id: number) => `${IRI_PREFIX}${id}`
/** A disabled row is not in the rules' table, but its exact spelling still holds the UNIQUE origin. */
function sameSpelling(table: readonly AdminRedirect[], origin: string, exceptId: number | null) {
  const clash = table.some((row) => row.originUrl === origin && row.id !== exceptId)
  return clash ? [redirectViolation('originUrl', 'redirectDuplicate', { url: origin })] : []
}
const view = (row: AdminRedirect) => embedded('Redirect', redirectIri(row.id), row)

async function existing(db: D1Database, id: number): Promise<AdminRedirect> {
  const row = await findRedirect(db, id)
  if (!row) throw new NotFoundError()
  return row
}

/**
 * Redirects CRUD for ops (decision 029): every rule of contract/redirect-rules.ts is checked against the whole
 * table, each write and its audit row go in one batch, and the table's version (bumped by triggers) tells the
 * storefront to reload its copy.
 */
export const adminRedirects = new Hono<AdminEnv>()
  .get('/redirects', valid('query', adminRedirectListQuery), async function listRoute(c) {
    const page = c.req.valid('query')
    const { redirects, totalItems } = await listAllRedirects(c.env.DB, page)
    return adminList(c, adminRedirectList, { type: 'Redirect', members: redirects.map(view), totalItems, page })
  })
  .get('/redirects/:id', valid('param', idParam), async function showRoute(c) {
    const row = await existing(c.env.DB, c.req.valid('param').id)
    return adminJson(c, adminRedirect, item('Redirect', redirectIri(row.id), row))
  })
  .post(
    '/redirects',
    requireRole('admin'),
    valid('query', forceQuery),
    valid('json', redirectBody),
    async function createRoute(c) {
      const body = c.req.valid('json')
      const db = c.env.DB
      const { redirects: table } = await listAllRedirects(db)
      const violations = await redirectViolations({
        db,
        table,
        rows: [body],
        replacing: new Set(),
        force: isForced(c.req.valid('query')),
        originMayExist: false,
        storefrontUrl: c.env.STOREFRONT_URL,
      })
      if (violations.length === 0) violations.push(...sameSpelling(table, body.originUrl, null))
      if (violations.length > 0) throw new ValidationError(violations)
      const [inserted] = await db.batch([
        insertRedirect(db, { ...body, enabled: body.enabled ?? true }),
        auditRedirectWrite(db, { actor: c.var.actor, action: 'create', iriPrefix: IRI_PREFIX, id: null, before: null }),
      ])
      const row = writtenRedirects(inserted!)[0]!
      return adminJson(c, adminRedirect, item('Redirect', redirectIri(row.id), row), 201)
    },
  )
  .put(
    '/redirects/:id',
    requireRole('admin'),
    valid('param', idParam),
    valid('query', forceQuery),
    valid('json', redirectBody),
    async function replaceRoute(c) {
      const { id } = c.req.valid('param')
      const body = c.req.valid('json')
      const db = c.env.DB
      const { redirects: table } = await listAllRedirects(db)
      const before = table.find((row) => row.id === id)
      if (!before) throw new NotFoundError()
      const violations = await redirectViolations({
        db,
        table,
        rows: [body],
        replacing: new Set([id]),
        force: isForced(c.req.valid('query')),
        originMayExist: false,
        storefrontUrl: c.env.STOREFRONT_URL,
      })
      if (violations.length === 0) violations.push(...sameSpelling(table, body.originUrl, id))
      if (violations.length > 0) throw new ValidationError(violations)
      const [updated] = await db.batch([
        updateRedirect(db, id, { ...body, enabled: body.enabled ?? before.enabled }),
        auditRedirectWrite(db, { actor: c.var.actor, action: 'update', iriPrefix: IRI_PREFIX, id, before }),
      ])
      const row = writtenRedirects(updated!)[0]!
      return adminJson(c, adminRedirect, item('Redirect', redirectIri(row.id), row))
    },
  )
  .delete('/redirects/:id', requireRole('admin'), valid('param', idParam), async function deleteRoute(c) {
    const db = c.env.DB
    const before = await existing(db, c.req.valid('param').id)
    await db.batch([
      insertAudit(db, { actor: c.var.actor, action: 'delete', resource: redirectIri(before.id), before, after: null }),
      deleteRedirect(db, before.id),
    ])
    return c.body(null, 204)
  })
