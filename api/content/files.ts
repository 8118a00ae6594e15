import * as z from 'zod/mini'
import { ContentError, type ParsedFile } from './front-matter.ts'

/**
 * The four kinds of content file (decision 017) and their front matter keys, validated with zod/mini.
 * Unknown keys are errors: a misspelt `metaDescripton` would otherwise vanish without a word.
 */

const code = z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'a code is letters, digits, _ . - (at most 64)'))
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
const codes = z.array(code)
const position = z.pipe(
  z.string().check(z.regex(/^-?\d{1,6}$/, 'a position is a whole number')),
  z.transform((value) => Number(value)),
)
const enabled = z.pipe(z.enum(['true', 'false']), z.transform((value) => value === 'true'))
/** A calendar date; published from midnight UTC of that day. */
const date = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD'),
  z.refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value), 'no such day'),
)
// a key in the media bucket (served under /media/) or an absolute image URL; never a way out of the bucket
const imagePath = z.string().check(
  z.regex(/^(?:https:\/\/[^\s"'<>]+|[A-Za-z0-9_][A-Za-z0-9_./-]{0,255})$/, 'an image is a media path or an https URL'),
  z.refine((value) => !value.split('/').includes('..'), 'an image path must not contain ..'),
)

export const SECTION_TYPES = ['magazine', 'legal', 'info'] as const

const sectionFile = z.strictObject({ code, type: z.enum(SECTION_TYPES), name: text(255), position: z.optional(position) })
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
const faqFile = z.strictObject({ code, question: text(500), topic: z.optional(text(255)), position: z.optional(position), enabled: z.optional(enabled) })
const blockFile = z.strictObject({ code, name: z.optional(text(255)), sections: z.optional(codes), enabled: z.optional(enabled) })

export type SectionContent = z.infer<typeof sectionFile> & { fileName: string }
export type PageContent = z.infer<typeof pageFile> & { slug: string; body: string; fileName: string }
export type FaqContent = z.infer<typeof faqFile> & { body: string; fileName: string }
export type BlockContent = z.infer<typeof blockFile> & { body: string; fileName: string }

/** Keys that hold lists: a single value there is read as a list of one (`sections: recepty`). */
const LIST_KEYS = new Set(['sections', 'products', 'relatedPages'])

function validate<T extends z.ZodMiniType>(schema: T, file: ParsedFile): z.infer<T> {
  const data = Object.fromEntries(
    Object.entries(file.data).map(([key, value]) => [key, LIST_KEYS.has(key) && typeof value === 'string' ? [value] : value]),
  )
  const result = z.safeParse(schema, data)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0]!
    throw new ContentError(file.fileName, file.lines[key] ?? null, `unknown key "${key}"`)
  }
  const key = String(issue.path[0] ?? '')
  const line = file.lines[key] ?? null
  // zod/mini carries no message texts: say what an enum allows ourselves
  const detail = issue.code === 'invalid_value' ? `expected one of ${issue.values.join(', ')}` : issue.message
  const message = line === null ? `"${key}" is missing` : `"${key}": ${detail}`
  throw new ContentError(file.fileName, line, message)
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function sectionContent(file: ParsedFile): SectionContent {
  return { ...validate(sectionFile, file), fileName: file.fileName }
}

/** A page; its slug is the file name (content/pages/obchodni-podminky.md → obchodni-podminky). */
export function pageContent(file: ParsedFile, slug: string): PageContent {
  if (!SLUG.test(slug)) throw new ContentError(file.fileName, null, 'the file name (the slug) must be lower-case letters, digits and dashes')
  return { ...validate(pageFile, file), slug, body: file.body, fileName: file.fileName }
}

export function faqContent(file: ParsedFile): FaqContent {
  if (file.body === '') throw new ContentError(file.fileName, null, 'the answer (the text after the front matter) is empty')
  return { ...validate(faqFile, file), body: file.body, fileName: file.fileName }
}

export function blockContent(file: ParsedFile): BlockContent {
  return { ...validate(blockFile, file), body: file.body, fileName: file.fileName }
}
