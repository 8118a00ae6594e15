import * as z from 'zod/mini'
import { parseRows, prepare, type Sql, sql, translationLocale } from './sql'

/** FAQ items and sections of the content (decision 017): only enabled FAQ items are ever read. */

export type FaqRecord = {
  id: number
  code: string
  position: number
  topic: string | null
  question: string
  answerHtml: string
}

const faqRow = z.object({
  id: z.number(),
  code: z.string(),
  position: z.number(),
  topic: z.nullable(z.string()),
  question: z.string(),
  answer_html: z.string(),
})

function faqSelect(locale: string): Sql {
  const faqLocale = translationLocale(
    locale,
    (l) => sql`SELECT 1 FROM cms_faq_translations x WHERE x.faq_id = f.id AND x.locale = ${l}`,
  )
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

const sectionRow = z.object({
  id: z.number(),
  code: z.string(),
  type: z.string(),
  position: z.number(),
  name: z.nullable(z.string()),
})

/** The sections (magazine categories, legal, information) by position, of one type when given; few, never paged. */
export async function listSections(db: D1Database, locale: string, type: string | undefined): Promise<SectionRecord[]> {
  const sectionLocale = translationLocale(
    locale,
    (l) => sql`SELECT 1 FROM cms_section_translations x WHERE x.section_id = s.id AND x.locale = ${l}`,
  )
  const result = await prepare(
    db,
    sql`SELECT s.id, s.code, s.type, s.position, t.name FROM cms_sections s
      LEFT JOIN cms_section_translations t ON t.section_id = s.id AND t.locale = ${sectionLocale}
      ${type === undefined ? sql`` : sql`WHERE s.type = ${type}`}
      ORDER BY s.position, s.code`,
  ).all()
  return parseRows(sectionRow, result).map((row) => ({ ...row, name: row.name ?? row.code }))
}
