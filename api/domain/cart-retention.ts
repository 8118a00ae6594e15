import { deleteCartsUntouchedFor } from '../db/carts'

/** Carts nobody touched for this long are deleted by the cron (a guest's token is the only way back to them). */
export const CART_RETENTION_DAYS = 30

/** Deletes abandoned carts (their items, shipment and payment go with them); returns how many. */
export async function purgeAbandonedCarts(db: D1Database, limit = 500): Promise<number> {
  return deleteCartsUntouchedFor(db, CART_RETENTION_DAYS, limit)
}
