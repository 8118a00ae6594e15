import * as z from 'zod/mini'
import { stillCart } from './cart-writes'
import { parseRows, prepare, type Sql, sql } from './sql'

/**
 * Gift vouchers (docs/decisions/056-gift-vouchers.md): the vouchers, where they are applied and spent, and the
 * statements the placement, cancellation and payment batches take them into. A voucher's state is derived:
 * `void` once voided, else `expired` past its day, else `spent` at nothing left, else `active`.
 */

const nullableText = z.nullable(z.string())
const nullableInt = z.nullable(z.number())

/** The state as the wire names it, computed where the row is read (expiry moves with the clock). */
export const STATE = sql`CASE WHEN g.voided_at IS NOT NULL THEN 'void' WHEN g.expires_at <= datetime('now') THEN 'expired'
  WHEN g.remaining = 0 THEN 'spent' ELSE 'active' END`

/** Usable for `amount`: not voided, not expired, enough left. */
const usableFor = (amount: Sql) =>
  sql`g.voided_at IS NULL AND g.expires_at > datetime('now') AND g.remaining >= ${amount}`

export const giftCardRow = z.object({
  id: z.number(),
  code: z.string(),
  initial_amount: z.number(),
  remaining: z.number(),
  currency_code: z.string(),
  expires_at: z.string(),
  state: z.enum(['active', 'spent', 'expired', 'void']),
  origin: z.enum(['order', 'manual']),
  order_id: nullableInt,
  order_number: nullableText,
  order_token: nullableText,
  note: nullableText,
  email: nullableText,
  voided_at: nullableText,
  void_reason: nullableText,
  created_at: z.string(),
})
export type GiftCardRow = z.infer<typeof giftCardRow>

const CARD_COLUMNS = sql`g.id, g.code, g.initial_amount, g.remaining, g.currency_code, g.expires_at, ${STATE} AS state,
  g.origin, g.order_id, o.number AS order_number, o.token AS order_token, g.note, g.email, g.voided_at, g.void_reason, g.created_at`

async function findOne(db: D1Database, where: Sql): Promise<GiftCardRow | null> {
  const result = await prepare(
    db,
    sql`SELECT ${CARD_COLUMNS} FROM gift_cards g LEFT JOIN orders o ON o.id = g.order_id WHERE ${where}`,
  ).all()
  return parseRows(giftCardRow, result)[0] ?? null
}

/** A voucher by its plain code (contract/gift-cards.ts normalises what was typed). */
export const findGiftCard = (db: D1Database, code: string) => findOne(db, sql`g.code = ${code}`)
export const findGiftCardById = (db: D1Database, id: number) => findOne(db, sql`g.id = ${id}`)
/** The voucher a manual issue with this Idempotency-Key issued, if any. */
export const findGiftCardByIssueKey = (db: D1Database, key: string) => findOne(db, sql`g.issue_key = ${key}`)

/** No voucher was issued with this Idempotency-Key yet (the manual issue's condition, inside its batch). */
export const issueKeyFree = (key: string | null): Sql =>
  key === null ? sql`1` : sql`NOT EXISTS (SELECT 1 FROM gift_cards WHERE issue_key = ${key})`

export type GiftCardFilter = { state?: string; code?: string; limit: number; offset: number }

/** The admin list: newest first, by derived state and a part of the code. */
export async function listGiftCards(db: D1Database, filter: GiftCardFilter) {
  const where = sql`(${filter.state ?? null} IS NULL OR ${STATE} = ${filter.state ?? null})
    AND (${filter.code ?? null} IS NULL OR instr(g.code, ${filter.code ?? null}) > 0)`
  const [rows, count] = await db.batch([
    prepare(
      db,
      sql`SELECT ${CARD_COLUMNS} FROM gift_cards g LEFT JOIN orders o ON o.id = g.order_id WHERE ${where}
        ORDER BY g.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    ),
    prepare(db, sql`SELECT COUNT(*) AS total FROM gift_cards g WHERE ${where}`),
  ])
  return {
    rows: parseRows(giftCardRow, rows!),
    total: parseRows(z.object({ total: z.number() }), count!)[0]?.total ?? 0,
  }
}

const redemptionRow = z.object({
  order_id: z.number(),
  order_number: nullableText,
  amount: z.number(),
  state: z.enum(['used', 'returned']),
  at: z.string(),
})

/** Where a voucher was spent: placed orders only (a cart's application is no spending). */
export async function redemptionsOf(db: D1Database, giftCardId: number) {
  const result = await prepare(
    db,
    sql`SELECT r.order_id, o.number AS order_number, r.amount, r.state, COALESCE(r.used_at, r.created_at) AS at
      FROM gift_card_redemptions r JOIN orders o ON o.id = r.order_id
      WHERE r.gift_card_id = ${giftCardId} AND r.state != 'cart' ORDER BY r.id`,
  ).all()
  return parseRows(redemptionRow, result)
}

const appliedRow = z.object({
  gift_card_id: z.number(),
  code: z.string(),
  amount: z.number(),
  /** Of `amount`, what refunds by line gave back already (decision 056). */
  returned_amount: z.number(),
  remaining: z.number(),
  usable: z.number(),
  state: z.enum(['cart', 'used', 'returned']),
})
export type AppliedGiftCard = z.infer<typeof appliedRow>

/** The vouchers applied to an order, in the order they were added (returned ones included: the order's history). */
export function appliedGiftCardsStatement(db: D1Database, orderId: number | Sql): D1PreparedStatement {
  return prepare(
    db,
    sql`SELECT r.gift_card_id, g.code, r.amount, r.returned_amount, g.remaining,
        (g.voided_at IS NULL AND g.expires_at > datetime('now')) AS usable, r.state
      FROM gift_card_redemptions r JOIN gift_cards g ON g.id = r.gift_card_id
      WHERE r.order_id = ${orderId} ORDER BY r.id`,
  )
}
export function parseApplied(result: D1Result<unknown>): AppliedGiftCard[] {
  return parseRows(appliedRow, result)
}

const issuedRow = z.object({ order_item_id: nullableInt, code: z.string() })
export type IssuedGiftCard = z.infer<typeof issuedRow>

/** The vouchers an order's lines issued once paid. */
export function issuedGiftCardsStatement(db: D1Database, orderId: number | Sql): D1PreparedStatement {
  return prepare(
    db,
    sql`SELECT order_item_id, code FROM gift_cards WHERE order_id = ${orderId} AND origin = 'order' ORDER BY order_item_id, unit`,
  )
}
export function parseIssued(result: D1Result<unknown>): IssuedGiftCard[] {
  return parseRows(issuedRow, result)
}

export function applyGiftCard(db: D1Database, orderId: number, giftCardId: number): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT OR IGNORE INTO gift_card_redemptions (gift_card_id, order_id, amount) SELECT ${giftCardId}, ${orderId}, 0
      WHERE ${stillCart(orderId)}`,
  )
}

export function unapplyGiftCard(db: D1Database, orderId: number, giftCardId: number): D1PreparedStatement {
  return prepare(
    db,
    sql`DELETE FROM gift_card_redemptions WHERE order_id = ${orderId} AND gift_card_id = ${giftCardId} AND state = 'cart'
      AND ${stillCart(orderId)}`,
  )
}

/**
 * The cart's voucher amounts after a re-pricing (each as much as it has, up to what is left to pay), where `when`
 * holds: the cart is still as it was priced (api/db/cart-pricing.ts).
 */
export function storeGiftCardAmounts(
  db: D1Database,
  orderId: number,
  amounts: ReadonlyArray<{ giftCardId: number; amount: number }>,
  total: number,
  when: Sql,
): D1PreparedStatement[] {
  return [
    ...amounts.map(({ giftCardId, amount }) =>
      prepare(
        db,
        sql`UPDATE gift_card_redemptions SET amount = ${amount}
          WHERE order_id = ${orderId} AND gift_card_id = ${giftCardId} AND state = 'cart' AND ${when}`,
      ),
    ),
    prepare(
      db,
      sql`UPDATE orders SET gift_cards_total = ${total} WHERE id = ${orderId} AND state = 'cart' AND ${when}`,
    ),
  ]
}

/**
 * Part of the placing statement's WHERE: every voucher applied still covers its amount. Checked and deducted in
 * one batch (one transaction), so of two carts spending the same voucher at once only one is placed.
 */
export function giftCardsCover(orderId: number): Sql {
  return sql`NOT EXISTS (SELECT 1 FROM gift_card_redemptions r JOIN gift_cards g ON g.id = r.gift_card_id
    WHERE r.order_id = ${orderId} AND r.state = 'cart' AND NOT (${usableFor(sql`r.amount`)}))`
}

/** The placement's deduction, where `when` (the placement's guard) holds. */
export function spendGiftCards(db: D1Database, orderId: number, when: Sql): D1PreparedStatement[] {
  return [
    prepare(
      db,
      sql`UPDATE gift_cards SET remaining = remaining - (SELECT r.amount FROM gift_card_redemptions r
            WHERE r.order_id = ${orderId} AND r.gift_card_id = gift_cards.id AND r.state = 'cart')
        WHERE id IN (SELECT gift_card_id FROM gift_card_redemptions WHERE order_id = ${orderId} AND state = 'cart') AND ${when}`,
    ),
    prepare(
      db,
      sql`UPDATE gift_card_redemptions SET state = 'used', used_at = datetime('now')
        WHERE order_id = ${orderId} AND state = 'cart' AND ${when}`,
    ),
    // a voucher that paid nothing (the cart needed less) is no spending
    prepare(db, sql`DELETE FROM gift_card_redemptions WHERE order_id = ${orderId} AND amount = 0 AND ${when}`),
  ]
}

/** A cancellation gives the used values back (less what refunds by line returned); the expiry stays. */
export function returnGiftCards(db: D1Database, orderId: number, when: Sql): D1PreparedStatement[] {
  return [
    prepare(
      db,
      sql`UPDATE gift_cards SET remaining = MIN(initial_amount, remaining + (SELECT r.amount - r.returned_amount FROM gift_card_redemptions r
            WHERE r.order_id = ${orderId} AND r.gift_card_id = gift_cards.id AND r.state = 'used'))
        WHERE id IN (SELECT gift_card_id FROM gift_card_redemptions WHERE order_id = ${orderId} AND state = 'used') AND ${when}`,
    ),
    prepare(
      db,
      sql`UPDATE gift_card_redemptions SET state = 'returned', returned_at = datetime('now')
        WHERE order_id = ${orderId} AND state = 'used' AND ${when}`,
    ),
  ]
}

export type NewGiftCard = {
  code: string
  amount: number
  expiresAt: string
  origin: 'order' | 'manual'
  orderId: number | null
  orderItemId: number | null
  unit: number | null
  note: string | null
  email: string | null
  createdBy: string | null
  /** A manual issue's Idempotency-Key. */
  issueKey?: string | null
}

/**
 * Issues a voucher where `when` holds (a payment's guard); a unit of an order line issued before is left as it is,
 * so paying twice never issues twice.
 */
export function insertGiftCardWhen(db: D1Database, card: NewGiftCard, when: Sql = sql`1`): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT INTO gift_cards (code, initial_amount, remaining, expires_at, origin, order_id, order_item_id, unit, note, email, created_by, issue_key)
      SELECT ${card.code}, ${card.amount}, ${card.amount}, ${card.expiresAt}, ${card.origin}, ${card.orderId},
        ${card.orderItemId}, ${card.unit}, ${card.note}, ${card.email}, ${card.createdBy}, ${card.issueKey ?? null}
      WHERE ${when}
      ON CONFLICT (order_item_id, unit) DO NOTHING`,
  )
}

/** Where `when` holds and this batch issued the voucher `code` (the mail of the vouchers goes with them). */
export function issuedInBatch(code: string, when: Sql = sql`1`): Sql {
  return sql`${when} AND EXISTS (SELECT 1 FROM gift_cards WHERE code = ${code})`
}

const voucherLineRow = z.object({ id: z.number(), quantity: z.number(), unit_price: z.number() })

/** The voucher lines of an order (what payment issues), and the codes already issued per line. */
export async function voucherLinesOf(db: D1Database, orderId: number) {
  const [lines, issued] = await db.batch([
    prepare(
      db,
      sql`SELECT oi.id, oi.quantity, oi.unit_price FROM order_items oi JOIN product_variants v ON v.id = oi.variant_id
        WHERE oi.order_id = ${orderId} AND v.gift_card = 1 ORDER BY oi.id`,
    ),
    prepare(
      db,
      sql`SELECT g.id, g.code, g.order_item_id, g.unit FROM gift_cards g WHERE g.order_id = ${orderId} ORDER BY g.order_item_id, g.unit`,
    ),
  ])
  return {
    lines: parseRows(voucherLineRow, lines!),
    issued: parseRows(
      z.object({ id: z.number(), code: z.string(), order_item_id: nullableInt, unit: nullableInt }),
      issued!,
    ),
  }
}

/** The voucher can be voided: not voided yet, something left (the audit entry goes first, on this condition). */
export const voidable = (id: number): Sql =>
  sql`EXISTS (SELECT 1 FROM gift_cards WHERE id = ${id} AND voided_at IS NULL AND remaining > 0)`

/** Voids an unspent, unvoided voucher; changes nothing when it was spent or voided meanwhile. */
export function voidGiftCard(db: D1Database, id: number, reason: string, actor: string): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE gift_cards SET voided_at = datetime('now'), void_reason = ${reason}, voided_by = ${actor}
      WHERE id = ${id} AND voided_at IS NULL AND remaining > 0`,
  )
}

const SHIPPING = 'gift_card_email'
const onlyVouchers = (orderId: number) =>
  sql`(EXISTS (SELECT 1 FROM order_items WHERE order_id = ${orderId})
    AND NOT EXISTS (SELECT 1 FROM order_items oi JOIN product_variants v ON v.id = oi.variant_id WHERE oi.order_id = ${orderId} AND v.gift_card = 0))`

/**
 * After a change of the cart's lines: a cart of vouchers only goes by e-mail, a cart with goods never does. The
 * payment follows when the new shipping does not allow it. For a cart write's batch.
 */
export function fitGiftCardShipping(db: D1Database, orderId: number): D1PreparedStatement[] {
  const cart = sql`state = 'cart' AND order_id = ${orderId} AND ${stillCart(orderId)}`
  return [
    prepare(
      db,
      sql`UPDATE shipments SET method_code = ${SHIPPING}, branch_id = NULL, branch_name = NULL
        WHERE ${cart} AND method_code IS NOT ${SHIPPING} AND ${onlyVouchers(orderId)}`,
    ),
    prepare(
      db,
      sql`UPDATE shipments SET method_code = (SELECT code FROM shipping_methods WHERE enabled = 1 AND code != ${SHIPPING}
          ORDER BY position, code LIMIT 1), branch_id = NULL, branch_name = NULL
        WHERE ${cart} AND method_code = ${SHIPPING} AND NOT ${onlyVouchers(orderId)}`,
    ),
    prepare(
      db,
      sql`UPDATE payments SET method_code = (SELECT sp.payment_code FROM shipping_payment_methods sp
          JOIN payment_methods p ON p.code = sp.payment_code AND p.enabled = 1
          WHERE sp.shipping_code = (SELECT method_code FROM shipments WHERE order_id = ${orderId}) ORDER BY p.position LIMIT 1)
        WHERE ${cart} AND method_code NOT IN (SELECT sp.payment_code FROM shipping_payment_methods sp
          WHERE sp.shipping_code = (SELECT method_code FROM shipments WHERE order_id = ${orderId}))`,
    ),
  ]
}

/**
 * A cancellation may go on only while no voucher the order bought has paid for anything (decision 056): an unused
 * voucher is returned like goods, a used one is a supply already taken. Part of the cancelling statement's WHERE.
 */
export function issuedGiftCardsUnspent(orderId: number): Sql {
  return sql`NOT EXISTS (SELECT 1 FROM gift_cards WHERE order_id = ${orderId} AND origin = 'order'
    AND remaining < initial_amount)`
}

/** The cancellation voids what the order issued, where `when` (its guard) holds. */
export function voidIssuedGiftCards(db: D1Database, orderId: number, actor: string, when: Sql): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE gift_cards SET voided_at = datetime('now'), void_reason = 'Objednávka byla zrušena.', voided_by = ${actor}
      WHERE order_id = ${orderId} AND origin = 'order' AND voided_at IS NULL AND ${when}`,
  )
}

/** The codes the order issued that already paid for something (why it cannot be cancelled). */
export async function spentIssuedCodes(db: D1Database, orderId: number): Promise<string[]> {
  const result = await prepare(
    db,
    sql`SELECT code FROM gift_cards WHERE order_id = ${orderId} AND origin = 'order' AND remaining < initial_amount
      ORDER BY order_item_id, unit`,
  ).all()
  return parseRows(z.object({ code: z.string() }), result).map((found) => found.code)
}

/**
 * A vouchers-only order is delivered when its vouchers are mailed (decision 056): nothing is packed or handed over,
 * so once paid its shipment is `delivered` and the order `fulfilled`, in the payment's batch where `when` holds.
 * A mixed order ships its goods as usual.
 */
export function deliverVoucherOrder(db: D1Database, orderId: number, when: Sql): D1PreparedStatement[] {
  const mailed = sql`EXISTS (SELECT 1 FROM shipments WHERE order_id = ${orderId} AND method_code = ${SHIPPING}
    AND state = 'delivered')`
  return [
    prepare(
      db,
      sql`UPDATE shipments SET state = 'delivered', updated_at = datetime('now')
        WHERE order_id = ${orderId} AND method_code = ${SHIPPING} AND state IN ('ready', 'waiting_for_expedition', 'ready_for_expedition')
          AND ${onlyVouchers(orderId)} AND ${when}`,
    ),
    prepare(
      db,
      sql`UPDATE orders SET state = 'fulfilled', shipping_state = 'delivered', updated_at = datetime('now')
        WHERE id = ${orderId} AND state IN ('new', 'progressing') AND payment_state = 'paid' AND ${mailed} AND ${when}`,
    ),
  ]
}

/**
 * A vouchers-only order mailed (above) stays cancellable while its vouchers are unused (the buyer's withdrawal):
 * part of the cancelling statement's WHERE, next to the live states.
 */
export function mailedVoucherOrder(orderId: number): Sql {
  return sql`(state = 'fulfilled' AND shipping_state = 'delivered' AND EXISTS (SELECT 1 FROM shipments
    WHERE order_id = ${orderId} AND method_code = ${SHIPPING}))`
}
