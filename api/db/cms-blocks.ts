import * as z from 'zod/mini'
import { jsonArray, sectionRef, sectionsJson, type SectionRef } from './cms-json'
import { limitOffset, type Page, parseCount, parseRows, prepare, raw, type Sql, sql, translationLocale } from './sql'

/** Blocks, FAQ items and sections of the content (decision 017): only enabled ones are ever read. */

export type BlockRecord = { id: number; code: string; name: string | null; contentHtml: string; sections: SectionRef[] }

const blockRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.nullable(z.string()),
  content_html: z.string(),
  sections: jsonArray(sectionRef),
})

function blockSelect(locale: string): Sql {
  const blockLocale = translationLocale(locale, (l) => sql`SELECT 1 FROM cms_block_translations x WHERE x.block_id = b.id AND x.locale = ${l}`)
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

export type FaqRecord = { id: number; code: string; position: number; topic: string | null; question: string; answerHtml: string }

const faqRow = z.object({
  id: z.number(),
  code: z.string(),
  position: z.number(),
  topic: z.nullable(z.string()),
  question: z.string(),
  answer_html: z.string(),
})

function faqSelect(locale: string): Sql {
  const faqLocale = translationLocale(locale, (l) => sql`SELECT 1 FROM cms_faq_translations x WHERE x.faq_id = f.id AND x.locale = ${l}`)
  return sql`SELECT f.id, f.code, f.position, t.topic, t.question, t.answer_html
    FROM cms_faq f JOIN cms_faq_translations t ON t.faq_id = f.id AND t.locale = ${faqLocale}
    WHERE f.enabled = 1`
}

const toFaq = (row: z.infer<typeof faqRow>): FaqRecord => ({
  id: row.id,
  code: row.code,
  position: row.position,
  topic: row.topic,
  question: row.question,
  answerHtml: row.answer_html,
})

/** Every enabled FAQ item by position: the FAQ page shows them all, grouped by topic. */
export async function listFaq(db: D1Database, locale: string): Promise<FaqRecord[]> {
  const result = await prepare(db, sql`${faqSelect(locale)} ORDER BY f.position, f.code`).all()
  return parseRows(faqRow, result).map(toFaq)
}

export async function getFaq(db: D1Database, locale: string, id: number): Promise<FaqRecord | null> {
  const result = await prepare(db, sql`${faqSelect(locale)} AND f.id = ${id}`).all()
  return parseRows(faqRow, result).map(toFaq)[0] ?? null
}

export type SectionRecord = { id: number; code: string; type: string; position: number; name: string }

const sectionRow = z.object({ id: z.number(), code: z.string(), type: z.string(), position: z.number(), name: z.nullable(z.string()) })

/** The sections (magazine categories, legal, information) by position, of one type when given; few, never paged. */
export async function listSections(db: D1Database, locale: string, type: string | undefined): Promise<SectionRecord[]> {
  const sectionLocale = translationLocale(locale, (l) => sql`SELECT 1 FROM cms_section_translations x WHERE x.section_id = s.id AND x.locale = ${l}`)
  const result = await prepare(
    db,
    sql`SELECT s.id, s.code, s.type, s.position, t.name FROM cms_sections s
      LEFT JOIN cms_section_translations t ON t.section_id = s.id AND t.locale = ${sectionLocale}
      ${type === undefined ? sql`` : sql`WHERE s.type = ${type}`}
      ORDER BY s.position, s.code`,
  ).all()
  return parseRows(sectionRow, result).map((row) => ({ ...row, name: row.name ?? row.code }))
}
