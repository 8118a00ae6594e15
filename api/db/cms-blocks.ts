import * as z from 'zod/mini'
import { jsonArray, sectionRef, sectionsJson, type SectionRef } from './cms-json'
import { limitOffset, type Page, parseCount, parseRows, prepare, raw, type Sql, sql, translationLocale } from './sql'

/** Blocks of the content (decision 017), by code as BitBag addresses them: only enabled ones are ever read. */

export type BlockRecord = { id: number; code: string; name: string | null; contentHtml: string; sections: SectionRef[] }

const blockRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.nullable(z.string()),
  content_html: z.string(),
  sections: jsonArray(sectionRef),
})

function blockSelect(locale: string): Sql {
  const blockLocale = translationLocale(
    locale,
    (l) => sql`SELECT 1 FROM cms_block_translations x WHERE x.block_id = b.id AND x.locale = ${l}`,
  )
  return sql`SELECT b.id, b.code, t.name, t.content_html,
      ${sectionsJson(locale, 'cms_block_sections', 'block_id', raw('b.id'))} AS sections
    FROM cms_blocks b JOIN cms_block_translations t ON t.block_id = b.id AND t.locale = ${blockLocale}
    WHERE b.enabled = 1`
}

const toBlock = (row: z.infer<typeof blockRow>): BlockRecord => ({
  id: row.id,
  code: row.code,
  name: row.name,
  contentHtml: row.content_html,
  sections: row.sections,
})

export async function getBlock(db: D1Database, locale: string, code: string): Promise<BlockRecord | null> {
  const result = await prepare(db, sql`${blockSelect(locale)} AND b.code = ${code}`).all()
  return parseRows(blockRow, result).map(toBlock)[0] ?? null
}

/** A page of the enabled blocks by code, of one section when given. */
export async function listBlocks(db: D1Database, locale: string, query: Page & { section?: string }) {
  const inSection =
    query.section === undefined
      ? sql``
      : sql` AND EXISTS (SELECT 1 FROM cms_block_sections bs JOIN cms_sections s ON s.id = bs.section_id
          WHERE bs.block_id = b.id AND s.code = ${query.section})`
  const [rows, count] = await db.batch([
    prepare(db, sql`${blockSelect(locale)}${inSection} ORDER BY b.code ${limitOffset(query)}`),
    prepare(db, sql`SELECT count(*) AS total FROM cms_blocks b WHERE b.enabled = 1${inSection}`),
  ])
  return { blocks: parseRows(blockRow, rows!).map(toBlock), totalItems: parseCount(count!) }
}
