import { prepare, type Sql, sql } from './sql'

/**
 * Storing a cart's recalculated prices (api/domain/cart.ts prices it): statements for one batch, matching only
 * the cart's own lines, and only while the order is the cart that was priced: still a cart, at the revision
 * that was read (every cart write moves it, api/db/cart-writes.ts; storing prices does not).
 */

/** The cart that was priced: its id and the revision read with its lines. */
export type PricedCartRevision = { orderId: number; revision: number }

/** The order is still that cart at that revision; part of the WHERE of every statement storing its prices. */
export function stillAsPriced({ orderId, revision }: PricedCartRevision): Sql {
  return sql`EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND state = 'cart' AND revision = ${revision})`
}

export type StoredLinePrice = {
  id: number
  unitPrice: number
  originalUnitPrice: number | null
  discountedUnitPrice: number
  subtotal: number
  total: number
  /** The names the line shows, refreshed from the catalogue. */
  productName: string | null
  variantName: string | null
}

export type StoredTotals = {
  itemsTotal: number
  itemsSubtotal: number
  shippingTotal: number
  paymentFeeTotal: number
  orderPromotionTotal: number
  shippingPromotionTotal: number
  taxTotal: number
  total: number
}

export function storeLinePrice(db: D1Database, cart: PricedCartRevision, line: StoredLinePrice): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE order_items SET unit_price = ${line.unitPrice}, original_unit_price = ${line.originalUnitPrice},
        discounted_unit_price = ${line.discountedUnitPrice}, subtotal = ${line.subtotal}, total = ${line.total},
        product_name = ${line.productName}, variant_name = ${line.variantName}
      WHERE id = ${line.id} AND order_id = ${cart.orderId} AND ${stillAsPriced(cart)}`,
  )
}

/** The cart's totals, and its payment's amount to the new total. */
export function storeCartTotals(db: D1Database, cart: PricedCartRevision, priced: StoredTotals): D1PreparedStatement[] {
  return [
    prepare(
      db,
      sql`UPDATE orders SET items_total = ${priced.itemsTotal}, items_subtotal = ${priced.itemsSubtotal},
          shipping_total = ${priced.shippingTotal}, payment_fee_total = ${priced.paymentFeeTotal},
          order_promotion_total = ${priced.orderPromotionTotal}, shipping_promotion_total = ${priced.shippingPromotionTotal},
          tax_total = ${priced.taxTotal}, total = ${priced.total}, updated_at = datetime('now')
        WHERE id = ${cart.orderId} AND state = 'cart' AND revision = ${cart.revision}`,
    ),
    prepare(
      db,
      sql`UPDATE payments SET amount = ${priced.total}
        WHERE order_id = ${cart.orderId} AND state = 'cart' AND ${stillAsPriced(cart)}`,
    ),
  ]
}
