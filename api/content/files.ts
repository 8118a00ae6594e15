import * as z from 'zod/mini'
import { ContentError, type ParsedFile } from './front-matter.ts'
import { type ElementSource, parseElements } from './elements.ts'
import { code, codes, date, enabled, imagePath, position, text, validateKeys } from './values.ts'

/**
 * The four kinds of content file (decision 017) and their front matter keys, validated with zod/mini.
 * Unknown keys are errors: a misspelt `metaDescripton` would otherwise vanish without a word.
 */

export const SECTION_TYPES = ['magazine', 'legal', 'info'] as const

const sectionFile = z.strictObject({
  code,
  type: z.enum(SECTION_TYPES),
  name: text(255),
  position: z.optional(position),
})
const pageFile = z.strictObject({
  code,
  type: z.enum(['page', 'article', 'landing']),
  name: text(255),
  title: z.optional(text(255)),
  metaDescription: z.optional(text(500)),
  metaKeywords: z.optional(text(500)),
  sections: z.optional(codes),
  publishAt: z.optional(date),
  teaser: z.optional(text(2000)),
  teaserImage: z.optional(imagePath),
  products: z.optional(codes),
  relatedPages: z.optional(codes),
  enabled: z.optional(enabled),
})
const faqFile = z.strictObject({
  code,
  question: text(500),
  topic: z.optional(text(255)),
  position: z.optional(position),
  enabled: z.optional(enabled),
})
const blockFile = z.strictObject({
  code,
  name: z.optional(text(255)),
  sections: z.optional(codes),
  enabled: z.optional(enabled),
})

export type SectionContent = z.infer<typeof sectionFile> & { fileName: string }
export type PageContent = z.infer<typeof pageFile> & {
  slug: string
  body: string
  fileName: string
  /** A landing page's content elements (its body parsed, elements.ts); null for other pages, whose body is Markdown. */
  elements: ElementSource[] | null
}
export type FaqContent = z.infer<typeof faqFile> & { body: string; fileName: string }
export type BlockContent = z.infer<typeof blockFile> & { body: string; fileName: string }

/** Keys that hold lists: a single value there is read as a list of one (`sections: recepty`). */
const LIST_KEYS = new Set(['sections', 'products', 'relatedPages'])

function validate<T extends z.ZodMiniType>(schema: T, file: ParsedFile): z.infer<T> {
  return validateKeys(schema, file.data, {
    fileName: file.fileName,
    lines: file.lines,
    listKeys: LIST_KEYS,
    missingLine: null,
  })
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function sectionContent(file: ParsedFile): SectionContent {
  return { ...validate(sectionFile, file), fileName: file.fileName }
}

/** A page; its slug is the file name (content/pages/obchodni-podminky.md → obchodni-podminky). */
export function pageContent(file: ParsedFile, slug: string): PageContent {
  if (!SLUG.test(slug))
    throw new ContentError(
      file.fileName,
      null,
      'the file name (the slug) must be lower-case letters, digits and dashes',
    )
  const page = validate(pageFile, file)
  const elements = page.type === 'landing' ? parseElements(file.fileName, file.body, file.bodyLine) : null
  return { ...page, slug, body: file.body, fileName: file.fileName, elements }
}

export function faqContent(file: ParsedFile): FaqContent {
  if (file.body === '')
    throw new ContentError(file.fileName, null, 'the answer (the text after the front matter) is empty')
  return { ...validate(faqFile, file), body: file.body, fileName: file.fileName }
}

export function blockContent(file: ParsedFile): BlockContent {
  return { ...validate(blockFile, file), body: file.body, fileName: file.fileName }
}
