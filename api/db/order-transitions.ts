import {
  giftCardsCover,
  issuedGiftCardsUnspent,
  mailedVoucherOrder,
  returnGiftCards,
  spendGiftCards,
  voidIssuedGiftCards,
} from './gift-cards'
import { join, prepare, type Sql, sql } from './sql'

/**
 * State changes of placed orders as single D1 batches (docs/architecture.md#atomic-writes). The first statement of a
 * batch makes the transition conditionally (`WHERE state = …`, stock and coupon checks) and writes a fresh
 * transition id; every later statement runs only where that id was written. A batch is one transaction, so
 * either the transition happened with all its effects (stock held or released, coupon counted, payment
 * changed) or nothing did, and two requests can never both make it. The caller reads the first statement's
 * `changes` to learn which.
 */

export function newTransitionId(): string {
  return crypto.randomUUID()
}

/** Whether a transition batch made its transition (its first statement changed the row). */
export function transitioned(results: readonly D1Result[]): boolean {
  return results[0]?.meta.changes === 1
}

export const orderGuard = (orderId: number, transition: string): Sql =>
  sql`EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND transition_id = ${transition})`

export const paymentGuard = (paymentId: number, transition: string): Sql =>
  sql`EXISTS (SELECT 1 FROM payments WHERE id = ${paymentId} AND transition_id = ${transition})`

export const quantityOf = (orderId: number, variant: Sql = sql`product_variants.id`): Sql =>
  // summed: one variant may sit on several lines, one per engraving text
  sql`(SELECT SUM(oi.quantity) FROM order_items oi WHERE oi.order_id = ${orderId} AND oi.variant_id = ${variant})`

/** The order holds a drink with alcohol (as `containsAlcohol`, api/domain/cart.ts). */
export const holdsAlcohol = (orderId: number): Sql =>
  sql`EXISTS (SELECT 1 FROM order_items oi JOIN product_variants v ON v.id = oi.variant_id JOIN products p ON p.id = v.product_id
    WHERE oi.order_id = ${orderId} AND COALESCE(p.alcohol_tenths, 0) > 0)`

/**
 * The buyer of an order with alcohol was verified adult (decision 038): on the cart, or on its logged-in
 * customer (not the customer a guest's e-mail names). Part of the placing statement, so the check and the
 * placement are one.
 */
const ageVerified = (orderId: number): Sql =>
  sql`(NOT ${holdsAlcohol(orderId)} OR orders.age_verified_at IS NOT NULL
    OR (orders.created_by_guest = 0 AND EXISTS (SELECT 1 FROM customers cu WHERE cu.id = orders.customer_id AND cu.age_verified_at IS NOT NULL)))`

export const variantsOf = (orderId: number): Sql =>
  sql`id IN (SELECT variant_id FROM order_items WHERE order_id = ${orderId})`

export type Placement = {
  orderId: number
  transition: string
  /** The total the customer confirmed: the order is placed only at this total. */
  total: number
  /** The cart revision that was priced: the order is placed only if no cart write came after it. */
  revision: number
  idempotencyKey: string | null
  notes: string | null | undefined
  /** SQLite datetime modifier of the payment deadline from now (`+30 minutes`); null: no deadline. */
  dueIn: string | null
}

/** Cart → new order: number, stock on hold, coupon use counted, payment and shipment made ready. */
export function placeOrder(db: D1Database, p: Placement): D1PreparedStatement[] {
  const guard = orderGuard(p.orderId, p.transition)
  const due = p.dueIn === null ? sql`NULL` : sql`datetime('now', ${p.dueIn})`
  const notes = p.notes === undefined ? sql`notes` : sql`${p.notes}`
  return [
    prepare(
      db,
      sql`UPDATE orders SET state = 'new', checkout_state = 'completed',
          payment_state = CASE WHEN total = 0 THEN 'paid' ELSE 'awaiting_payment' END, shipping_state = 'ready',
          number = (SELECT printf('%09d', value + 1) FROM sequences WHERE name = 'order_number'),
          completion_key = ${p.idempotencyKey}, transition_id = ${p.transition}, notes = ${notes},
          checkout_completed_at = datetime('now'), payment_due_at = ${due}, updated_at = datetime('now')
        WHERE id = ${p.orderId} AND state = 'cart' AND total = ${p.total} AND revision = ${p.revision}
          AND NOT EXISTS (SELECT 1 FROM product_variants v
            WHERE v.tracked = 1 AND v.id IN (SELECT variant_id FROM order_items WHERE order_id = ${p.orderId})
              AND v.on_hand - v.on_hold < ${quantityOf(p.orderId, sql`v.id`)})
          AND (coupon_code IS NULL OR EXISTS (SELECT 1 FROM promotion_coupons pc
            WHERE pc.code = orders.coupon_code AND (pc.usage_limit IS NULL OR pc.used < pc.usage_limit)))
          AND ${ageVerified(p.orderId)} AND ${giftCardsCover(p.orderId)}`,
    ),
    prepare(db, sql`UPDATE sequences SET value = value + 1 WHERE name = 'order_number' AND ${guard}`),
    // the vouchers' part is deducted in the same transaction as the check above (decision 056)
    ...spendGiftCards(db, p.orderId, guard),
    prepare(
      db,
      sql`UPDATE product_variants SET on_hold = on_hold + ${quantityOf(p.orderId)}, updated_at = datetime('now')
        WHERE tracked = 1 AND ${variantsOf(p.orderId)} AND ${guard}`,
    ),
    prepare(
      db,
      sql`UPDATE promotion_coupons SET used = used + 1
        WHERE code = (SELECT coupon_code FROM orders WHERE id = ${p.orderId}) AND ${guard}`,
    ),
    prepare(
      db,
      sql`UPDATE payments SET state = CASE WHEN amount = 0 THEN 'completed' ELSE 'new' END, updated_at = datetime('now')
        WHERE order_id = ${p.orderId} AND state = 'cart' AND ${guard}`,
    ),
    // alcohol: the courier or the pickup point checks the age again at the hand-over (the parcel's age check, decision 060)
    prepare(
      db,
      sql`UPDATE shipments SET state = 'ready', check_age_at_handover = ${holdsAlcohol(p.orderId)}, updated_at = datetime('now')
        WHERE order_id = ${p.orderId} AND state = 'cart' AND ${guard}`,
    ),
    recordHistory(db, p.orderId, { transition: 'order.place', actor: 'customer' }, guard),
  ]
}

/**
 * A live order → cancelled (the payment deadline passed, or staff cancel it): open payments cancelled, the
 * shipment cancelled, its stock returned (a hold released, sold stock put back), the coupon use given back.
 * `onlyIfDue`: only an order still awaiting its payment (online or bank transfer) after its deadline. A
 * completed payment stays completed (the order stays 'paid' until it is refunded).
 */
export function cancelOrder(
  db: D1Database,
  orderId: number,
  transition: string,
  options: { onlyIfDue: boolean; actor?: string; reason?: string; shippingStates?: readonly string[] },
): D1PreparedStatement[] {
  const guard = orderGuard(orderId, transition)
  const due = options.onlyIfDue
    ? sql`AND state = 'new' AND payment_state = 'awaiting_payment' AND payment_due_at <= datetime('now')`
    : sql``
  const shippingStates = options.shippingStates ?? ['ready', 'waiting_for_expedition', 'ready_for_expedition']
  const shipping = sql`(${join(
    shippingStates.map((state) => sql`${state}`),
    ', ',
  )})`
  const reason = options.reason ?? null
  return [
    prepare(
      db,
      sql`UPDATE orders SET state = 'cancelled', shipping_state = 'cancelled',
          payment_state = CASE WHEN payment_state IN ('paid', 'partially_refunded', 'refunded') THEN payment_state ELSE 'cancelled' END,
          transition_id = ${transition}, payment_due_at = NULL, cancel_reason = ${reason}, updated_at = datetime('now')
        WHERE id = ${orderId} AND (state IN ${LIVE_STATES} AND shipping_state IN ${shipping} OR ${mailedVoucherOrder(orderId)})
          ${due} AND ${issuedGiftCardsUnspent(orderId)}`,
    ),
    prepare(
      db,
      sql`UPDATE payments SET state = 'cancelled', updated_at = datetime('now')
        WHERE order_id = ${orderId} AND state IN ('new', 'processing', 'authorized') AND ${guard}`,
    ),
    prepare(
      db,
      sql`UPDATE shipments SET state = 'cancelled', updated_at = datetime('now') WHERE order_id = ${orderId} AND ${guard}`,
    ),
    ...returnStock(db, orderId, guard),
    prepare(
      db,
      sql`UPDATE promotion_coupons SET used = MAX(0, used - 1)
        WHERE code = (SELECT coupon_code FROM orders WHERE id = ${orderId}) AND ${guard}`,
    ),
    // the vouchers that paid get their value back, their expiry unchanged (decision 056)
    ...returnGiftCards(db, orderId, guard),
    // the vouchers it bought, all unused (the first statement checks), go back like goods
    voidIssuedGiftCards(db, orderId, options.actor ?? 'system', guard),
    recordHistory(
      db,
      orderId,
      {
        transition: 'order.cancel',
        actor: options.actor ?? 'system',
        detail: reason === null ? undefined : { reason },
      },
      guard,
    ),
  ]
}

/** A line of the order's history (api/fulfilment), written only where `when` holds (the transition's guard). */
export function recordHistory(
  db: D1Database,
  orderId: number,
  entry: { transition: string; actor: string; detail?: Record<string, unknown> },
  when: Sql,
): D1PreparedStatement {
  const detail = entry.detail === undefined ? null : JSON.stringify(entry.detail)
  return prepare(
    db,
    sql`INSERT INTO order_history (order_id, transition, actor, detail) SELECT ${orderId}, ${entry.transition}, ${entry.actor}, ${detail} WHERE ${when}`,
  )
}

/**
 * The order's held stock leaves the warehouse's count (paid, or dispatched unpaid as cash on delivery): on hand
 * and on hold both drop, the products' sales count grows. Once per order (`stock_sold`), where `when` holds.
 */
export function sellStock(db: D1Database, orderId: number, when: Sql): D1PreparedStatement[] {
  const unsold = sql`EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND stock_sold = 0)`
  return [
    prepare(
      db,
      sql`UPDATE product_variants SET on_hand = MAX(0, on_hand - ${quantityOf(orderId)}), on_hold = MAX(0, on_hold - ${quantityOf(orderId)}),
          updated_at = datetime('now')
        WHERE tracked = 1 AND ${variantsOf(orderId)} AND ${when} AND ${unsold}`,
    ),
    prepare(
      db,
      sql`UPDATE products SET sold_count = sold_count + (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi
            JOIN product_variants v ON v.id = oi.variant_id WHERE oi.order_id = ${orderId} AND v.product_id = products.id)
        WHERE id IN (SELECT v.product_id FROM order_items oi JOIN product_variants v ON v.id = oi.variant_id WHERE oi.order_id = ${orderId})
          AND ${when} AND ${unsold}`,
    ),
    prepare(db, sql`UPDATE orders SET stock_sold = 1 WHERE id = ${orderId} AND stock_sold = 0 AND ${when}`),
  ]
}

/**
 * The order's stock goes back: a hold is released, stock already sold (paid, or a parcel that came back) is put
 * on hand again and leaves the sales count. For a cancellation or a refused parcel, where `when` holds.
 */
export function returnStock(db: D1Database, orderId: number, when: Sql): D1PreparedStatement[] {
  const sold = (flag: 0 | 1) => sql`EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND stock_sold = ${flag})`
  return [
    prepare(
      db,
      sql`UPDATE product_variants SET on_hold = MAX(0, on_hold - ${quantityOf(orderId)}), updated_at = datetime('now')
        WHERE tracked = 1 AND ${variantsOf(orderId)} AND ${when} AND ${sold(0)}`,
    ),
    prepare(
      db,
      sql`UPDATE product_variants SET on_hand = on_hand + ${quantityOf(orderId)}, updated_at = datetime('now')
        WHERE tracked = 1 AND ${variantsOf(orderId)} AND ${when} AND ${sold(1)}`,
    ),
    prepare(
      db,
      sql`UPDATE products SET sold_count = MAX(0, sold_count - (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi
            JOIN product_variants v ON v.id = oi.variant_id WHERE oi.order_id = ${orderId} AND v.product_id = products.id))
        WHERE id IN (SELECT v.product_id FROM order_items oi JOIN product_variants v ON v.id = oi.variant_id WHERE oi.order_id = ${orderId})
          AND ${when} AND ${sold(1)}`,
    ),
  ]
}

/** A live order: placed and neither cancelled nor fulfilled. */
export const LIVE_STATES = sql`('new', 'progressing')`

/** Where markPaid paid a live order: the condition of the statements the caller adds to its batch (mails). */
export function paidLiveOrder(payment: { id: number; orderId: number }, transition: string): Sql {
  return sql`${paymentGuard(payment.id, transition)} AND EXISTS (SELECT 1 FROM orders WHERE id = ${payment.orderId} AND state IN ${LIVE_STATES})`
}

/**
 * A payment completes: the gateway says PAID, staff record a bank transfer, the carrier collected cash on
 * delivery. The order is paid, becomes progressing and its held stock is sold. A replay finds the payment
 * completed already and changes nothing. A gateway payment arriving after the order was cancelled (the payer
 * paid while staff cancelled) is recorded without touching the order or its stock; the caller refunds it.
 * `amount`: the payment completes only at this amount (staff typed what arrived). The last statement is the
 * history line of a payment that found its order cancelled: its `changes` tell the caller to refund.
 * `onlyIf`: a condition of the caller's statements before these in its batch (the bank import's pair record).
 */
export function markPaid(
  db: D1Database,
  payment: { id: number; orderId: number },
  transition: string,
  by: { actor: string; amount?: number; onlyIf?: Sql } = { actor: 'gateway' },
): D1PreparedStatement[] {
  const paymentId = payment.id
  const orderId = payment.orderId
  const guard = paymentGuard(paymentId, transition)
  const live = sql`EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND state IN ${LIVE_STATES})`
  const amount = by.amount === undefined ? sql`` : sql`AND amount = ${by.amount}`
  // only the gateway's word counts for a payment the cancellation closed: money it took must be recorded
  const late =
    by.actor === 'gateway'
      ? sql`OR (state = 'cancelled' AND gateway_trans_id IS NOT NULL AND EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND state = 'cancelled'))`
      : sql``
  return [
    prepare(
      db,
      sql`UPDATE payments SET state = 'completed', transition_id = ${transition}, completed_at = datetime('now'), updated_at = datetime('now')
        WHERE id = ${paymentId} AND order_id = ${orderId} ${amount}
          AND (state IN ('new', 'processing', 'authorized') ${late}) AND ${by.onlyIf ?? sql`1`}`,
    ),
    ...sellStock(db, orderId, sql`${guard} AND ${live}`),
    prepare(
      db,
      sql`UPDATE orders SET payment_state = 'paid', state = 'progressing', payment_due_at = NULL, updated_at = datetime('now')
        WHERE id = ${orderId} AND state IN ${LIVE_STATES} AND ${guard}`,
    ),
    recordHistory(
      db,
      orderId,
      { transition: 'payment.complete', actor: by.actor, detail: { paymentId } },
      sql`${guard} AND ${live}`,
    ),
    recordHistory(
      db,
      orderId,
      { transition: 'payment.complete_after_cancel', actor: by.actor, detail: { paymentId } },
      sql`${guard} AND NOT ${live}`,
    ),
  ]
}

/**
 * An order placed with nothing left to pay (vouchers paid it all, decision 056) is paid from its placement: it
 * becomes progressing and its held stock is sold, as `markPaid` does for a payment. Once: only from `new`.
 */
export function settlePaidAtPlacement(db: D1Database, orderId: number, transition: string): D1PreparedStatement[] {
  const guard = orderGuard(orderId, transition)
  return [
    prepare(
      db,
      sql`UPDATE orders SET state = 'progressing', transition_id = ${transition}, updated_at = datetime('now')
        WHERE id = ${orderId} AND state = 'new' AND payment_state = 'paid'`,
    ),
    ...sellStock(db, orderId, guard),
    recordHistory(
      db,
      orderId,
      { transition: 'payment.complete', actor: 'customer', detail: { giftCards: true } },
      guard,
    ),
  ]
}

/**
 * The gateway says CANCELLED (the shopper gave up at the gateway): the payment is cancelled and a fresh one
 * opened, so the shopper may try again until the order's deadline (Sylius' after-checkout payment processor).
 */
export function markPaymentCancelled(db: D1Database, paymentId: number, transition: string): D1PreparedStatement[] {
  const guard = paymentGuard(paymentId, transition)
  return [
    prepare(
      db,
      sql`UPDATE payments SET state = 'cancelled', transition_id = ${transition}, updated_at = datetime('now')
        WHERE id = ${paymentId} AND state IN ('new', 'processing')`,
    ),
    prepare(
      db,
      sql`INSERT INTO payments (order_id, method_code, state, amount)
        SELECT p.order_id, p.method_code, 'new', p.amount FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.id = ${paymentId} AND o.state = 'new' AND ${guard}`,
    ),
  ]
}
