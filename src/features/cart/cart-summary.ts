import type { Order } from '../../lib/api/normalize'

/** Pieces in the cart (the sum of quantities). */
export function itemCount(cart: Order | null): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0
}

/** What the goods cost after every discount (the header shows it; shipping comes later). */
export function goodsTotal(cart: Order | null): number {
  return cart?.itemsTotal ?? cart?.items.reduce((sum, item) => sum + item.total, 0) ?? 0
}
