import type { Sql } from '../db/sql.ts'
import { blockStatements, faqStatements, pageStatements, sectionStatements } from './import-rows.ts'
import type { ContentSet } from './load.ts'

/**
 * The statements that make D1 hold exactly the content of the files (decision 017): upserts keyed by code
 * (import-rows.ts), so ids stay and a second run changes nothing, and deletes of what the files no longer have
 * (git keeps history; a removed page then answers 404). Pure: the seed and the import script run these on local
 * D1, `--remote` writes them into an SQL file for `wrangler d1 execute`.
 */

const s = (text: string, ...params: unknown[]): Sql => ({ text, params })

/** Deletes the rows of `table` whose code is not in `codes`, children first (not relying on cascades). */
function removeOthers(table: string, children: [string, string][], codes: string[]): Sql[] {
  const gone = `SELECT id FROM ${table} WHERE code NOT IN (SELECT value FROM json_each(?))`
  const list = JSON.stringify(codes)
  return [
    ...children.map(([child, column]) => s(`DELETE FROM ${child} WHERE ${column} IN (${gone})`, list)),
    s(`DELETE FROM ${table} WHERE code NOT IN (SELECT value FROM json_each(?))`, list),
  ]
}

/** The statements, in order, that bring D1 to `content`; `now` (ISO) stamps new and changed pages. */
export function importStatements(content: ContentSet, now: string): Sql[] {
  const codes = (items: { code: string }[]) => items.map((item) => item.code)
  return [
    ...removeOthers(
      'cms_pages',
      [
        ['cms_page_translations', 'page_id'],
        ['cms_page_sections', 'page_id'],
      ],
      codes(content.pages),
    ),
    ...removeOthers(
      'cms_blocks',
      [
        ['cms_block_translations', 'block_id'],
        ['cms_block_sections', 'block_id'],
      ],
      codes(content.blocks),
    ),
    ...removeOthers('cms_faq', [['cms_faq_translations', 'faq_id']], codes(content.faq)),
    ...removeOthers(
      'cms_sections',
      [
        ['cms_section_translations', 'section_id'],
        ['cms_page_sections', 'section_id'],
        ['cms_block_sections', 'section_id'],
      ],
      codes(content.sections),
    ),
    ...content.sections.flatMap(sectionStatements),
    ...content.pages.flatMap((page) => pageStatements(page, now)),
    ...content.blocks.flatMap(blockStatements),
    ...content.faq.flatMap(faqStatements),
  ]
}

/** How many of each the import writes, for the scripts' one-line report. */
export function importSummary(content: ContentSet): string {
  return `${content.sections.length} sections, ${content.pages.length} pages, ${content.blocks.length} blocks, ${content.faq.length} FAQ items`
}
