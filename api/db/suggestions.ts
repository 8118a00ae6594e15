import * as z from 'zod/mini'
import { listingScope, withClause } from './listing'
import { parseCount, parseRows, prepare, raw, sql, translationLocale } from './sql'

export type VariantSuggestionRecord = {
  code: string
  name: string | null
  inStock: boolean
  price: number
  originalPrice: number
  product: { code: string; name: string; slug: string; image: { path: string; type: string } | null }
}

const suggestionRow = z.object({
  code: z.string(),
  name: z.nullable(z.string()),
  in_stock: z.number(),
  price: z.number(),
  original_price: z.number(),
  product_code: z.string(),
  product_name: z.string(),
  slug: z.string(),
  image_path: z.nullable(z.string()),
  image_type: z.nullable(z.string()),
})

/**
 * Predictive search: the default variants of the enabled products whose search row matches, best first, and
 * how many match in all. Products without an enabled variant are left out: there is nothing to buy.
 */
export async function suggestVariants(db: D1Database, locale: string, match: string, limit: number) {
  const scope = listingScope(locale, { match }, { ranked: true })
  const from = scope.from([raw('l.product_id IS NOT NULL')])
  const unranked = listingScope(locale, { match })
  const found = sql`found AS (SELECT p.id, tr.name, tr.slug, l.variant_id, l.price, l.original_price, l.in_stock,
    h.score ${from} ORDER BY h.score, p.code LIMIT ${limit})`
  const [rows, count] = await db.batch([
    prepare(
      db,
      sql`${withClause([...scope.ctes, found])}
      SELECT v.code, v.name, f.in_stock, f.price, f.original_price, p.code AS product_code, f.name AS product_name, f.slug,
             i.path AS image_path, i.type AS image_type
      FROM found f
      CROSS JOIN products p ON p.id = f.id
      CROSS JOIN product_variants v ON v.id = f.variant_id
      LEFT JOIN product_images i ON i.id = (
        SELECT id FROM product_images WHERE product_id = f.id ORDER BY position, id LIMIT 1)
      ORDER BY f.score, p.code`,
    ),
    prepare(
      db,
      sql`${withClause(unranked.ctes)} SELECT count(*) AS total ${unranked.from([raw('l.product_id IS NOT NULL')])}`,
    ),
  ])
  const suggestions: VariantSuggestionRecord[] = parseRows(suggestionRow, rows!).map((row) => ({
    code: row.code,
    name: row.name,
    inStock: row.in_stock === 1,
    price: row.price,
    originalPrice: row.original_price,
    product: {
      code: row.product_code,
      name: row.product_name,
      slug: row.slug,
      image: row.image_path === null ? null : { path: row.image_path, type: row.image_type ?? 'main' },
    },
  }))
  return { suggestions, totalItems: parseCount(count!) }
}

export type MenuMatch = { label: string; url: string; menu: string }

const menuItemRow = z.object({
  menu_code: z.string(),
  id: z.number(),
  parent_id: z.nullable(z.number()),
  label: z.string(),
  url: z.string(),
})

/** Lower case without diacritics: `Dárky` → `darky`. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * Menu items whose label contains every word, ignoring case and diacritics, in menu order (each menu in the
 * locale, or in the channel default when it has no items in it). Group items that only repeat their first
 * child's link are left out: the child is the page. Menus are small, so they are matched here, not in SQL.
 */
export async function searchMenuItems(db: D1Database, locale: string, words: readonly string[]): Promise<MenuMatch[]> {
  const menuLocale = translationLocale(
    locale,
    (l) => sql`SELECT 1 FROM menu_items x WHERE x.menu_code = m.code AND x.locale = ${l}`,
  )
  const result = await prepare(
    db,
    sql`WITH chosen(menu_code, locale) AS (SELECT m.code, ${menuLocale} FROM menus m)
    SELECT i.menu_code, i.id, i.parent_id, i.label, i.url
    FROM menu_items i JOIN chosen c ON c.menu_code = i.menu_code AND c.locale = i.locale
    ORDER BY i.menu_code, i.position, i.id`,
  ).all()
  const items = parseRows(menuItemRow, result)
  const children = new Map<number | null, typeof items>()
  for (const item of items) {
    const key = item.parent_id === null ? null : item.parent_id
    children.set(key, [...(children.get(key) ?? []), item])
  }
  const folded = words.map(foldText)
  const matches: MenuMatch[] = []
  const visit = (item: (typeof items)[number]) => {
    const kids = children.get(item.id) ?? []
    const groupOnly = kids[0] !== undefined && kids[0].url === item.url
    const label = foldText(item.label)
    if (!groupOnly && folded.every((word) => label.includes(word))) {
      matches.push({ label: item.label, url: item.url, menu: item.menu_code })
    }
    kids.forEach(visit)
  }
  // roots of every menu; items whose parent is in another locale or missing count as roots too
  const ids = new Set(items.map((item) => item.id))
  items.filter((item) => item.parent_id === null || !ids.has(item.parent_id)).forEach(visit)
  return matches
}
