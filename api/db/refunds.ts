import { recordHistory } from './order-transitions'
import { prepare, type Sql, sql } from './sql'

/**
 * Refunds' D1 side (docs/decisions/044-fulfilment.md): a refund recorded only where the payment leaves room for it,
 * confirmed or failed by the gateway's answer, and applied to the payment and order as one batch guarded by its
 * transition id (as api/db/fulfilment.ts does for shipments).
 */

export type RefundRecord = {
  orderId: number
  paymentId: number
  amount: number
  method: 'gateway' | 'bank_transfer'
  account: string | null
  reason: string | null
  actor: string
  transition: string
}

/**
 * Records a refund, only if the payment is completed and the refunds so far (failed ones aside) leave room for
 * it: the check and the insert are one statement, so two refunds at once never give back more than was paid.
 * `pending`: the gateway is still to be asked; `completed`: a bank refund staff made. And `partsFit` holds.
 */
export function insertRefund(
  db: D1Database,
  refund: RefundRecord,
  state: 'pending' | 'completed',
  partsFit: Sql = sql`1`,
): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT INTO refunds (order_id, payment_id, amount, method, state, account, reason, actor, transition_id)
      SELECT ${refund.orderId}, ${refund.paymentId}, ${refund.amount}, ${refund.method}, ${state}, ${refund.account}, ${refund.reason},
        ${refund.actor}, ${refund.transition}
      WHERE EXISTS (SELECT 1 FROM payments p WHERE p.id = ${refund.paymentId} AND p.order_id = ${refund.orderId}
        AND p.state IN ('completed', 'refunded')
        AND p.amount - (SELECT COALESCE(SUM(r.amount), 0) FROM refunds r WHERE r.payment_id = p.id AND r.state != 'failed') >= ${refund.amount})
        AND ${partsFit}`,
  )
}

/**
 * Records a refund that pays no money (decision 056): the order's vouchers take all of it back. Only where the order
 * is paid, not cancelled, and no payment has money left to give back (else the refund goes through the payment);
 * `partsFit` holds (the pieces and the vouchers' parts), checked in the same statement as for a refund with money.
 */
export function insertVoucherRefund(
  db: D1Database,
  refund: Pick<RefundRecord, 'orderId' | 'reason' | 'actor' | 'transition'>,
  partsFit: Sql,
): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT INTO refunds (order_id, payment_id, amount, method, state, account, reason, actor, transition_id)
      SELECT ${refund.orderId}, NULL, 0, 'gift_card', 'completed', NULL, ${refund.reason}, ${refund.actor}, ${refund.transition}
      WHERE EXISTS (SELECT 1 FROM orders o WHERE o.id = ${refund.orderId} AND o.state NOT IN ('cart', 'cancelled')
          AND o.payment_state IN ('paid', 'partially_refunded', 'refunded'))
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = ${refund.orderId} AND p.state = 'completed'
          AND p.amount > (SELECT COALESCE(SUM(r.amount), 0) FROM refunds r WHERE r.payment_id = p.id AND r.state != 'failed'))
        AND ${partsFit}`,
  )
}

/** After a refund to the vouchers: the order reads refunded once all went back, else partially; the history says what. */
export function applyVoucherRefund(
  db: D1Database,
  refund: { orderId: number; reason: string | null; actor: string; transition: string; toVouchers: number },
): D1PreparedStatement[] {
  const guard = refundGuard(refund.transition)
  return [
    prepare(
      db,
      // refunded once the vouchers have all they paid back and no payment holds money, as applyRefund's rule
      sql`UPDATE orders SET payment_state = CASE
            WHEN NOT EXISTS (SELECT 1 FROM gift_card_redemptions r WHERE r.order_id = orders.id AND r.state = 'used'
                AND r.amount > r.returned_amount)
              AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = orders.id AND p.state = 'completed' AND p.amount > 0)
            THEN 'refunded' ELSE 'partially_refunded' END,
          updated_at = datetime('now')
        WHERE id = ${refund.orderId} AND payment_state IN ('paid', 'partially_refunded') AND ${guard}`,
    ),
    recordHistory(
      db,
      refund.orderId,
      {
        transition: 'payment.refund_to_gift_cards',
        actor: refund.actor,
        detail: {
          paymentId: null,
          amount: 0,
          method: 'gift_card',
          toVouchers: refund.toVouchers,
          reason: refund.reason,
        },
      },
      guard,
    ),
  ]
}

/** The gateway confirmed, or refused, a pending refund. */
export function confirmRefund(db: D1Database, transition: string): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE refunds SET state = 'completed', updated_at = datetime('now') WHERE transition_id = ${transition} AND state = 'pending'`,
  )
}

export async function failRefund(db: D1Database, transition: string): Promise<void> {
  await prepare(
    db,
    sql`UPDATE refunds SET state = 'failed', updated_at = datetime('now') WHERE transition_id = ${transition} AND state = 'pending'`,
  ).run()
}

/** A completed refund's guard: the later statements of its batch. */
export function refundGuard(transition: string): Sql {
  return sql`EXISTS (SELECT 1 FROM refunds WHERE transition_id = ${transition} AND state = 'completed')`
}

/**
 * After a completed refund: the payment is 'refunded' once refunds cover it, the order 'refunded' once they
 * cover every payment that took money, else 'partially_refunded'; the history says how much and how.
 */
export function applyRefund(db: D1Database, refund: RefundRecord): D1PreparedStatement[] {
  const guard = refundGuard(refund.transition)
  const refundedOf = (payment: Sql) =>
    sql`(SELECT COALESCE(SUM(r.amount), 0) FROM refunds r WHERE r.payment_id = ${payment} AND r.state = 'completed')`
  return [
    prepare(
      db,
      sql`UPDATE payments SET state = 'refunded', updated_at = datetime('now')
        WHERE id = ${refund.paymentId} AND state = 'completed' AND amount <= ${refundedOf(sql`payments.id`)} AND ${guard}`,
    ),
    prepare(
      db,
      sql`UPDATE orders SET payment_state = CASE
            WHEN NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = orders.id AND p.state = 'completed') THEN 'refunded'
            ELSE 'partially_refunded' END,
          updated_at = datetime('now')
        WHERE id = ${refund.orderId} AND ${guard}`,
    ),
    recordHistory(
      db,
      refund.orderId,
      {
        transition: 'payment.refund',
        actor: refund.actor,
        detail: { paymentId: refund.paymentId, amount: refund.amount, method: refund.method, reason: refund.reason },
      },
      guard,
    ),
  ]
}
