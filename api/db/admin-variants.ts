import * as z from 'zod/mini'
import { DEFAULT_LOCALE } from '../../contract/channel'
import { matchExpression } from './search'
import { containing, limitOffset, type Page, parseCount, parseRows, prepare, type Sql, sql } from './sql'

/** A variant's price and stock as the admin API shows and changes them (haléře; one channel). */
export type VariantStock = {
  code: string
  productCode: string
  /** The product's name in the default locale (its code when it has none): what staff know the bottle by. */
  name: string
  /** The variant's own name ("0,7 l"), when the product has several. */
  variantName: string | null
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
  name: z.nullable(z.string()),
  variant_name: z.nullable(z.string()),
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
    name: row.name ?? row.product_code,
    variantName: row.variant_name,
    enabled: row.enabled === 1,
    price: row.price,
    originalPrice: row.original_price,
    minimumPrice: row.minimum_price,
    tracked: row.tracked === 1,
    onHand: row.on_hand,
    onHold: row.on_hold,
  }
}

const PRODUCT_NAME = sql`(SELECT pt.name FROM product_translations pt WHERE pt.product_id = p.id AND pt.locale = ${DEFAULT_LOCALE})`
const COLUMNS = sql`v.code, p.code AS product_code, ${PRODUCT_NAME} AS name, v.name AS variant_name, v.enabled, v.price, v.original_price, v.minimum_price, v.tracked,
  v.on_hand, v.on_hold`
const FROM = sql`FROM product_variants v JOIN products p ON p.id = v.product_id`
const SELECT = sql`SELECT ${COLUMNS} ${FROM}`

/**
 * Variants whose code or product name (in the default locale) contains the text, or whose name or brand has its
 * words, by product name then code, with the count of all that match: how staff find what to reprice without
 * knowing its code.
 */
export async function searchVariantStock(
  db: D1Database,
  text: string | undefined,
  page: Page,
): Promise<{ rows: VariantStock[]; totalItems: number }> {
  // the words also through the search index, whose names and brands ignore case and diacritics (`zufanek` finds
  // Žufánek); LIKE keeps what the index does not hold (codes, parts of words)
  const words = text ? matchExpression(text) : null
  const indexed = words
    ? sql` OR p.id IN (SELECT product_id FROM product_search WHERE product_search MATCH ${`{name brand} : (${words})`})`
    : sql``
  const where = text
    ? sql`(v.code LIKE ${containing(text)} ESCAPE '\\' OR ${PRODUCT_NAME} LIKE ${containing(text)} ESCAPE '\\'${indexed})`
    : sql`1`
  const [rows, count] = await db.batch([
    prepare(
      db,
      sql`SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY name COLLATE NOCASE, v.code ${limitOffset(page)}`,
    ),
    prepare(db, sql`SELECT count(*) AS total ${FROM} WHERE ${where}`),
  ])
  return {
    rows: parseRows(variantRow, rows!).map(toVariant),
    totalItems: parseCount(count!),
  }
}

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
