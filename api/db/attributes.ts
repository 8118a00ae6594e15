import * as z from 'zod/mini'
import { DEFAULT_LOCALE } from '../../contract/channel'
import { parseRows, prepare, type Sql, sql } from './sql'

/** What an attribute value may hold, by the attribute's type: text, a number, a checkbox or select labels. */
export type AttributeValue = string | number | boolean | string[]
const attributeValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])

export type AttributeValueRecord = {
  id: number
  code: string
  /** The attribute's name in the request locale, else in the channel default locale. */
  name: string
  type: string
  value: AttributeValue
  localeCode: string
}

/** The product columns the API also shows as attributes. */
export type ProductFactsRecord = {
  productId: number
  brand: string | null
  volumeMl: number | null
  alcoholTenths: number | null
  /** In the request locale. */
  country: string | null
}

const factsRow = z.object({
  id: z.number(),
  brand: z.nullable(z.string()),
  volume_ml: z.nullable(z.number()),
  alcohol_tenths: z.nullable(z.number()),
  country: z.nullable(z.string()),
})
const valueRow = z.object({
  id: z.number(),
  code: z.string(),
  type: z.string(),
  locale: z.string(),
  value: z.string(),
  name: z.nullable(z.string()),
})

/** The stored JSON; text that is not valid JSON of an attribute value is shown as it is. */
function decode(json: string): AttributeValue {
  try {
    const parsed = attributeValue.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : json
  } catch {
    return json
  }
}

function toValue(row: z.infer<typeof valueRow>): AttributeValueRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name ?? row.code,
    type: row.type,
    value: decode(row.value),
    localeCode: row.locale,
  }
}

function valuesStatement(db: D1Database, locale: string, where: Sql) {
  return prepare(
    db,
    sql`SELECT pav.id, a.code, a.type, pav.locale, pav.value, coalesce(own.name, fallback.name) AS name
      FROM product_attribute_values pav
      JOIN product_attributes a ON a.id = pav.attribute_id
      JOIN products p ON p.id = pav.product_id AND p.enabled = 1
      LEFT JOIN product_attribute_translations own ON own.attribute_id = a.id AND own.locale = ${locale}
      LEFT JOIN product_attribute_translations fallback ON fallback.attribute_id = a.id AND fallback.locale = ${DEFAULT_LOCALE}
      WHERE ${where}
      ORDER BY a.position, a.id`,
  )
}

function factsStatement(db: D1Database, locale: string, where: Sql) {
  const country = locale.startsWith('cs') ? sql`c.name_cs` : sql`c.name_en`
  return prepare(
    db,
    sql`SELECT p.id, b.name AS brand, p.volume_ml, p.alcohol_tenths, ${country} AS country
      FROM products p LEFT JOIN brands b ON b.id = p.brand_id LEFT JOIN countries c ON c.code = p.country_code
      WHERE p.enabled = 1 AND ${where}`,
  )
}

/**
 * The attribute values of an enabled product (each attribute in the request locale, else in the channel default
 * locale) and the product columns shown as attributes; null for an unknown or disabled product. One round trip.
 */
export async function getProductAttributes(db: D1Database, locale: string, productCode: string) {
  const product = sql`(SELECT id FROM products WHERE code = ${productCode})`
  const [facts, values] = await db.batch([
    factsStatement(db, locale, sql`p.id = ${product}`),
    valuesStatement(
      db,
      locale,
      sql`pav.product_id = ${product} AND pav.locale = CASE WHEN EXISTS (
          SELECT 1 FROM product_attribute_values x
          WHERE x.product_id = pav.product_id AND x.attribute_id = pav.attribute_id AND x.locale = ${locale}
        ) THEN ${locale} ELSE ${DEFAULT_LOCALE} END`,
    ),
  ])
  const row = parseRows(factsRow, facts!)[0]
  if (!row) return null
  return { facts: toFacts(row), values: parseRows(valueRow, values!).map(toValue) }
}

function toFacts(row: z.infer<typeof factsRow>): ProductFactsRecord {
  return {
    productId: row.id,
    brand: row.brand,
    volumeMl: row.volume_ml,
    alcoholTenths: row.alcohol_tenths,
    country: row.country,
  }
}

/** A stored attribute value of an enabled product by id (in the locale it was stored in), or null. */
export async function getAttributeValue(
  db: D1Database,
  locale: string,
  id: number,
): Promise<AttributeValueRecord | null> {
  const row = parseRows(valueRow, await valuesStatement(db, locale, sql`pav.id = ${id}`).all())[0]
  return row ? toValue(row) : null
}

/** The product columns of an enabled product by id, or null. */
export async function getProductFacts(
  db: D1Database,
  locale: string,
  productId: number,
): Promise<ProductFactsRecord | null> {
  const row = parseRows(factsRow, await factsStatement(db, locale, sql`p.id = ${productId}`).all())[0]
  return row ? toFacts(row) : null
}
