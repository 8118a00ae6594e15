import { Hono } from 'hono'
import { invoiceByPublicId } from '../db/invoices'
import { NotFoundError } from '../http/errors'
import { valid } from '../http/validate'
import { idParam, pdfAnswer } from '../invoices/routes'
import type { AdminEnv } from './env'

/** A tax document's PDF for the staff (the order detail's `invoices[].download`), whatever order it belongs to. */
export const adminInvoices = new Hono<AdminEnv>().get(
  '/invoices/:id/download',
  valid('param', idParam),
  async function downloadForStaff(c) {
    const row = await invoiceByPublicId(c.env.DB, c.req.valid('param').id)
    if (row === null) throw new NotFoundError()
    return pdfAnswer(row)
  },
)
