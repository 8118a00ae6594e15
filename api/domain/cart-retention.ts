import { prepare, sql } from '../db/sql'

/** Carts nobody touched for this long are deleted by the cron (a guest's token is the only way back to them). */
export const CART_RETENTION_DAYS = 30

/** Deletes abandoned carts (their items, shipment and payment go with them); returns how many. */
export async function purgeAbandonedCarts(db: D1Database, limit = 500): Promise<number> {
  const result = await prepare(
    db,
    sql`DELETE FROM orders WHERE id IN (
        SELECT id FROM orders WHERE state = 'cart' AND updated_at < datetime('now', ${`-${CART_RETENTION_DAYS} days`}) LIMIT ${limit})
      RETURNING id`,
  ).all()
  // counted by the returned rows: D1's `changes` also counts the cascaded items, shipments and payments
  return result.results.length
}
