import { zipSync } from 'fflate'
import { Hono } from 'hono'
import { exportQuery, MAX_EXPORT_DAYS, recapQuery, invoiceRecap as recapSchema } from '../../contract/admin/invoices'
import { insertAudit } from '../db/admin-audit'
import { invoicesIssuedBetween } from '../db/invoices'
import { violationListResponse } from '../http/errors'
import { valid } from '../http/validate'
import { currentSeller, documentOf } from '../invoices/issue'
import { isdocFileName, isdocXml } from '../invoices/isdoc'
import { pohodaXml } from '../invoices/pohoda'
import { invoiceRecap } from '../invoices/recap'
import { ADMIN_BASE, type AdminEnv } from './env'
import { adminJson } from './respond'
import { requireRole } from './roles'

/**
 * The accountant's export (docs/decisions/055-accounting-export.md, docs/accounting-export.md): the documents
 * issued on a range of Prague days as one POHODA XML or a ZIP of ISDOC files, and the recap the console shows
 * before the download. Admin only: the documents name customers, so an export is audited as a read of personal
 * data, with what was exported.
 */

const DAY_MS = 86_400_000

/** A real calendar day (2026-02-30 is none): the day read back is the day given. */
const isDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The range's violation in Czech, or null when it is a range of at most a year of real days. */
function rangeViolation(from: string, to: string): Response | null {
  const problem = (propertyPath: string, message: string) => violationListResponse([{ propertyPath, message }])
  if (!isDay(from)) return problem('from', 'Zadejte skutečné datum ve tvaru RRRR-MM-DD.')
  if (!isDay(to)) return problem('to', 'Zadejte skutečné datum ve tvaru RRRR-MM-DD.')
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1
  if (days < 1) return problem('to', 'Konec období nesmí být před jeho začátkem.')
  if (days > MAX_EXPORT_DAYS) return problem('to', `Období může mít nejvýše ${MAX_EXPORT_DAYS} dní.`)
  return null
}

const attachment = (body: BodyInit, type: string, name: string) =>
  new Response(body, {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })

export const adminInvoiceExport = new Hono<AdminEnv>()
  .get('/invoices/recap', requireRole('admin'), valid('query', recapQuery), async function recapRoute(c) {
    const { from, to } = c.req.valid('query')
    const refused = rangeViolation(from, to)
    if (refused) return refused
    const docs = (await invoicesIssuedBetween(c.env.DB, from, to)).map(documentOf)
    return adminJson(c, recapSchema, invoiceRecap(docs, from, to))
  })
  .get('/invoices/export', requireRole('admin'), valid('query', exportQuery), async function exportRoute(c) {
    const { format, from, to } = c.req.valid('query')
    const refused = rangeViolation(from, to)
    if (refused) return refused
    const rows = await invoicesIssuedBetween(c.env.DB, from, to)
    await insertAudit(c.env.DB, {
      actor: c.var.actor,
      action: 'export',
      resource: `${ADMIN_BASE}/invoices/export`,
      before: null,
      after: { format, from, to, documents: rows.map((row) => row.number) },
    }).run()
    const name = `doklady-${from}-${to}`
    if (format === 'pohoda') {
      const xml = pohodaXml(rows.map(documentOf), { ico: currentSeller().ico, id: name })
      return attachment(xml, 'application/xml; charset=utf-8', `${name}-pohoda.xml`)
    }
    const encoder = new TextEncoder()
    const files = Object.fromEntries(
      rows.map((row) => {
        const doc = documentOf(row)
        return [isdocFileName(doc), encoder.encode(isdocXml(doc, row.public_id))]
      }),
    )
    const zip = zipSync(files, { level: 6 })
    return attachment(zip.slice().buffer, 'application/zip', `${name}-isdoc.zip`)
  })
