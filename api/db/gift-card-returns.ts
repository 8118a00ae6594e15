import * as z from 'zod/mini'
import { join, parseRows, prepare, type Sql, sql } from './sql'

/**
 * A refund by line of a voucher-paid order (docs/decisions/056-gift-vouchers.md): what is left to give back to
 * each voucher that paid, and the statements giving a part of it back. The redemption keeps its `amount` (what
 * the voucher paid) and counts `returned_amount`; a cancellation returns the rest (api/db/gift-cards.ts).
 */

export type VoucherReturn = { giftCardId: number; code: string; amount: number }

const returnableRow = z.object({ gift_card_id: z.number(), code: z.string(), left: z.number() })

/** The vouchers that paid the order with what they can still get back, the last applied first. */
export async function returnableVouchers(db: D1Database, orderId: number) {
  const rows = await prepare(
    db,
    sql`SELECT r.gift_card_id, g.code, r.amount - r.returned_amount AS left
      FROM gift_card_redemptions r JOIN gift_cards g ON g.id = r.gift_card_id
      WHERE r.order_id = ${orderId} AND r.state = 'used' AND r.amount > r.returned_amount ORDER BY r.id DESC`,
  ).all()
  return parseRows(returnableRow, rows)
}

/** Part of the refund's INSERT condition: each voucher still has its part to get back (two refunds at once). */
export function vouchersCover(orderId: number, returns: readonly VoucherReturn[]): Sql {
  if (returns.length === 0) return sql`1`
  return join(
    returns.map(
      (back) =>
        sql`(SELECT r.amount - r.returned_amount FROM gift_card_redemptions r WHERE r.order_id = ${orderId}
          AND r.gift_card_id = ${back.giftCardId} AND r.state = 'used') >= ${back.amount}`,
    ),
    ' AND ',
  )
}

/**
 * Gives each voucher its part back where `when` holds (the refund's guard); the expiry stays. `sign` -1 takes
 * it again (the gateway refused the refund the parts were reserved with).
 */
export function returnVoucherParts(
  db: D1Database,
  orderId: number,
  returns: readonly VoucherReturn[],
  when: Sql,
  sign: 1 | -1 = 1,
): D1PreparedStatement[] {
  return returns.flatMap((back) => {
    const amount = sign * back.amount
    return [
      prepare(
        db,
        sql`UPDATE gift_cards SET remaining = MIN(initial_amount, remaining + ${amount})
          WHERE id = ${back.giftCardId} AND ${when}`,
      ),
      prepare(
        db,
        sql`UPDATE gift_card_redemptions SET returned_amount = returned_amount + ${amount}
          WHERE order_id = ${orderId} AND gift_card_id = ${back.giftCardId} AND state = 'used' AND ${when}`,
      ),
    ]
  })
}

/** The refund `transition` is written and not failed: its vouchers' parts are reserved with it. */
export const refundReserved = (transition: string): Sql =>
  sql`EXISTS (SELECT 1 FROM refunds WHERE transition_id = ${transition} AND state != 'failed')`

/** The gateway refused the refund: its vouchers' parts are taken back (the refund is failed by then). */
export function takeVoucherPartsBack(
  db: D1Database,
  orderId: number,
  returns: readonly VoucherReturn[],
  transition: string,
): D1PreparedStatement[] {
  const failed = sql`EXISTS (SELECT 1 FROM refunds WHERE transition_id = ${transition} AND state = 'failed')`
  return returnVoucherParts(db, orderId, returns, failed, -1)
}

/** The refund's INSERT condition: its parts fit (api/db/refund-lines.ts) and so do its vouchers' parts. */
export const both = (first: Sql, second: Sql): Sql => join([first, second], ' AND ')

/** Records each voucher's part with the refund `transition` wrote in the same batch (none where it was refused). */
export function recordVoucherParts(db: D1Database, transition: string, returns: readonly VoucherReturn[]) {
  return returns.map((back) =>
    prepare(
      db,
      sql`INSERT INTO refund_gift_cards (refund_id, gift_card_id, amount)
        SELECT id, ${back.giftCardId}, ${back.amount} FROM refunds WHERE transition_id = ${transition}`,
    ),
  )
}

const partRow = z.object({ refund_id: z.number(), code: z.string(), amount: z.number() })

/** What an order's refunds gave back to vouchers, by refund id; a failed refund gave nothing (its parts came back). */
export async function voucherPartsOfOrder(db: D1Database, orderId: number) {
  const rows = await prepare(
    db,
    sql`SELECT p.refund_id, g.code, p.amount FROM refund_gift_cards p
      JOIN refunds r ON r.id = p.refund_id JOIN gift_cards g ON g.id = p.gift_card_id
      WHERE r.order_id = ${orderId} AND r.state != 'failed' ORDER BY p.id`,
  ).all()
  const byRefund = new Map<number, Array<{ code: string; amount: number }>>()
  for (const row of parseRows(partRow, rows)) {
    byRefund.set(row.refund_id, [...(byRefund.get(row.refund_id) ?? []), { code: row.code, amount: row.amount }])
  }
  return byRefund
}
