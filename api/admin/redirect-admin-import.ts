import { Hono } from 'hono'
import { redirectImportBody, redirectImportResult } from '../../contract/admin/redirects'
import { redirectKey } from '../../contract/redirect-matching'
import {
  type AdminRedirect,
  importRedirectStatements,
  listAllRedirects,
  type RedirectWrite,
} from '../db/admin-redirects'
import { ValidationError } from '../http/errors'
import { valid } from '../http/validate'
import type { AdminEnv } from './env'
import { IRI_PREFIX } from './redirect-admin'
import { forceQuery, isForced, redirectViolations } from './redirect-admin-input'
import { adminJson } from './respond'
import { requireRole } from './roles'

/**
 * `POST /redirects/import` (decision 029): many rows checked together against the table, then all written in
 * one transaction or none; `npm run redirects -- import FILE.csv` sends its rows here.
 */
export const adminRedirectImport = new Hono<AdminEnv>().post(
  '/redirects/import',
  requireRole('admin'),
  valid('query', forceQuery),
  valid('json', redirectImportBody),
  async function importRoute(c) {
    const rows = c.req.valid('json').redirects
    const db = c.env.DB
    const { redirects: table } = await listAllRedirects(db)
    const byKey = new Map(table.map((row) => [redirectKey(row.originUrl), row]))
    // the row with the same spelling first: it holds the UNIQUE origin, whatever rows share its key
    const match = (origin: string) => table.find((row) => row.originUrl === origin) ?? byKey.get(redirectKey(origin))
    const replaced = rows.flatMap((row) => match(row.originUrl) ?? [])
    const violations = await redirectViolations({
      db,
      table,
      rows,
      replacing: new Set(replaced.map((row) => row.id)),
      force: isForced(c.req.valid('query')),
      originMayExist: true,
      storefrontUrl: c.env.STOREFRONT_URL,
      prefix: (index) => `redirects[${index}].`,
    })
    if (violations.length > 0) throw new ValidationError(violations)
    // an origin already in the table (in any spelling) is updated: importing the same file twice changes nothing
    const inserts: RedirectWrite[] = []
    const updates: Array<RedirectWrite & { id: number; before: AdminRedirect }> = []
    for (const row of rows) {
      const write = { originUrl: row.originUrl, destinationUrl: row.destinationUrl, enabled: row.enabled ?? true }
      const before = match(row.originUrl)
      if (!before) inserts.push(write)
      else if (
        before.originUrl !== write.originUrl ||
        before.destinationUrl !== write.destinationUrl ||
        before.enabled !== write.enabled
      ) {
        updates.push({ ...write, id: before.id, before })
      }
    }
    // one batch is one transaction: all rows or none
    if (inserts.length + updates.length > 0) {
      await db.batch(importRedirectStatements(db, { actor: c.var.actor, iriPrefix: IRI_PREFIX, inserts, updates }))
    }
    const created = inserts.length
    const updated = updates.length
    return adminJson(c, redirectImportResult, {
      '@context': '/api/v2/contexts/RedirectImport',
      '@type': 'RedirectImport',
      created,
      updated,
      unchanged: rows.length - created - updated,
    })
  },
)
