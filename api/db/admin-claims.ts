import * as z from 'zod/mini'
import type { ClaimState, ClaimType } from '../../contract/claim-limits'
import { join, limitOffset, type Page, parseCount, parseRows, prepare, type Sql, sql } from './sql'

/**
 * Complaints and returns as staff handle them (decision 050, on the tables of decision 026 and migration 0022):
 * the inbox with its filters, one claim with its order, messages and attachments, a shop reply, and the
 * decision, made once however many staff press at once.
 */

/** Days the shop has to settle a complaint, counted from its filing (§ 19 of the consumer protection act). */
export const COMPLAINT_DAYS = 30
/**
 * Days the shop has to refund a return (odstoupení), counted from its filing, when the withdrawal reached the shop
 * (občanský zákoník § 1831; docs/czech-commerce.md#withdrawal).
 */
export const RETURN_DAYS = 14

export type StaffClaimFilters = {
  state?: ClaimState
  type?: ClaimType
  /** Complaints still open past their 30 days, returns past their 14. */
  overdue?: boolean
  /** A claim number (R000012), an order number, or part of an e-mail. */
  search?: string
}

const overdueSql = sql`(cr.state <> 'resolved' AND (
  (cr.type = 'complaint' AND cr.created_at < datetime('now', ${`-${COMPLAINT_DAYS} days`}))
  OR (cr.type = 'return' AND cr.created_at < datetime('now', ${`-${RETURN_DAYS} days`}))))`

function conditions(filters: StaffClaimFilters): Sql {
  const parts: Sql[] = [sql`1`]
  if (filters.state) parts.push(sql`cr.state = ${filters.state}`)
  if (filters.type) parts.push(sql`cr.type = ${filters.type}`)
  if (filters.overdue === true) parts.push(overdueSql)
  if (filters.overdue === false) parts.push(sql`NOT ${overdueSql}`)
  if (filters.search) {
    const search = filters.search.trim()
    const number = /^[RV]?0*(\d{1,12})$/i.exec(search)
    const byNumber = number ? sql`cr.id = ${Number(number[1])} OR ` : sql``
    parts.push(
      sql`(${byNumber}o.number = ${search} OR instr(lower(cr.email), lower(${search})) > 0
        OR instr(lower(COALESCE(c.email, '')), lower(${search})) > 0)`,
    )
  }
  return join(parts, ' AND ')
}

const listRow = z.object({
  id: z.number(),
  type: z.enum(['complaint', 'return']),
  state: z.enum(['new', 'in_progress', 'resolved']),
  order_number: z.string(),
  order_token: z.string(),
  email: z.string(),
  reason: z.nullable(z.string()),
  decision: z.nullable(z.enum(['accepted', 'rejected'])),
  resolution: z.nullable(z.enum(['refund', 'replacement', 'repair'])),
  created_at: z.string(),
  updated_at: z.string(),
  messages: z.number(),
  attachments: z.number(),
  /** The last message's author: a customer's message still waits for the shop. */
  last_author: z.nullable(z.enum(['customer', 'shop'])),
})
export type StaffClaimRow = z.infer<typeof listRow>

const FROM = sql`FROM claim_requests cr JOIN orders o ON o.id = cr.order_id LEFT JOIN customers c ON c.id = o.customer_id`

/** Newest first; the inbox's filters and paging. */
export async function listStaffClaims(
  db: D1Database,
  filters: StaffClaimFilters,
  page: Page,
): Promise<{ rows: StaffClaimRow[]; totalItems: number }> {
  const where = conditions(filters)
  const [rows, count] = await db.batch([
    prepare(
      db,
      sql`SELECT cr.id, cr.type, cr.state, o.number AS order_number, o.token AS order_token, cr.email, cr.reason,
          cr.decision, cr.resolution, cr.created_at, cr.updated_at,
          (SELECT count(*) FROM claim_messages m WHERE m.claim_id = cr.id) AS messages,
          (SELECT count(*) FROM claim_attachments a WHERE a.claim_id = cr.id) AS attachments,
          (SELECT m.author FROM claim_messages m WHERE m.claim_id = cr.id ORDER BY m.id DESC LIMIT 1) AS last_author
        ${FROM} WHERE ${where} ORDER BY cr.id DESC ${limitOffset(page)}`,
    ),
    prepare(db, sql`SELECT count(*) AS total ${FROM} WHERE ${where}`),
  ])
  return { rows: parseRows(listRow, rows!), totalItems: parseCount(count!) }
}

const detailRow = z.extend(listRow, {
  description: z.nullable(z.string()),
  bank_account: z.nullable(z.string()),
  decision_reason: z.nullable(z.string()),
  refund_amount: z.nullable(z.number()),
  decided_by: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  order_id: z.number(),
  order_email: z.nullable(z.string()),
  order_state: z.string(),
  payment_state: z.string(),
  shipping_state: z.string(),
  order_total: z.number(),
  order_completed_at: z.nullable(z.string()),
})
const itemRow = z.object({
  id: z.number(),
  product_name: z.string(),
  variant_name: z.nullable(z.string()),
  quantity: z.number(),
  unit_price: z.number(),
  engraving: z.string(),
  claimed: z.number(),
})
const messageRow = z.object({
  id: z.number(),
  author: z.enum(['customer', 'shop']),
  staff: z.nullable(z.string()),
  message: z.string(),
  created_at: z.string(),
})
const attachmentRow = z.object({
  id: z.number(),
  message_id: z.nullable(z.number()),
  content_type: z.string(),
  size: z.number(),
  file_name: z.string(),
  created_at: z.string(),
})

/** The detail's lists replace the list row's counts of messages and attachments. */
export type StaffClaim = Omit<z.infer<typeof detailRow>, 'messages' | 'attachments'> & {
  items: z.infer<typeof itemRow>[]
  messages: z.infer<typeof messageRow>[]
  attachments: z.infer<typeof attachmentRow>[]
}

/** One claim with its order's lines (`claimed`: how many a return sends back), messages and attachments. */
export async function findStaffClaim(db: D1Database, id: number): Promise<StaffClaim | null> {
  const [claims, items, messages, attachments] = await db.batch([
    prepare(
      db,
      sql`SELECT cr.id, cr.type, cr.state, o.number AS order_number, o.token AS order_token, cr.email, cr.reason,
          cr.decision, cr.resolution, cr.created_at, cr.updated_at, cr.description, cr.bank_account,
          cr.decision_reason, cr.refund_amount, cr.decided_by, cr.decided_at,
          (SELECT count(*) FROM claim_messages m WHERE m.claim_id = cr.id) AS messages,
          (SELECT count(*) FROM claim_attachments a WHERE a.claim_id = cr.id) AS attachments,
          (SELECT m.author FROM claim_messages m WHERE m.claim_id = cr.id ORDER BY m.id DESC LIMIT 1) AS last_author,
          o.id AS order_id, c.email AS order_email, o.state AS order_state, o.payment_state, o.shipping_state,
          o.total AS order_total, o.checkout_completed_at AS order_completed_at
        ${FROM} WHERE cr.id = ${id}`,
    ),
    prepare(
      db,
      sql`SELECT oi.id, oi.product_name, oi.variant_name, oi.quantity, oi.unit_price, oi.engraving,
          COALESCE((SELECT ci.quantity FROM claim_items ci WHERE ci.claim_id = ${id} AND ci.order_item_id = oi.id), 0) AS claimed
        FROM order_items oi WHERE oi.order_id = (SELECT order_id FROM claim_requests WHERE id = ${id}) ORDER BY oi.id`,
    ),
    prepare(
      db,
      sql`SELECT id, author, staff, message, created_at FROM claim_messages WHERE claim_id = ${id} ORDER BY id`,
    ),
    prepare(
      db,
      sql`SELECT id, message_id, content_type, size, file_name, created_at FROM claim_attachments
        WHERE claim_id = ${id} ORDER BY id`,
    ),
  ])
  const claim = parseRows(detailRow, claims!)[0]
  if (!claim) return null
  return {
    ...claim,
    items: parseRows(itemRow, items!),
    messages: parseRows(messageRow, messages!),
    attachments: parseRows(attachmentRow, attachments!),
  }
}

export type ReplyFile = { key: string; contentType: string; size: number; fileName: string }

/**
 * A shop reply with its attachments, in one batch: the message, its files, and a new claim taken into work
 * (`new → in_progress`; a claim further on keeps its state). The files name their message as the newest
 * shop message of the claim: a D1 batch is one transaction on a database that writes one statement at a
 * time, so nothing else can insert in between.
 */
export function insertShopReply(
  db: D1Database,
  claimId: number,
  staff: string,
  message: string,
  files: readonly ReplyFile[],
): D1PreparedStatement[] {
  const reply = sql`(SELECT max(id) FROM claim_messages WHERE claim_id = ${claimId} AND author = 'shop')`
  return [
    prepare(
      db,
      sql`INSERT INTO claim_messages (claim_id, author, staff, message) VALUES (${claimId}, 'shop', ${staff}, ${message})`,
    ),
    ...files.map((file) =>
      prepare(
        db,
        sql`INSERT INTO claim_attachments (claim_id, message_id, object_key, content_type, size, file_name)
          VALUES (${claimId}, ${reply}, ${file.key}, ${file.contentType}, ${file.size}, ${file.fileName})`,
      ),
    ),
    startClaim(db, claimId),
  ]
}

/** A new claim taken into work; a claim further on is left as it is. */
export function startClaim(db: D1Database, claimId: number): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE claim_requests SET state = 'in_progress', updated_at = datetime('now') WHERE id = ${claimId} AND state = 'new'`,
  )
}

/** How long a decision in the making holds its claim: long enough for a gateway refund, short if it dies. */
export const DECISION_HOLD_MS = 2 * 60_000

/**
 * Takes the claim for one decision (id `transition`): only an open claim nobody else is deciding right now.
 * `changes` 0: it is resolved or held by someone else.
 */
export function holdForDecision(db: D1Database, claimId: number, transition: string, now: number): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE claim_requests SET decision_lock = ${transition}, decision_lock_until = ${now + DECISION_HOLD_MS}
      WHERE id = ${claimId} AND state <> 'resolved' AND (decision_lock IS NULL OR decision_lock_until < ${now})`,
  )
}

/** Lets the claim go again (the refund of the decision failed): nothing was decided. */
export function releaseDecision(db: D1Database, claimId: number, transition: string): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE claim_requests SET decision_lock = NULL, decision_lock_until = NULL
      WHERE id = ${claimId} AND decision_lock = ${transition}`,
  )
}

export type Decision = {
  decision: 'accepted' | 'rejected'
  resolution: 'refund' | 'replacement' | 'repair' | null
  reason: string | null
  refundAmount: number | null
  decidedBy: string
}

/** Resolves the claim with the decision its hold was taken for; the first statement of the decision's batch. */
export function resolveClaim(
  db: D1Database,
  claimId: number,
  transition: string,
  decision: Decision,
): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE claim_requests SET state = 'resolved', decision = ${decision.decision}, resolution = ${decision.resolution},
        decision_reason = ${decision.reason}, refund_amount = ${decision.refundAmount}, decided_by = ${decision.decidedBy},
        decided_at = datetime('now'), updated_at = datetime('now'), transition = ${transition},
        decision_lock = NULL, decision_lock_until = NULL
      WHERE id = ${claimId} AND decision_lock = ${transition} AND state <> 'resolved'`,
  )
}

/** Holds after `resolveClaim` made this decision: the guard of its audit row and mail. */
export const decisionGuard = (claimId: number, transition: string): Sql =>
  sql`EXISTS (SELECT 1 FROM claim_requests WHERE id = ${claimId} AND transition = ${transition})`
