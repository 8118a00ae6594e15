import { Hono } from 'hono'
import * as z from 'zod/mini'
import { iri } from '../../contract/iri'
import { invoiceByPublicId, invoicesOfOrder, type InvoiceRow } from '../db/invoices'
import { findOrderById } from '../db/orders'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded } from '../http/jsonld'
import { valid } from '../http/validate'
import { readableWithTokenValue } from '../resources/order-access'
import { findOrder } from '../resources/order-context'
import { jsonLd } from '../resources/respond'
import { documentFileName, documentOf } from './issue'

/**
 * The customer's tax documents, as Sylius's invoicing plugin names them: the list of an order's invoice and
 * credit notes, and a document's PDF. Both answer only whoever may read the order: the list by the order's token
 * (`findOrder`: a guest's order by its token, a customer's order only with that customer's bearer), the PDF by
 * the customer's session or the order's token as `?tokenValue=` (the list's `download` link carries it). A
 * document's id is a random UUID, so it cannot be guessed from a number, but it is no secret: the id alone is
 * 404 like an unknown one.
 */

const tokenParam = z.object({ token: z.string().check(z.minLength(1), z.maxLength(128)) })
/** Any string: a wrong token is the same 404 as none. */
const downloadQuery = z.object({ tokenValue: z.optional(z.string()) })
export const idParam = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
})

function member(row: InvoiceRow, token: string) {
  return embedded('Invoice', iri('invoices', row.public_id), {
    id: row.public_id,
    number: row.number,
    kind: row.kind,
    issuedAt: row.issued_on,
    total: row.total,
    currencyCode: 'CZK',
    download: `${iri('invoices', row.public_id)}/download?tokenValue=${encodeURIComponent(token)}`,
    ...(row.kind === 'credit_note' ? refundOf(row) : {}),
  })
}

/**
 * What a credit note gave back, as its lines print it (the refund's parts, decision 044): the customer's order
 * page lists them under the document, quantities and amounts positive as the customer reads a refund (a price
 * reduction line is written with quantity 1 and a negative price, a returned piece with a negative quantity).
 */
function refundOf(row: InvoiceRow) {
  const document = documentOf(row)
  return {
    reason: document.reason,
    lines: document.lines.map((line) => ({
      name: line.description,
      quantity: Math.abs(line.quantity),
      amount: -line.total,
    })),
  }
}

/** A document's PDF as a download: private, never cached, never sniffed (the customer's and the staff's route). */
export async function pdfAnswer(row: InvoiceRow): Promise<Response> {
  // loaded on the first download only: pdf-lib, fontkit and the fonts are most of the worker's code and no other
  // request needs them, so a cold start (and every API test file) parses none of it
  const { renderDocumentPdf } = await import('./pdf')
  const bytes = await renderDocumentPdf(documentOf(row))
  return new Response(bytes.slice().buffer, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${documentFileName(row)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

/** An order's documents as the admin API's order detail lists them: the staff download them by `download`. */
export const adminInvoiceView = (row: InvoiceRow) => ({
  id: row.public_id,
  number: row.number,
  kind: row.kind,
  issuedAt: row.issued_on,
  total: row.total,
  download: `/api/v2/admin/invoices/${row.public_id}/download`,
  isdoc: `/api/v2/admin/invoices/${row.public_id}/isdoc`,
})

export const invoices = new Hono<ApiEnv>()
  .get('/orders/:token/invoices', valid('param', tokenParam), async function listInvoices(c) {
    const { aggregate } = await findOrder(c, c.req.valid('param').token)
    const members = (await invoicesOfOrder(c.env.DB, aggregate.order.id)).map((row) =>
      member(row, aggregate.order.token),
    )
    c.header('cache-control', 'private, no-store')
    return jsonLd(c, collection({ type: 'Invoice', url: new URL(c.req.url), members, totalItems: members.length }))
  })
  .get(
    '/invoices/:id/download',
    valid('param', idParam),
    valid('query', downloadQuery),
    async function downloadInvoice(c) {
      const row = await invoiceByPublicId(c.env.DB, c.req.valid('param').id)
      const order = row && (await findOrderById(c.env.DB, row.order_id))
      // the caller's own key decides, never the row's: a document is 404 to anybody who cannot read its order
      if (!row || !order || !readableWithTokenValue(order, c.var, c.req.valid('query').tokenValue)) {
        throw new NotFoundError()
      }
      return pdfAnswer(row)
    },
  )
