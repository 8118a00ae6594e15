import * as z from 'zod/mini'
import { stillCart } from './cart-writes'
import { parseRows, prepare, sql } from './sql'

/** The order lines of a cart: the variant a line is added from, and the line writes (each guarded by stillCart). */

const cartVariantRow = z.object({
  id: z.number(),
  code: z.string(),
  price: z.number(),
  original_price: z.nullable(z.number()),
  tracked: z.number(),
  available: z.number(),
  sellable: z.number(),
  name: z.nullable(z.string()),
  variant_name: z.nullable(z.string()),
  /** Longest engraving text of the product; null: it cannot be engraved. */
  engraving_max_length: z.nullable(z.number()),
  /** A gift voucher's variant, and a free-amount one's limits (docs/decisions/056-gift-vouchers.md). */
  gift_card: z.number(),
  gift_card_min: z.nullable(z.number()),
  gift_card_max: z.nullable(z.number()),
})
export type CartVariant = z.infer<typeof cartVariantRow>

export async function findCartVariant(db: D1Database, code: string, locale: string): Promise<CartVariant | null> {
  const result = await prepare(
    db,
    sql`SELECT v.id, v.code, v.price, v.original_price, v.tracked, v.on_hand - v.on_hold AS available,
        (v.enabled = 1 AND p.enabled = 1) AS sellable, COALESCE(t.name, d.name) AS name, v.name AS variant_name,
        p.engraving_max_length, v.gift_card, v.gift_card_min, v.gift_card_max
      FROM product_variants v JOIN products p ON p.id = v.product_id
      LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = ${locale}
      LEFT JOIN product_translations d ON d.product_id = p.id AND d.locale = 'cs_CZ'
      WHERE v.code = ${code}`,
  ).all()
  return parseRows(cartVariantRow, result)[0] ?? null
}

export type NewLine = {
  orderId: number
  variant: CartVariant
  quantity: number
  engraving: string
  lineQuantity: number
  /** A free-amount voucher's value; 0 for every other line. */
  giftCardAmount?: number
}

/**
 * Adds `quantity` of the variant with this engraving ('' for none): a new line, or the line with the same variant
 * and text grown to `lineQuantity`. Lines with other texts stay apart: each bottle is engraved as its line says.
 */
export function addLine(db: D1Database, line: NewLine): D1PreparedStatement {
  const { orderId, variant, quantity, engraving } = line
  const giftCardAmount = line.giftCardAmount ?? 0
  const price = giftCardAmount > 0 ? giftCardAmount : variant.price
  const amount = price * quantity
  // a free-amount voucher's line keeps its amount: the caller refuses another amount of the same variant
  return prepare(
    db,
    sql`INSERT INTO order_items (order_id, variant_id, quantity, unit_price, original_unit_price, discounted_unit_price, subtotal, total, product_name, variant_name, engraving, gift_card_amount)
      SELECT ${orderId}, ${variant.id}, ${quantity}, ${price}, ${variant.gift_card === 1 ? null : variant.original_price}, ${price},
        ${amount}, ${amount}, ${variant.name ?? variant.code}, ${variant.variant_name}, ${engraving}, ${giftCardAmount}
      WHERE ${stillCart(orderId)}
      ON CONFLICT (order_id, variant_id, engraving) DO UPDATE SET quantity = ${line.lineQuantity}
        WHERE gift_card_amount = ${giftCardAmount}`,
  )
}

export function setLineQuantity(db: D1Database, orderId: number, id: number, quantity: number): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE order_items SET quantity = ${quantity} WHERE id = ${id} AND order_id = ${orderId} AND ${stillCart(orderId)}`,
  )
}

export function removeLine(db: D1Database, orderId: number, id: number): D1PreparedStatement {
  return prepare(db, sql`DELETE FROM order_items WHERE id = ${id} AND order_id = ${orderId} AND ${stillCart(orderId)}`)
}

export function removeCart(db: D1Database, orderId: number): D1PreparedStatement {
  return prepare(db, sql`DELETE FROM orders WHERE id = ${orderId} AND state = 'cart'`)
}
