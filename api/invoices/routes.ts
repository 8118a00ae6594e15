import { Hono } from 'hono'
import * as z from 'zod/mini'
import { iri } from '../../contract/iri'
import { invoiceByPublicId, invoicesOfOrder, type InvoiceRow } from '../db/invoices'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded } from '../http/jsonld'
import { valid } from '../http/validate'
import { findOrder } from '../resources/order-context'
import { jsonLd } from '../resources/respond'
import { documentOf } from './issue'

/**
 * The customer's tax documents, as Sylius's invoicing plugin names them: the list of an order's invoice and
 * credit notes, and a document's PDF. Both answer only whoever may read the order (`findOrder`: a guest's order
 * by its token, a customer's order only with that customer's bearer); a document's id is a random UUID, so it
 * cannot be guessed from a number, and another's is 404 like none.
 */

const tokenParam = z.object({ token: z.string().check(z.minLength(1), z.maxLength(128)) })
const idParam = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
})

function member(row: InvoiceRow) {
  return embedded('Invoice', iri('invoices', row.public_id), {
    id: row.public_id,
    number: row.number,
    kind: row.kind,
    issuedAt: row.issued_on,
    total: row.total,
    currencyCode: 'CZK',
    download: `${iri('invoices', row.public_id)}/download`,
  })
}

const fileName = (row: InvoiceRow) => `${row.kind === 'invoice' ? 'faktura' : 'opravny-doklad'}-${row.number}.pdf`

export const invoices = new Hono<ApiEnv>()
  .get('/orders/:token/invoices', valid('param', tokenParam), async function listInvoices(c) {
    const { aggregate } = await findOrder(c, c.req.valid('param').token)
    const members = (await invoicesOfOrder(c.env.DB, aggregate.order.id)).map(member)
    c.header('cache-control', 'private, no-store')
    return jsonLd(c, collection({ type: 'Invoice', url: new URL(c.req.url), members, totalItems: members.length }))
  })
  .get('/invoices/:id/download', valid('param', idParam), async function downloadInvoice(c) {
    const row = await invoiceByPublicId(c.env.DB, c.req.valid('param').id)
    if (row === null) throw new NotFoundError()
    // the order's own rule decides: a customer's document is 404 to anybody else
    await findOrder(c, row.order_token)
    // loaded on the first download only: pdf-lib, fontkit and the fonts are most of the worker's code and no other
    // request needs them, so a cold start (and every API test file) parses none of it
    const { renderDocumentPdf } = await import('./pdf')
    const bytes = await renderDocumentPdf(documentOf(row))
    return c.body(bytes.slice().buffer, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName(row)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
  })
