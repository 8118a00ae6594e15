import * as z from 'zod/mini'
import type { ClaimState, ClaimType } from '../../contract/claim-limits'
import { parseRows, prepare, type Sql, sql } from './sql'

/**
 * Complaints and returns in D1 (migration 0016, decision 026). A claim belongs to an order; whose it is follows
 * from the order (its customer), so a claim shows in the account of the order's owner. The table keeps its first
 * name, `claim_requests` (the Sylius resource's): the code says claims, but renaming a table is a migration with
 * risk and nothing for the shopper.
 */

/** Who may file a claim: anyone with the order's number and its e-mail; a logged-in customer for their orders. */
export type Claimant = { email: string; customerId: number | null; ordersOfSession: Sql }

const orderRef = z.object({ id: z.number(), number: z.string() })

/**
 * The placed order with this number that the claimant may claim: its e-mail is the one given (any letter case),
 * or it is the logged-in customer's own order that their session may list (decision 013). Null otherwise,
 * whether or not the number exists.
 */
export async function findClaimableOrder(
  db: D1Database,
  number: string,
  claimant: Claimant,
): Promise<{ id: number; number: string } | null> {
  const own =
    claimant.customerId === null
      ? sql`0`
      : sql`(o.customer_id = ${claimant.customerId} AND ${claimant.ordersOfSession})`
  const result = await prepare(
    db,
    sql`SELECT o.id, o.number FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE o.number = ${number} AND o.state <> 'cart' AND (c.email = ${claimant.email} OR ${own})`,
  ).all()
  return parseRows(orderRef, result)[0] ?? null
}

const orderItem = z.object({
  id: z.number(),
  quantity: z.number(),
  product_name: z.string(),
  variant_name: z.nullable(z.string()),
})
export type ClaimableItem = z.infer<typeof orderItem>

/**
 * The lines of an order a return may send back. Engraved goods are made to the customer's wishes and cannot be
 * returned (§ 1837 d) of the Civil Code, docs/czech-commerce.md#withdrawal): a line with an engraving text is left out.
 */
export async function returnableItems(db: D1Database, orderId: number): Promise<ClaimableItem[]> {
  const result = await prepare(
    db,
    sql`SELECT id, quantity, product_name, variant_name FROM order_items WHERE order_id = ${orderId} AND engraving = '' ORDER BY id`,
  ).all()
  return parseRows(orderItem, result)
}

export type NewClaim = {
  type: ClaimType
  orderId: number
  email: string
  reason: string | null
  description: string | null
  bankAccount: string | null
  ipHash: string | null
  items: readonly ClaimableItem[]
  attachments: readonly { key: string; contentType: string; size: number; fileName: string }[]
}

const idRow = z.object({ id: z.number() })

/** Writes the claim, then its items and attachments in one batch; returns its id. */
export async function insertClaim(db: D1Database, claim: NewClaim): Promise<number> {
  const inserted = await prepare(
    db,
    sql`INSERT INTO claim_requests (type, order_id, email, reason, description, bank_account, ip_hash)
      VALUES (${claim.type}, ${claim.orderId}, ${claim.email}, ${claim.reason}, ${claim.description}, ${claim.bankAccount}, ${claim.ipHash})
      RETURNING id`,
  ).all()
  const id = parseRows(idRow, inserted)[0]!.id
  const rest = [
    ...claim.items.map((item) =>
      prepare(
        db,
        sql`INSERT INTO claim_items (claim_id, order_item_id, quantity) VALUES (${id}, ${item.id}, ${item.quantity})`,
      ),
    ),
    ...claim.attachments.map((file) =>
      prepare(
        db,
        sql`INSERT INTO claim_attachments (claim_id, object_key, content_type, size, file_name)
          VALUES (${id}, ${file.key}, ${file.contentType}, ${file.size}, ${file.fileName})`,
      ),
    ),
  ]
  if (rest.length > 0) await db.batch(rest)
  return id
}

/** The claims whose orders the logged-in customer's session may list. */
function ownClaims(customerId: number, ordersOfSession: Sql): Sql {
  return sql`SELECT cr.id FROM claim_requests cr JOIN orders o ON o.id = cr.order_id
    WHERE o.customer_id = ${customerId} AND ${ordersOfSession}`
}

const claimRow = z.object({
  id: z.number(),
  type: z.enum(['complaint', 'return']),
  state: z.enum(['new', 'in_progress', 'resolved']),
  order_number: z.string(),
  reason: z.nullable(z.string()),
  description: z.nullable(z.string()),
  attachments: z.number(),
  created_at: z.string(),
  decision: z.nullable(z.enum(['accepted', 'rejected'])),
  resolution: z.nullable(z.enum(['refund', 'replacement', 'repair'])),
  decision_reason: z.nullable(z.string()),
  refund_amount: z.nullable(z.number()),
  decided_at: z.nullable(z.string()),
})
const claimItemRow = z.object({
  claim_id: z.number(),
  product_name: z.string(),
  variant_name: z.nullable(z.string()),
  quantity: z.number(),
})
const messageRow = z.object({
  id: z.number(),
  claim_id: z.number(),
  author: z.enum(['customer', 'shop']),
  message: z.string(),
  created_at: z.string(),
})

export type ClaimRecord = {
  id: number
  type: ClaimType
  state: ClaimState
  orderNumber: string
  reason: string | null
  description: string | null
  attachments: number
  createdAt: string
  items: { productName: string; variantName: string | null; quantity: number }[]
  messages: {
    author: 'customer' | 'shop'
    message: string
    createdAt: string
    /** The files the shop sent with its reply (decision 050); the customer's own are counted in `attachments`. */
    attachments: { id: number; fileName: string; contentType: string; size: number }[]
  }[]
  /** The shop's decision (decision 050), once the claim is resolved. */
  decision: {
    decision: 'accepted' | 'rejected'
    resolution: 'refund' | 'replacement' | 'repair' | null
    reason: string | null
    refundAmount: number | null
    decidedAt: string | null
  } | null
}

const replyFileRow = z.object({
  id: z.number(),
  message_id: z.number(),
  content_type: z.string(),
  size: z.number(),
  file_name: z.string(),
})

/** The customer's claims, newest first (at most 100), with their items and messages. */
export async function listOwnClaims(db: D1Database, customerId: number, ordersOfSession: Sql): Promise<ClaimRecord[]> {
  const own = ownClaims(customerId, ordersOfSession)
  const [claims, items, messages, files] = await db.batch([
    prepare(
      db,
      sql`SELECT cr.id, cr.type, cr.state, o.number AS order_number, cr.reason, cr.description, cr.created_at,
          cr.decision, cr.resolution, cr.decision_reason, cr.refund_amount, cr.decided_at,
          (SELECT count(*) FROM claim_attachments a WHERE a.claim_id = cr.id AND a.message_id IS NULL) AS attachments
        FROM claim_requests cr JOIN orders o ON o.id = cr.order_id
        WHERE cr.id IN (${own}) ORDER BY cr.id DESC LIMIT 100`,
    ),
    prepare(
      db,
      sql`SELECT ci.claim_id, oi.product_name, oi.variant_name, ci.quantity FROM claim_items ci
        JOIN order_items oi ON oi.id = ci.order_item_id WHERE ci.claim_id IN (${own}) ORDER BY ci.claim_id, oi.id`,
    ),
    prepare(
      db,
      sql`SELECT id, claim_id, author, message, created_at FROM claim_messages WHERE claim_id IN (${own}) ORDER BY claim_id, id`,
    ),
    prepare(
      db,
      sql`SELECT id, message_id, content_type, size, file_name FROM claim_attachments
        WHERE claim_id IN (${own}) AND message_id IS NOT NULL ORDER BY id`,
    ),
  ])
  const fileRows = parseRows(replyFileRow, files!)
  const itemRows = parseRows(claimItemRow, items!)
  const messageRows = parseRows(messageRow, messages!)
  return parseRows(claimRow, claims!).map((row) => ({
    id: row.id,
    type: row.type,
    state: row.state,
    orderNumber: row.order_number,
    reason: row.reason,
    description: row.description,
    attachments: row.attachments,
    createdAt: row.created_at,
    items: itemRows
      .filter((item) => item.claim_id === row.id)
      .map((item) => ({ productName: item.product_name, variantName: item.variant_name, quantity: item.quantity })),
    messages: messageRows
      .filter((message) => message.claim_id === row.id)
      .map((message) => ({
        author: message.author,
        message: message.message,
        createdAt: message.created_at,
        attachments: fileRows
          .filter((file) => file.message_id === message.id)
          .map((file) => ({ id: file.id, fileName: file.file_name, contentType: file.content_type, size: file.size })),
      })),
    decision:
      row.decision === null
        ? null
        : {
            decision: row.decision,
            resolution: row.resolution,
            reason: row.decision_reason,
            refundAmount: row.refund_amount,
            decidedAt: row.decided_at,
          },
  }))
}

const ownClaimRow = z.object({
  id: z.number(),
  type: z.enum(['complaint', 'return']),
  order_number: z.string(),
  email: z.string(),
})

/** One of the customer's own claims (null for anyone else's or an unknown id: the same 404). */
export async function findOwnClaim(
  db: D1Database,
  id: number,
  customerId: number,
  ordersOfSession: Sql,
): Promise<{ id: number; type: ClaimType; orderNumber: string; email: string } | null> {
  const result = await prepare(
    db,
    sql`SELECT cr.id, cr.type, o.number AS order_number, cr.email FROM claim_requests cr JOIN orders o ON o.id = cr.order_id
      WHERE cr.id = ${id} AND cr.id IN (${ownClaims(customerId, ordersOfSession)})`,
  ).all()
  const row = parseRows(ownClaimRow, result)[0]
  return row ? { id: row.id, type: row.type, orderNumber: row.order_number, email: row.email } : null
}

export function insertClaimMessage(
  db: D1Database,
  claimId: number,
  author: 'customer' | 'shop',
  message: string,
): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT INTO claim_messages (claim_id, author, message) VALUES (${claimId}, ${author}, ${message})`,
  )
}

/** The number a claim is known by: R000012 for a complaint (reklamace), V000012 for a return (vrácení). */
export function claimNumber(type: ClaimType, id: number): string {
  return `${type === 'complaint' ? 'R' : 'V'}${String(id).padStart(6, '0')}`
}

const storedRow = z.object({
  id: z.number(),
  claim_id: z.number(),
  message_id: z.nullable(z.number()),
  object_key: z.string(),
  content_type: z.string(),
  file_name: z.string(),
})
export type StoredAttachment = z.infer<typeof storedRow>

/** Where an attachment's bytes are (the CLAIMS bucket) and what they are. */
export async function findClaimAttachment(db: D1Database, id: number): Promise<StoredAttachment | null> {
  const result = await prepare(
    db,
    sql`SELECT id, claim_id, message_id, object_key, content_type, file_name FROM claim_attachments WHERE id = ${id}`,
  ).all()
  return parseRows(storedRow, result)[0] ?? null
}
