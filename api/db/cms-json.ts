import * as z from 'zod/mini'
import { raw, type Sql, sql, translationLocale } from './sql'

/**
 * Shared pieces of the content queries (decision 017): related rows come back as JSON arrays built by SQLite in
 * the same row, so a page with its sections, products and related pages is one statement, parsed here.
 */

/** A JSON text column holding values of `item`. */
export function jsonArray<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((text): unknown => JSON.parse(text)),
    ),
    z.array(item),
  )
}

export const sectionRef = z.object({ code: z.string(), name: z.string() })
export type SectionRef = z.infer<typeof sectionRef>

/** The JSON array of the sections linked through `linkTable` to the row `ownerId`, in the linked order. */
export function sectionsJson(
  locale: string,
  linkTable: 'cms_page_sections' | 'cms_block_sections',
  owner: string,
  ownerId: Sql,
): Sql {
  const sectionLocale = translationLocale(
    locale,
    (l) => sql`SELECT 1 FROM cms_section_translations y WHERE y.section_id = s.id AND y.locale = ${l}`,
  )
  return sql`(SELECT json_group_array(json_object('code', code, 'name', name)) FROM (
      SELECT s.code, coalesce(st.name, s.code) AS name
      FROM ${raw(linkTable)} link JOIN cms_sections s ON s.id = link.section_id
      LEFT JOIN cms_section_translations st ON st.section_id = s.id AND st.locale = ${sectionLocale}
      WHERE link.${raw(owner)} = ${ownerId}
      ORDER BY link.position, s.position, s.code))`
}

/** Enabled pages whose publish date has come (NULL: published since it was made). */
export function published(alias: string, now: Date): Sql {
  const a = raw(alias)
  return sql`${a}.enabled = 1 AND (${a}.publish_at IS NULL OR datetime(${a}.publish_at) <= datetime(${now.toISOString()}))`
}
