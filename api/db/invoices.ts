import * as z from 'zod/mini'
import { parseRows, prepare, type Sql, sql } from './sql'

/**
 * Tax documents (migration 0021, docs/decisions/045-invoices-and-bank-statements.md): the order data an
 * invoice is made of, the issuing statements and the reads of issued documents.
 */

const nullableText = z.nullable(z.string())

const invoiceOrderRow = z.object({
  id: z.number(),
  number: nullableText,
  state: z.string(),
  email: nullableText,
  billing_address: nullableText,
  shipping_total: z.number(),
  payment_fee_total: z.number(),
  total: z.number(),
  shipping_name: nullableText,
  payment_name: nullableText,
  payment_code: nullableText,
})
const invoiceItemRow = z.object({
  product_name: z.string(),
  variant_name: nullableText,
  engraving: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  total: z.number(),
  /** A gift voucher sold (decision 056): outside VAT. */
  gift_card: z.number(),
})
const invoiceGiftCardRow = z.object({ code: z.string(), amount: z.number() })

/** A placed order as its invoice shows it: names in Czech, the order's own stored prices. */
export async function loadInvoiceOrder(db: D1Database, orderId: number) {
  const [orders, items, giftCards] = await db.batch([
    prepare(
      db,
      sql`SELECT o.id, o.number, o.state, c.email, o.billing_address, o.shipping_total, o.payment_fee_total, o.total,
          sm.name_cs AS shipping_name, pm.name_cs AS payment_name, pm.code AS payment_code
        FROM orders o
        LEFT JOIN customers c ON c.id = o.customer_id
        LEFT JOIN shipments s ON s.order_id = o.id
        LEFT JOIN shipping_methods sm ON sm.code = s.method_code
        LEFT JOIN payment_methods pm ON pm.code = (SELECT p.method_code FROM payments p WHERE p.order_id = o.id ORDER BY p.id DESC LIMIT 1)
        WHERE o.id = ${orderId} AND o.state <> 'cart'`,
    ),
    prepare(
      db,
      sql`SELECT oi.product_name, oi.variant_name, oi.engraving, oi.quantity, oi.unit_price, oi.total, v.gift_card
        FROM order_items oi JOIN product_variants v ON v.id = oi.variant_id WHERE oi.order_id = ${orderId} ORDER BY oi.id`,
    ),
    // the vouchers that paid part of it, as spent at its placement (decision 056)
    prepare(
      db,
      sql`SELECT g.code, r.amount FROM gift_card_redemptions r JOIN gift_cards g ON g.id = r.gift_card_id
        WHERE r.order_id = ${orderId} AND r.state = 'used' AND r.amount > 0 ORDER BY r.id`,
    ),
  ])
  const order = parseRows(invoiceOrderRow, orders!)[0]
  if (!order) return null
  return {
    ...order,
    items: parseRows(invoiceItemRow, items!),
    giftCards: parseRows(invoiceGiftCardRow, giftCards!),
  }
}

export type IssueRow = {
  kind: 'invoice' | 'credit_note'
  orderId: number
  /** The invoice a credit note corrects (its row id). */
  correctsId: number | null
  /** What the document is for, once: a second issue for the same key changes nothing. */
  sourceKey: string
  /** Year of the issue day: each year's series starts at 1. */
  year: number
  issuedOn: string
  total: number
  /** The document as JSON without its number; the statement adds the number it takes. */
  document: string
}

/** Invoices 2026000001…, credit notes D2026000001…: one unbroken series per kind and year. */
function seriesOf(row: Pick<IssueRow, 'kind' | 'year'>): { sequence: string; prefix: string } {
  return row.kind === 'invoice'
    ? { sequence: `invoice:${row.year}`, prefix: String(row.year) }
    : { sequence: `credit_note:${row.year}`, prefix: `D${row.year}` }
}

/**
 * Statements that issue a document, for the caller's batch (a batch is one transaction: the number is taken and
 * the sequence moved together, so concurrent issues get consecutive numbers and a failed batch takes none).
 * The document is written only when nothing was issued for `sourceKey` yet, when `onlyIf` holds (the caller's
 * transition guard, e.g. "this batch completed the payment"), for an invoice when the order is not cancelled, and
 * for a credit note when the invoice's total still covers it with the credit notes issued before. The sequence moves only where the row was written.
 */
export function issueStatements(
  db: D1Database,
  row: IssueRow,
  onlyIf: Sql = sql`1`,
  issueId: string = crypto.randomUUID(),
): { statements: D1PreparedStatement[]; issueId: string } {
  const { sequence, prefix } = seriesOf(row)
  const number = sql`${prefix} || printf('%06d', s.value + 1)`
  // an invoice only for a live order (a payment arriving after a cancel is refunded, not invoiced); a credit note
  // only within what its invoice and the notes before it left
  const covered =
    row.correctsId === null
      ? sql`EXISTS (SELECT 1 FROM orders o WHERE o.id = ${row.orderId} AND o.state NOT IN ('cart', 'cancelled'))`
      : sql`(SELECT i.total FROM invoices i WHERE i.id = ${row.correctsId} AND i.kind = 'invoice')
          + (SELECT COALESCE(SUM(n.total), 0) FROM invoices n WHERE n.corrects_id = ${row.correctsId}) + ${row.total} >= 0`
  return {
    issueId,
    statements: [
      prepare(db, sql`INSERT INTO sequences (name, value) VALUES (${sequence}, 0) ON CONFLICT (name) DO NOTHING`),
      prepare(
        db,
        sql`INSERT INTO invoices (public_id, kind, number, order_id, corrects_id, source_key, issue_id, total, issued_on, document)
          SELECT ${crypto.randomUUID()}, ${row.kind}, ${number}, ${row.orderId}, ${row.correctsId}, ${row.sourceKey}, ${issueId},
            ${row.total}, ${row.issuedOn}, json_set(${row.document}, '$.number', ${number})
          FROM sequences s
          WHERE s.name = ${sequence} AND NOT EXISTS (SELECT 1 FROM invoices WHERE source_key = ${row.sourceKey})
            AND ${covered} AND ${onlyIf}`,
      ),
      prepare(
        db,
        sql`UPDATE sequences SET value = value + 1 WHERE name = ${sequence} AND EXISTS (SELECT 1 FROM invoices WHERE issue_id = ${issueId})`,
      ),
    ],
  }
}

/**
 * A condition for a later statement of the same batch: `also` holds and the issue `issueId` wrote its document
 * (e.g. the document's mail goes only with a document this batch issued, not one issued before).
 */
export function issuedInBatch(issueId: string, also: Sql = sql`1`): Sql {
  return sql`(${also}) AND EXISTS (SELECT 1 FROM invoices WHERE issue_id = ${issueId})`
}

const invoiceRow = z.object({
  id: z.number(),
  public_id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  order_id: z.number(),
  issued_on: z.string(),
  total: z.number(),
  document: z.string(),
})
export type InvoiceRow = z.infer<typeof invoiceRow>

const COLUMNS = sql`id, public_id, kind, number, order_id, issued_on, total, document`

/** An order's documents, the invoice first, then its credit notes in the order issued. */
export async function invoicesOfOrder(db: D1Database, orderId: number): Promise<InvoiceRow[]> {
  return parseRows(
    invoiceRow,
    await prepare(db, sql`SELECT ${COLUMNS} FROM invoices WHERE order_id = ${orderId} ORDER BY id`).all(),
  )
}

/** The document issued for a source key (`order:{id}`, a refund's key), or null. */
export async function invoiceBySource(db: D1Database, sourceKey: string): Promise<InvoiceRow | null> {
  return (
    parseRows(
      invoiceRow,
      await prepare(db, sql`SELECT ${COLUMNS} FROM invoices WHERE source_key = ${sourceKey}`).all(),
    )[0] ?? null
  )
}

/** A document by the id the shop API names, with its order's token (the caller checks who may read the order). */
export async function invoiceByPublicId(
  db: D1Database,
  publicId: string,
): Promise<(InvoiceRow & { order_token: string }) | null> {
  const rows = await prepare(
    db,
    sql`SELECT i.id, i.public_id, i.kind, i.number, i.order_id, i.issued_on, i.total, i.document, o.token AS order_token
      FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.public_id = ${publicId}`,
  ).all()
  return parseRows(z.extend(invoiceRow, { order_token: z.string() }), rows)[0] ?? null
}

/** The documents issued on Prague days `from`…`to` (inclusive), invoices first, each kind by number. */
export async function invoicesIssuedBetween(db: D1Database, from: string, to: string): Promise<InvoiceRow[]> {
  return parseRows(
    invoiceRow,
    await prepare(
      db,
      sql`SELECT ${COLUMNS} FROM invoices WHERE issued_on >= ${from} AND issued_on <= ${to}
        ORDER BY kind DESC, number`,
    ).all(),
  )
}
