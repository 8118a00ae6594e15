import * as z from 'zod/mini'
import { parseRows, prepare, type Sql, sql } from './sql'

/** A variant's price and stock as the admin API shows and changes them (haléře; one channel). */
export type VariantStock = {
  code: string
  productCode: string
  enabled: boolean
  price: number
  originalPrice: number | null
  minimumPrice: number
  tracked: boolean
  onHand: number
  onHold: number
}

const variantRow = z.object({
  code: z.string(),
  product_code: z.string(),
  enabled: z.number(),
  price: z.number(),
  original_price: z.nullable(z.number()),
  minimum_price: z.number(),
  tracked: z.number(),
  on_hand: z.number(),
  on_hold: z.number(),
})

function toVariant(row: z.infer<typeof variantRow>): VariantStock {
  return {
    code: row.code,
    productCode: row.product_code,
    enabled: row.enabled === 1,
    price: row.price,
    originalPrice: row.original_price,
    minimumPrice: row.minimum_price,
    tracked: row.tracked === 1,
    onHand: row.on_hand,
    onHold: row.on_hold,
  }
}

const SELECT = sql`SELECT v.code, p.code AS product_code, v.enabled, v.price, v.original_price, v.minimum_price, v.tracked,
  v.on_hand, v.on_hold FROM product_variants v JOIN products p ON p.id = v.product_id`

export async function findVariantStock(db: D1Database, code: string): Promise<VariantStock | null> {
  const rows = await prepare(db, sql`${SELECT} WHERE v.code = ${code}`).all()
  return parseRows(variantRow, rows).map(toVariant)[0] ?? null
}

export type VariantStockChange = { price: number; originalPrice: number | null; onHand: number }

/**
 * Writes price and stock on `product_variants` itself, so the triggers record the price history (decision
 * 007) and log watchdog changes (decision 022). `on_hand >= on_hold` is kept by the WHERE: an order that
 * held stock in between makes this write nothing rather than fail the CHECK; the caller then reads again.
 */
export function updateVariantStock(db: D1Database, code: string, change: VariantStockChange): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE product_variants SET price = ${change.price}, original_price = ${change.originalPrice}, on_hand = ${change.onHand},
        updated_at = datetime('now')
        WHERE ${canTake(code, change.onHand)} RETURNING code`,
  )
}

/** The condition of the update, for the audit row batched before it (insertAudit's `when`). */
export function canTake(code: string, onHand: number): Sql {
  return sql`code = ${code} AND on_hold <= ${onHand}`
}

/** As a subquery condition on any statement: the variant still takes this stock. */
export function variantTakes(code: string, onHand: number): Sql {
  return sql`EXISTS (SELECT 1 FROM product_variants WHERE ${canTake(code, onHand)})`
}
