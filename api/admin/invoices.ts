import { Hono } from 'hono'
import { invoiceByPublicId } from '../db/invoices'
import { NotFoundError } from '../http/errors'
import { valid } from '../http/validate'
import { documentOf } from '../invoices/issue'
import { isdocFileName, isdocXml } from '../invoices/isdoc'
import { idParam, pdfAnswer } from '../invoices/routes'
import type { AdminEnv } from './env'

/**
 * A tax document for the staff, whatever order it belongs to: its PDF (the order detail's `invoices[].download`)
 * and the same document as ISDOC beside it (`invoices[].isdoc`, docs/accounting-export.md).
 */
export const adminInvoices = new Hono<AdminEnv>()
  .get('/invoices/:id/download', valid('param', idParam), async function downloadForStaff(c) {
    const row = await invoiceByPublicId(c.env.DB, c.req.valid('param').id)
    if (row === null) throw new NotFoundError()
    return pdfAnswer(row)
  })
  .get('/invoices/:id/isdoc', valid('param', idParam), async function isdocForStaff(c) {
    const row = await invoiceByPublicId(c.env.DB, c.req.valid('param').id)
    if (row === null) throw new NotFoundError()
    const doc = documentOf(row)
    return new Response(isdocXml(doc, row.public_id), {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'content-disposition': `attachment; filename="${isdocFileName(doc)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  })
