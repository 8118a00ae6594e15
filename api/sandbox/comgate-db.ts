import * as z from 'zod/mini'
import { COMGATE_STATUSES, type ComgateStatus } from '../payments/comgate'
import type { CreateFields } from './comgate-create'

/** The Comgate sandbox's payments in D1 (migration 0006); rows are parsed as they leave. */

const row = z.object({
  trans_id: z.string(),
  merchant: z.string(),
  test: z.number(),
  price: z.number(),
  curr: z.string(),
  label: z.string(),
  ref_id: z.string(),
  email: z.string(),
  full_name: z.nullable(z.string()),
  method: z.string(),
  delivery: z.nullable(z.string()),
  category: z.nullable(z.string()),
  lang: z.string(),
  country: z.string(),
  url_paid: z.nullable(z.string()),
  url_cancelled: z.nullable(z.string()),
  url_pending: z.nullable(z.string()),
  status: z.enum(COMGATE_STATUSES),
  paid_method: z.nullable(z.string()),
  vs: z.string(),
  created_at: z.number(),
  expires_at: z.number(),
  updated_at: z.number(),
})

/** A payment as the sandbox keeps it: what the shop asked for, and what became of it. */
export type SandboxPayment = Omit<CreateFields, 'expiresInMs'> & {
  transId: string
  merchant: string
  status: ComgateStatus
  paidMethod: string | null
  vs: string
  createdAt: number
  expiresAt: number
}

export type NewSandboxPayment = Omit<SandboxPayment, 'status' | 'paidMethod'>

function fromRow(data: unknown): SandboxPayment {
  const r = row.parse(data)
  return {
    transId: r.trans_id,
    merchant: r.merchant,
    test: r.test === 1,
    price: r.price,
    curr: r.curr,
    label: r.label,
    refId: r.ref_id,
    email: r.email,
    fullName: r.full_name,
    method: r.method,
    delivery: r.delivery,
    category: r.category,
    lang: r.lang,
    country: r.country,
    urlPaid: r.url_paid,
    urlCancelled: r.url_cancelled,
    urlPending: r.url_pending,
    status: r.status,
    paidMethod: r.paid_method,
    vs: r.vs,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
  }
}

export async function insertSandboxPayment(db: D1Database, p: NewSandboxPayment): Promise<void> {
  await db
    .prepare(
      `INSERT INTO sandbox_comgate_payments (trans_id, merchant, test, price, curr, label, ref_id, email, full_name, method,
         delivery, category, lang, country, url_paid, url_cancelled, url_pending, vs, created_at, expires_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      ...[p.transId, p.merchant, p.test ? 1 : 0, p.price, p.curr, p.label, p.refId, p.email, p.fullName, p.method],
      ...[p.delivery, p.category, p.lang, p.country, p.urlPaid, p.urlCancelled, p.urlPending, p.vs],
      ...[p.createdAt, p.expiresAt, p.createdAt],
    )
    .run()
}

/** The payment, or null when there is none with this id for this merchant. */
export async function getSandboxPayment(
  db: D1Database,
  transId: string,
  merchant?: string,
): Promise<SandboxPayment | null> {
  const found = await db
    .prepare('SELECT * FROM sandbox_comgate_payments WHERE trans_id = ?1 AND (?2 IS NULL OR merchant = ?2)')
    .bind(transId, merchant ?? null)
    .first()
  return found ? fromRow(found) : null
}

/**
 * Moves a pending payment to its final status; true when this call made the change. Conditional on PENDING,
 * so a double click, a replay or a race between paying and expiring changes it once.
 */
export async function settleSandboxPayment(
  db: D1Database,
  transId: string,
  status: Exclude<ComgateStatus, 'PENDING'>,
  paidMethod: string | null,
  now: number,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE sandbox_comgate_payments SET status = ?, paid_method = ?, updated_at = ?
       WHERE trans_id = ? AND status = 'PENDING'`,
    )
    .bind(status, paidMethod, now, transId)
    .run()
  return result.meta.changes === 1
}

/**
 * A refund at the sandbox gateway: only for a PAID payment, never past its price in total, and once per
 * (transaction, refId) — checked and written in one statement. 'done': refunded now; 'repeated': that refId was
 * refunded already; 'refused': not paid, or more than is left.
 */
export async function refundSandboxPayment(
  db: D1Database,
  refund: { transId: string; refId: string; amount: number },
  now: number,
): Promise<'done' | 'repeated' | 'refused'> {
  const result = await db
    .prepare(
      `INSERT OR IGNORE INTO sandbox_comgate_refunds (trans_id, ref_id, amount, created_at)
       SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM sandbox_comgate_payments p WHERE p.trans_id = ?1 AND p.status = 'PAID'
         AND p.price - (SELECT COALESCE(SUM(amount), 0) FROM sandbox_comgate_refunds WHERE trans_id = ?1) >= ?3)`,
    )
    .bind(refund.transId, refund.refId, refund.amount, now)
    .run()
  if (result.meta.changes === 1) return 'done'
  const earlier = await db
    .prepare('SELECT amount FROM sandbox_comgate_refunds WHERE trans_id = ? AND ref_id = ?')
    .bind(refund.transId, refund.refId)
    .first<{ amount: number }>()
  return earlier?.amount === refund.amount ? 'repeated' : 'refused'
}

/** What the sandbox gateway gave back on a transaction (tests and the payer's page). */
export async function sandboxRefunded(db: D1Database, transId: string): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT amount FROM sandbox_comgate_refunds WHERE trans_id = ? ORDER BY created_at')
    .bind(transId)
    .all<{ amount: number }>()
  return results.map((row) => row.amount)
}
