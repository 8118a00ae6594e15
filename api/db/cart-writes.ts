import { prepare, type Sql, sql } from './sql'

/**
 * Writes to a cart (docs/decisions/014-cart-revision-and-completion.md). A cart write is one batch (one
 * transaction): first the revision bump, which only matches while the order is still a cart, then the writes,
 * each carrying `stillCart` in its own WHERE. When the order was placed between the request's read and its
 * write, the bump changes no row, and neither does any write, since the state cannot change inside the batch.
 */

/** The order is still a cart; part of the WHERE of every statement writing to one. */
export function stillCart(orderId: number): Sql {
  return sql`EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND state = 'cart')`
}

function bumpRevision(db: D1Database, orderId: number): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE orders SET revision = revision + 1, updated_at = datetime('now') WHERE id = ${orderId} AND state = 'cart'`,
  )
}

/** Runs the statements as one cart write; false when the order is no longer a cart (nothing was written). */
export async function writeCart(db: D1Database, orderId: number, statements: D1PreparedStatement[]): Promise<boolean> {
  const [bumped] = await db.batch([bumpRevision(db, orderId), ...statements])
  return bumped?.meta.changes === 1
}
