import * as z from 'zod/mini'
import { DEFAULT_LOCALE } from '../../contract/channel'
import { parseRows, prepare, raw, type Sql, sql } from './sql'

/**
 * Product associations (Sylius ProductAssociation): the products associated with an owner under one type
 * (`similar`, `recommended`). Our table has a row per associated product; an association is the group of rows
 * of one owner and type, and its id is the smallest row id of the group, which stays put as long as the group.
 */

/**
 * The ids of the product aliased `product`'s associations that have an enabled associated product, by type
 * position, as an SQL expression giving a JSON array: one more column of the statement that reads products.
 */
export function associationIdsColumn(product: string): Sql {
  if (!/^[a-z_][a-z0-9_]*$/i.test(product)) throw new Error(`not an alias: ${product}`)
  return raw(`(SELECT json_group_array(grouped.id) FROM (
    SELECT min(a.id) AS id FROM product_associations a
    JOIN product_association_types ty ON ty.id = a.type_id
    JOIN products ap ON ap.id = a.associated_product_id
    WHERE a.owner_product_id = ${product}.id
    GROUP BY a.type_id HAVING max(ap.enabled) = 1
    ORDER BY min(ty.position), a.type_id) grouped)`)
}

const idList = z.array(z.number())

export type AssociationRecord = { id: number; typeCode: string; productCodes: string[] }

const associationRow = z.object({ id: z.number(), type_code: z.string(), product_codes: z.string() })

/** An association of an enabled product by its id, with the codes of its enabled products by position; or null. */
export async function getAssociation(db: D1Database, id: number): Promise<AssociationRecord | null> {
  const result = await prepare(
    db,
    sql`SELECT a.id, ty.code AS type_code,
        (SELECT json_group_array(code) FROM (
          SELECT ap.code FROM product_associations m JOIN products ap ON ap.id = m.associated_product_id
          WHERE m.owner_product_id = a.owner_product_id AND m.type_id = a.type_id AND ap.enabled = 1
          ORDER BY m.position, m.id)) AS product_codes
      FROM product_associations a
      JOIN product_association_types ty ON ty.id = a.type_id
      JOIN products o ON o.id = a.owner_product_id AND o.enabled = 1
      WHERE a.id = ${id}
        AND a.id = (SELECT min(x.id) FROM product_associations x WHERE x.owner_product_id = a.owner_product_id AND x.type_id = a.type_id)`,
  ).all()
  const row = parseRows(associationRow, result)[0]
  if (!row) return null
  return { id: row.id, typeCode: row.type_code, productCodes: z.array(z.string()).parse(JSON.parse(row.product_codes)) }
}

const typeRow = z.object({ code: z.string(), name: z.nullable(z.string()) })

/** An association type with its name in the locale, else in the channel default locale; or null. */
export async function getAssociationType(
  db: D1Database,
  locale: string,
  code: string,
): Promise<{ code: string; name: string } | null> {
  const result = await prepare(
    db,
    sql`SELECT ty.code, coalesce(own.name, fallback.name) AS name FROM product_association_types ty
      LEFT JOIN product_association_type_translations own ON own.type_id = ty.id AND own.locale = ${locale}
      LEFT JOIN product_association_type_translations fallback ON fallback.type_id = ty.id AND fallback.locale = ${DEFAULT_LOCALE}
      WHERE ty.code = ${code}`,
  ).all()
  const row = parseRows(typeRow, result)[0]
  return row ? { code: row.code, name: row.name ?? row.code } : null
}

const associatedRow = z.object({ product_ids: z.string() })

/**
 * The ids of the enabled products associated under `typeCode` with the enabled product whose slug this is (in
 * the locale, else in the channel default locale), by position; null when there is no such product or type.
 */
export async function getAssociatedProductIds(
  db: D1Database,
  locale: string,
  slug: string,
  typeCode: string,
): Promise<number[] | null> {
  const result = await prepare(
    db,
    sql`WITH owner AS (
        SELECT p.id FROM product_translations tr JOIN products p ON p.id = tr.product_id
        WHERE tr.slug = ${slug} AND tr.locale IN (${locale}, ${DEFAULT_LOCALE}) AND p.enabled = 1
        ORDER BY tr.locale = ${locale} DESC LIMIT 1
      )
      SELECT (SELECT json_group_array(id) FROM (
          SELECT ap.id FROM product_associations a JOIN products ap ON ap.id = a.associated_product_id
          WHERE a.owner_product_id = owner.id AND a.type_id = ty.id AND ap.enabled = 1
          ORDER BY a.position, a.id)) AS product_ids
      FROM owner, product_association_types ty WHERE ty.code = ${typeCode}`,
  ).all()
  const row = parseRows(associatedRow, result)[0]
  return row ? idList.parse(JSON.parse(row.product_ids)) : null
}
