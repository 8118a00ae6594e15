import * as z from 'zod/mini'
import type { ReviewStatus } from '../../contract/reviews'
import { limitOffset, type Page, parseCount, parseRows, prepare, type Sql, sql } from './sql'

/**
 * Product reviews (docs/decisions/061-product-reviews.md): written once per received order line, shown only once
 * accepted; the product row keeps the accepted reviews' average and count for listings.
 */

const text = z.nullable(z.string())

/** The order line a review link names, with what decides whether it may be reviewed. */
const lineRow = z.object({
  order_item_id: z.number(),
  product_id: z.number(),
  product_code: z.string(),
  product_name: z.string(),
  product_slug: z.nullable(z.string()),
  variant_name: text,
  order_number: text,
  first_name: text,
  received: z.number(),
  review_id: z.nullable(z.number()),
})
export type ReviewableLine = z.infer<typeof lineRow>

/** A line, its product and whether its goods reached the customer (a delivered or handed-over shipment). */
export async function findReviewableLine(db: D1Database, orderItemId: number): Promise<ReviewableLine | null> {
  const result = await prepare(
    db,
    sql`SELECT i.id AS order_item_id, p.id AS product_id, p.code AS product_code, i.product_name, i.variant_name,
              (SELECT tr.slug FROM product_translations tr WHERE tr.product_id = p.id ORDER BY tr.locale = 'cs_CZ' DESC LIMIT 1) AS product_slug,
              o.number AS order_number,
              -- the form offers the buyer's first name to show; a guest has it on the order's address only
              COALESCE(c.first_name, json_extract(o.billing_address, '$.firstName')) AS first_name,
              (o.state = 'fulfilled' AND EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.state = 'delivered')) AS received,
              (SELECT r.id FROM product_reviews r WHERE r.order_item_id = i.id) AS review_id
       FROM order_items i
       JOIN orders o ON o.id = i.order_id
       JOIN product_variants v ON v.id = i.variant_id
       JOIN products p ON p.id = v.product_id
       LEFT JOIN customers c ON c.id = o.customer_id
       WHERE i.id = ${orderItemId}`,
  ).all()
  return parseRows(lineRow, result)[0] ?? null
}

export type NewReview = {
  orderItemId: number
  productId: number
  author: string
  rating: number
  title: string | null
  comment: string
  pros: string | null
  cons: string | null
}

/** Inserts the review; the line's UNIQUE makes a second one for the same line insert nothing (null). */
export async function insertReview(db: D1Database, review: NewReview): Promise<number | null> {
  const row = await prepare(
    db,
    sql`INSERT INTO product_reviews (product_id, order_item_id, author, rating, title, comment, pros, cons)
        VALUES (${review.productId}, ${review.orderItemId}, ${review.author}, ${review.rating}, ${review.title},
                ${review.comment}, ${review.pros}, ${review.cons})
        ON CONFLICT (order_item_id) DO NOTHING RETURNING id`,
  ).first<{ id: number }>()
  return row?.id ?? null
}

const reviewRow = z.object({
  id: z.number(),
  product_code: z.string(),
  product_name: z.string(),
  product_slug: text,
  author: z.string(),
  rating: z.number(),
  title: text,
  comment: z.string(),
  pros: text,
  cons: text,
  status: z.enum(['new', 'accepted', 'rejected']),
  reject_reason: text,
  moderated_by: text,
  moderated_at: text,
  reply: text,
  replied_at: text,
  helpful_count: z.number(),
  created_at: z.string(),
  order_token: z.string(),
  order_number: text,
  order_item_id: z.number(),
  variant_name: text,
  email: text,
})
export type ReviewRecord = z.infer<typeof reviewRow>

const reviewColumns = sql`r.id, p.code AS product_code, i.product_name, i.variant_name, r.author, r.rating, r.title,
  r.comment, r.pros, r.cons, r.status, r.reject_reason, r.moderated_by, r.moderated_at, r.reply, r.replied_at,
  r.helpful_count, r.created_at, o.token AS order_token, o.number AS order_number, r.order_item_id, c.email,
  (SELECT tr.slug FROM product_translations tr WHERE tr.product_id = p.id ORDER BY tr.locale = 'cs_CZ' DESC LIMIT 1) AS product_slug`
const reviewJoins = sql`FROM product_reviews r
  JOIN products p ON p.id = r.product_id
  JOIN order_items i ON i.id = r.order_item_id
  JOIN orders o ON o.id = i.order_id
  LEFT JOIN customers c ON c.id = o.customer_id`

export type ReviewOrder = 'newest' | 'helpful'
const ORDER: Record<ReviewOrder, Sql> = {
  newest: sql`r.created_at DESC, r.id DESC`,
  helpful: sql`r.helpful_count DESC, r.created_at DESC, r.id DESC`,
}

/** A page of reviews and how many match: by product (accepted only, for the shop) or by status (for staff). */
export async function listReviews(
  db: D1Database,
  filter: { productCode?: string; status?: ReviewStatus },
  order: ReviewOrder,
  page: Page,
): Promise<{ rows: ReviewRecord[]; totalItems: number }> {
  const where = sql`WHERE (${filter.productCode ?? null} IS NULL OR p.code = ${filter.productCode ?? null})
    AND (${filter.status ?? null} IS NULL OR r.status = ${filter.status ?? null})`
  const [rows, count] = await db.batch([
    prepare(db, sql`SELECT ${reviewColumns} ${reviewJoins} ${where} ORDER BY ${ORDER[order]} ${limitOffset(page)}`),
    prepare(db, sql`SELECT COUNT(*) AS total ${reviewJoins} ${where}`),
  ])
  return { rows: parseRows(reviewRow, rows!), totalItems: parseCount(count!) }
}

export async function findReview(db: D1Database, id: number): Promise<ReviewRecord | null> {
  const result = await prepare(db, sql`SELECT ${reviewColumns} ${reviewJoins} WHERE r.id = ${id}`).all()
  return parseRows(reviewRow, result)[0] ?? null
}

/** Only where this moderation wrote its transition id: the aggregate, the audit and the mail of the same batch. */
export const moderationGuard = (id: number, transition: string): Sql =>
  sql`EXISTS (SELECT 1 FROM product_reviews WHERE id = ${id} AND transition_id = ${transition})`

/** Accepts or rejects a review that is not in that state already (two staff at once: one wins). */
export function moderateReview(
  db: D1Database,
  id: number,
  change: { status: 'accepted' | 'rejected'; reason: string | null; actor: string; transition: string },
): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE product_reviews SET status = ${change.status}, reject_reason = ${change.reason},
          moderated_by = ${change.actor}, moderated_at = strftime('%Y-%m-%d %H:%M:%f', 'now'), transition_id = ${change.transition}
        WHERE id = ${id} AND status <> ${change.status}`,
  )
}

/** The product's average (one decimal) and count of accepted reviews, recomputed where `guard` holds. */
export function refreshProductRating(db: D1Database, reviewId: number, guard: Sql): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE products SET
          average_rating = COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM product_reviews r WHERE r.product_id = products.id AND r.status = 'accepted'), 0),
          review_count = (SELECT COUNT(*) FROM product_reviews r WHERE r.product_id = products.id AND r.status = 'accepted')
        WHERE id = (SELECT product_id FROM product_reviews WHERE id = ${reviewId}) AND ${guard}`,
  )
}

/**
 * Writes (or with null removes) the shop's reply. A reply where there was none also writes `transition`, so the
 * customer's mail batched after it (guarded by `replyMailGuard`) goes once per reply: not for an edit of its text,
 * not twice when two staff reply at once.
 */
export function replyToReview(
  db: D1Database,
  id: number,
  change: { reply: string | null; actor: string; transition: string },
): D1PreparedStatement {
  const { reply, actor, transition } = change
  return prepare(
    db,
    sql`UPDATE product_reviews SET reply = ${reply}, replied_by = ${reply === null ? null : actor},
          replied_at = ${reply === null ? null : sql`strftime('%Y-%m-%d %H:%M:%f', 'now')`},
          -- the right-hand sides read the row as it was: "reply IS NULL" is the reply before this one
          transition_id = CASE WHEN reply IS NULL AND ${reply} IS NOT NULL THEN ${transition} ELSE transition_id END
        WHERE id = ${id}`,
  )
}

/** The reply is new and public (an accepted review's): the one mail of the reply's batch is queued. */
export const replyMailGuard = (id: number, transition: string): Sql =>
  sql`EXISTS (SELECT 1 FROM product_reviews WHERE id = ${id} AND transition_id = ${transition} AND status = 'accepted')`

/**
 * Who votes "helpful": the signed-in customer ('customer:{id}'), the browser ('browser:' and its hash), or both.
 * One person is one vote: a row with either of them already there means this one is no new vote.
 */
export type Voter = { customer: string | null; browser: string | null }

/** A row's voter names the customer, the browser, or both ('customer:{id} browser:{hash}'). */
function votedAs({ customer, browser }: Voter): Sql {
  const asCustomer =
    customer === null
      ? sql`0`
      : sql`(v.voter = ${customer} OR substr(v.voter, 1, ${customer.length + 1}) = ${`${customer} `})`
  const asBrowser =
    browser === null
      ? sql`0`
      : sql`(v.voter = ${browser} OR substr(v.voter, ${-(browser.length + 1)}) = ${` ${browser}`})`
  return sql`(${asCustomer} OR ${asBrowser})`
}

/**
 * One "helpful" vote on an accepted review, in one batch (one transaction): the vote's row unless the customer or
 * the browser voted already (a shopper who voted signed out and then signs in, or the other way round, counts
 * once), then the review's count recounted from its rows, so two voters at once count two and one voter twice
 * counts once. Whether this call's vote was new; null when the review is not there or not accepted.
 */
export async function voteHelpful(db: D1Database, reviewId: number, voter: Voter): Promise<boolean | null> {
  const key = [voter.customer, voter.browser].filter((name) => name !== null).join(' ')
  const [inserted, updated] = await db.batch([
    prepare(
      db,
      sql`INSERT OR IGNORE INTO product_review_votes (review_id, voter)
          SELECT id, ${key} FROM product_reviews r WHERE id = ${reviewId} AND status = 'accepted'
            AND NOT EXISTS (SELECT 1 FROM product_review_votes v WHERE v.review_id = r.id AND ${votedAs(voter)})`,
    ),
    prepare(
      db,
      sql`UPDATE product_reviews
          SET helpful_count = (SELECT COUNT(*) FROM product_review_votes v WHERE v.review_id = product_reviews.id)
          WHERE id = ${reviewId} AND status = 'accepted'`,
    ),
  ])
  if (updated?.meta.changes !== 1) return null
  return inserted?.meta.changes === 1
}

const dueRow = z.object({
  order_id: z.number(),
  order_number: z.string(),
  email: z.string(),
  lines: z.string(),
})
const dueLines = z.array(z.object({ id: z.number(), name: z.string() }))
export type DueInvitation = { orderId: number; orderNumber: string; email: string; lines: z.infer<typeof dueLines> }

/**
 * Orders whose invitation is due: received at least `days` ago (the shipment's delivery or hand-over), never
 * invited, with consent given at checkout or in the account, and a line not reviewed yet.
 */
export async function findDueInvitations(db: D1Database, days: number, limit: number): Promise<DueInvitation[]> {
  const result = await prepare(
    db,
    sql`SELECT o.id AS order_id, o.number AS order_number, c.email,
              (SELECT json_group_array(json_object('id', i.id, 'name', i.product_name) ORDER BY i.id) FROM order_items i
               WHERE i.order_id = o.id AND NOT EXISTS (SELECT 1 FROM product_reviews r WHERE r.order_item_id = i.id)) AS lines
       FROM orders o
       JOIN customers c ON c.id = o.customer_id
       WHERE o.review_invited_at IS NULL AND o.state = 'fulfilled' AND o.number IS NOT NULL
         AND (o.review_invitation_consent = 1 OR (c.review_invitations = 1
              -- the account's consent counts once its owner proved the address (an unverified registrant could be anyone)
              AND EXISTS (SELECT 1 FROM shop_users u WHERE u.customer_id = c.id AND u.verified_at IS NOT NULL)))
         AND EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.state = 'delivered'
                     AND s.delivered_at <= datetime('now', ${`-${days} days`}))
       ORDER BY o.id
       LIMIT ${limit}`,
  ).all()
  return parseRows(dueRow, result)
    .map((row) => ({
      orderId: row.order_id,
      orderNumber: row.order_number,
      email: row.email,
      lines: dueLines.parse(JSON.parse(row.lines)),
    }))
    .filter((due) => due.lines.length > 0)
}

/** Marks the order invited, once: the mail batched after it is queued only where this statement changed the row. */
export function markInvited(db: D1Database, orderId: number): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE orders SET review_invited_at = datetime('now') WHERE id = ${orderId} AND review_invited_at IS NULL`,
  )
}

/** The checkout's consent to the invitation, recorded with the placement (where its transition was written). */
export function recordInvitationConsent(db: D1Database, orderId: number, transition: string): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE orders SET review_invitation_consent = 1 WHERE id = ${orderId} AND transition_id = ${transition}`,
  )
}

/**
 * The account's consent to review invitations; withdrawing it also withdraws what the customer's orders not yet
 * invited were given at checkout (the checkbox says it can be withdrawn in the account).
 */
export function setReviewInvitations(db: D1Database, customerId: number, on: boolean): D1PreparedStatement[] {
  return [
    prepare(db, sql`UPDATE customers SET review_invitations = ${on ? 1 : 0} WHERE id = ${customerId}`),
    ...(on
      ? []
      : [
          prepare(
            db,
            sql`UPDATE orders SET review_invitation_consent = 0 WHERE customer_id = ${customerId} AND review_invited_at IS NULL`,
          ),
        ]),
  ]
}
