import * as z from 'zod/mini'
import { dateText, nullableText } from './jsonld'

/**
 * The content of the shop through the admin API (docs/decisions/017-content.md): the import's status, its result,
 * and its body (the files of `content/` as the import script reads them).
 */
export const contentStatus = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('ContentStatus'),
  counts: z.object({
    sections: z.number(),
    pages: z.number(),
    blocks: z.number(),
    faq: z.number(),
    pictures: z.number(),
  }),
  /** Every page, last changed first. */
  pages: z.array(
    z.object({
      code: z.string(),
      type: z.string(),
      name: z.string(),
      slug: z.string(),
      enabled: z.boolean(),
      publishAt: z.nullable(dateText),
      updatedAt: dateText,
    }),
  ),
  /** The imports made through the admin API, newest first (the script's own runs leave none). */
  imports: z.array(
    z.object({ at: dateText, actor: z.string(), files: z.optional(z.number()), summary: z.optional(nullableText) }),
  ),
})
export type ContentStatus = z.infer<typeof contentStatus>

export const contentImportResult = z.object({
  '@context': z.string(),
  '@type': z.literal('ContentImport'),
  files: z.number(),
  summary: z.string(),
})

/** One content file as `content/` holds it: `pages/obchodni-podminky.md` and its Markdown. */
const contentFile = z.object({
  path: z.string().check(z.regex(/^(sections|pages|faq|blocks)\/[a-z0-9][a-z0-9._-]{0,120}\.md$/)),
  text: z.string().check(z.maxLength(200_000)),
})
export const contentBody = z.object({ files: z.array(contentFile).check(z.minLength(1), z.maxLength(2000)) })
