import * as z from 'zod/mini'
import { lowestPriceBeforeDiscount } from './price-history'
import { giftCardOf, type VariantRecord, variantRow } from './products'
import { join, limitOffset, type Page, parseCount, parseRows, prepare, raw, type Sql, sql } from './sql'

export type VariantFilter = {
  /** Variants of these products (codes). */
  productCodes?: string[]
  /** Variants with these codes. */
  codes?: string[]
}

const variantWithProductRow = z.object({ ...variantRow.shape, product_code: z.string() })

const columns = sql`p.code AS product_code, v.code, v.name, v.price, v.original_price,
  (v.tracked = 0 OR v.on_hand - v.on_hold > 0) AS in_stock, ${lowestPriceBeforeDiscount('v')} AS lowest_price,
  v.gift_card, v.gift_card_min, v.gift_card_max`

function toVariant(row: z.infer<typeof variantWithProductRow>): VariantRecord {
  return {
    code: row.code,
    name: row.name,
    productCode: row.product_code,
    inStock: row.in_stock === 1,
    price: row.price,
    originalPrice: row.original_price ?? row.price,
    lowestPriceBeforeDiscount: row.lowest_price,
    ...giftCardOf(row),
  }
}

/** FROM…WHERE of the enabled variants of enabled products that match the filter. */
function scope(filter: VariantFilter): Sql {
  const where: Sql[] = [raw('v.enabled = 1 AND p.enabled = 1')]
  if (filter.productCodes)
    where.push(sql`p.code IN (SELECT value FROM json_each(${JSON.stringify(filter.productCodes)}))`)
  if (filter.codes) where.push(sql`v.code IN (SELECT value FROM json_each(${JSON.stringify(filter.codes)}))`)
  return sql`FROM product_variants v JOIN products p ON p.id = v.product_id WHERE ${join(where, ' AND ')}`
}

/** One page of variants by product code and position, and how many match in all: one round trip. */
export async function listVariants(db: D1Database, filter: VariantFilter, page: Page) {
  const from = scope(filter)
  const [rows, count] = await db.batch([
    prepare(db, sql`SELECT ${columns} ${from} ORDER BY p.code, v.position, v.id ${limitOffset(page)}`),
    prepare(db, sql`SELECT count(*) AS total ${from}`),
  ])
  return { variants: parseRows(variantWithProductRow, rows!).map(toVariant), totalItems: parseCount(count!) }
}

/** An enabled variant of an enabled product, or null. */
export async function getVariant(db: D1Database, code: string): Promise<VariantRecord | null> {
  const result = await prepare(db, sql`SELECT ${columns} ${scope({ codes: [code] })}`).all()
  const row = parseRows(variantWithProductRow, result)[0]
  return row ? toVariant(row) : null
}
