import * as z from 'zod/mini'
import {
  groupBy,
  limitOffset,
  type Page,
  parseCount,
  parseRows,
  prepare,
  raw,
  type Sql,
  sql,
  translationLocale,
} from './sql'

export type MenuItemRecord = { id: number; parentId: number | null; position: number; label: string; url: string }
export type MenuRecord = { code: string; name: string; items: MenuItemRecord[] }

const menuRow = z.object({ code: z.string(), name: z.string() })
const itemRow = z.object({
  menu_code: z.string(),
  id: z.number(),
  parent_id: z.nullable(z.number()),
  position: z.number(),
  label: z.string(),
  url: z.string(),
})

// Sort keys of siblings: positions shifted to be non-negative and zero-padded, so text order is numeric order.
const siblingKey = "printf('%012d.%012d', i.position + 100000000000, i.id)"

/**
 * The items of the menus in the `page` CTE, in the locale (a menu without items in it shows the channel
 * default's), in depth-first order: each parent before its children, siblings by position.
 */
function itemsStatement(db: D1Database, locale: string, page: Sql) {
  const itemLocale = translationLocale(
    locale,
    (l) => sql`SELECT 1 FROM menu_items x WHERE x.menu_code = m.code AND x.locale = ${l}`,
  )
  return prepare(
    db,
    sql`WITH RECURSIVE page AS (${page}),
      chosen(menu_code, locale) AS (SELECT m.code, ${itemLocale} FROM menus m JOIN page ON page.code = m.code),
      tree(menu_code, locale, id, parent_id, position, label, url, sort_key) AS (
        SELECT i.menu_code, i.locale, i.id, i.parent_id, i.position, i.label, i.url, ${raw(siblingKey)}
        FROM menu_items i JOIN chosen c ON c.menu_code = i.menu_code AND c.locale = i.locale
        WHERE i.parent_id IS NULL
        UNION ALL
        SELECT i.menu_code, i.locale, i.id, i.parent_id, i.position, i.label, i.url, tree.sort_key || '/' || ${raw(siblingKey)}
        FROM menu_items i JOIN tree ON i.parent_id = tree.id AND i.locale = tree.locale
      )
      SELECT menu_code, id, parent_id, position, label, url FROM tree ORDER BY menu_code, sort_key`,
  )
}

function toMenus(menusResult: D1Result<unknown>, itemsResult: D1Result<unknown>): MenuRecord[] {
  const itemsOf = groupBy(parseRows(itemRow, itemsResult), (row) => row.menu_code)
  return parseRows(menuRow, menusResult).map(({ code, name }) => ({
    code,
    name,
    items: (itemsOf.get(code) ?? []).map((row) => ({
      id: row.id,
      parentId: row.parent_id,
      position: row.position,
      label: row.label,
      url: row.url,
    })),
  }))
}

/** A page of menus by code, with their items. */
export async function listMenus(db: D1Database, locale: string, page: Page) {
  const pageSql = sql`SELECT code FROM menus ORDER BY code ${limitOffset(page)}`
  const [menus, items, count] = await db.batch([
    prepare(
      db,
      sql`WITH page AS (${pageSql}) SELECT m.code, m.name FROM menus m JOIN page ON page.code = m.code ORDER BY m.code`,
    ),
    itemsStatement(db, locale, pageSql),
    prepare(db, sql`SELECT count(*) AS total FROM menus`),
  ])
  return { menus: toMenus(menus!, items!), totalItems: parseCount(count!) }
}

/** A menu by code with its items, or null. */
export async function getMenu(db: D1Database, locale: string, code: string): Promise<MenuRecord | null> {
  const [menus, items] = await db.batch([
    prepare(db, sql`SELECT code, name FROM menus WHERE code = ${code}`),
    itemsStatement(db, locale, sql`SELECT code FROM menus WHERE code = ${code}`),
  ])
  return toMenus(menus!, items!)[0] ?? null
}
