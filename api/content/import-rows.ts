import { DEFAULT_LOCALE } from '../../contract/channel.ts'
import type { Sql } from '../db/sql.ts'
import type { BlockContent, FaqContent, PageContent, SectionContent } from './files.ts'
import { elementsText, toContentElements } from './elements.ts'
import { renderMarkdown } from './markdown.ts'

/**
 * The upserts of one content file each (see import.ts): keyed by code, so ids stay and a second run changes
 * nothing. The files are Czech: every text goes to the channel's default locale, which the API falls back to.
 */

const locale = DEFAULT_LOCALE
const s = (text: string, ...params: unknown[]): Sql => ({ text, params })

/** cyrb53, a fast 53-bit string hash: enough to tell that a file changed. */
function fingerprint(value: unknown): string {
  const text = JSON.stringify(value)
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** Replaces the section links of a page or block with the listed sections, in the listed order. */
function linkSections(table: string, owner: string, ownerTable: string, code: string, sections: string[]): Sql[] {
  return [
    s(`DELETE FROM ${table} WHERE ${owner} = (SELECT id FROM ${ownerTable} WHERE code = ?)`, code),
    s(
      `INSERT INTO ${table} (${owner}, section_id, position)
       SELECT o.id, sec.id, j.key FROM json_each(?) j JOIN cms_sections sec ON sec.code = j.value JOIN ${ownerTable} o ON o.code = ?`,
      JSON.stringify(sections),
      code,
    ),
  ]
}

export function sectionStatements(section: SectionContent): Sql[] {
  return [
    s(
      `INSERT INTO cms_sections (code, type, position) VALUES (?, ?, ?)
       ON CONFLICT (code) DO UPDATE SET type = excluded.type, position = excluded.position`,
      section.code,
      section.type,
      section.position ?? 0,
    ),
    s(
      `INSERT INTO cms_section_translations (section_id, locale, name) SELECT id, ?, ? FROM cms_sections WHERE code = ?
       ON CONFLICT (section_id, locale) DO UPDATE SET name = excluded.name`,
      locale,
      section.name,
      section.code,
    ),
  ]
}

export function pageStatements(page: PageContent, now: string): Sql[] {
  const { fileName: _fileName, ...source } = page
  const pageId = 'SELECT id FROM cms_pages WHERE code = ?'
  // a landing page's content is the text of its elements: a client without contentElements still has the words
  const html = renderMarkdown(page.elements === null ? page.body : elementsText(page.elements))
  const elements = JSON.stringify(page.elements === null ? [] : toContentElements(page.elements))
  return [
    s(
      `INSERT INTO cms_pages (code, type, enabled, publish_at, created_at, updated_at, teaser_image, products, related_pages, source_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (code) DO UPDATE SET type = excluded.type, enabled = excluded.enabled, publish_at = excluded.publish_at,
         teaser_image = excluded.teaser_image, products = excluded.products, related_pages = excluded.related_pages,
         updated_at = CASE WHEN cms_pages.source_hash = excluded.source_hash THEN cms_pages.updated_at ELSE excluded.updated_at END,
         source_hash = excluded.source_hash`,
      page.code,
      page.type,
      page.enabled === false ? 0 : 1,
      page.publishAt ? `${page.publishAt}T00:00:00Z` : null,
      now,
      now,
      page.teaserImage ?? null,
      JSON.stringify(page.products ?? []),
      JSON.stringify(page.relatedPages ?? []),
      fingerprint(source),
    ),
    // a slug that moved here from another page (renamed files) leaves that page first; its own upsert follows
    s(
      `DELETE FROM cms_page_translations WHERE locale = ? AND slug = ? AND page_id <> (${pageId})`,
      locale,
      page.slug,
      page.code,
    ),
    s(
      `INSERT INTO cms_page_translations (page_id, locale, slug, name, title, meta_keywords, meta_description, teaser, content_markdown, content_html)
       SELECT id, ?, ?, ?, ?, ?, ?, ?, '', '' FROM cms_pages WHERE code = ?
       ON CONFLICT (page_id, locale) DO UPDATE SET slug = excluded.slug, name = excluded.name, title = excluded.title,
         meta_keywords = excluded.meta_keywords, meta_description = excluded.meta_description, teaser = excluded.teaser`,
      locale,
      page.slug,
      page.name,
      page.title ?? null,
      page.metaKeywords ?? null,
      page.metaDescription ?? null,
      page.teaser ?? null,
      page.code,
    ),
    // the long texts in statements of their own: D1 caps a statement at 100 KB, and --remote inlines the values
    s(
      `UPDATE cms_page_translations SET content_markdown = ? WHERE locale = ? AND page_id = (${pageId})`,
      page.body,
      locale,
      page.code,
    ),
    s(
      `UPDATE cms_page_translations SET content_html = ? WHERE locale = ? AND page_id = (${pageId})`,
      html,
      locale,
      page.code,
    ),
    s(
      `UPDATE cms_page_translations SET content_elements = ? WHERE locale = ? AND page_id = (${pageId})`,
      elements,
      locale,
      page.code,
    ),
    ...linkSections('cms_page_sections', 'page_id', 'cms_pages', page.code, page.sections ?? []),
  ]
}

export function blockStatements(block: BlockContent): Sql[] {
  return [
    s(
      'INSERT INTO cms_blocks (code, enabled) VALUES (?, ?) ON CONFLICT (code) DO UPDATE SET enabled = excluded.enabled',
      block.code,
      block.enabled === false ? 0 : 1,
    ),
    s(
      `INSERT INTO cms_block_translations (block_id, locale, name, content_markdown, content_html)
       SELECT id, ?, ?, ?, ? FROM cms_blocks WHERE code = ?
       ON CONFLICT (block_id, locale) DO UPDATE SET name = excluded.name, content_markdown = excluded.content_markdown,
         content_html = excluded.content_html`,
      locale,
      block.name ?? null,
      block.body,
      renderMarkdown(block.body),
      block.code,
    ),
    ...linkSections('cms_block_sections', 'block_id', 'cms_blocks', block.code, block.sections ?? []),
  ]
}

export function faqStatements(faq: FaqContent): Sql[] {
  return [
    s(
      `INSERT INTO cms_faq (code, position, enabled) VALUES (?, ?, ?)
       ON CONFLICT (code) DO UPDATE SET position = excluded.position, enabled = excluded.enabled`,
      faq.code,
      faq.position ?? 0,
      faq.enabled === false ? 0 : 1,
    ),
    s(
      `INSERT INTO cms_faq_translations (faq_id, locale, topic, question, answer_markdown, answer_html)
       SELECT id, ?, ?, ?, ?, ? FROM cms_faq WHERE code = ?
       ON CONFLICT (faq_id, locale) DO UPDATE SET topic = excluded.topic, question = excluded.question,
         answer_markdown = excluded.answer_markdown, answer_html = excluded.answer_html`,
      locale,
      faq.topic ?? null,
      faq.question,
      faq.body,
      renderMarkdown(faq.body),
      faq.code,
    ),
  ]
}
