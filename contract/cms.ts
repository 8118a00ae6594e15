import * as z from 'zod/mini'
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from './channel'
import { pageQuery } from './hydra'

/**
 * Content payloads: the calls of BitBag's Sylius CMS plugin (`/cms-plugin/pages`, `/cms-plugin/page-by-slug/{slug}`,
 * `/cms-plugin/blocks/{code}`, `/cms-plugin/faq`), with its resource and field names (Page, Block,
 * FrequentlyAskedQuestion, Section; code, enabled, publishAt, slug, name, title, content, metaKeywords,
 * metaDescription, question, answer, position), translations resolved to the request's locale as the shop API
 * does for products. Our extras are marked. `content` and `answer` are HTML already made safe by the API
 * (an allow-list of tags and attributes, no scripts, no event handlers, no `javascript:` links).
 */
const nullableString = z.nullable(z.string())

export const PAGE_TYPES = ['page', 'article', 'landing'] as const
export type PageType = (typeof PAGE_TYPES)[number]

export const cmsSection = z.looseObject({
  '@id': z.optional(z.string()),
  code: z.string(),
  name: z.string(),
})
export type CmsSection = z.infer<typeof cmsSection>

export const cmsPage = z.looseObject({
  '@id': z.string(),
  '@type': z.optional(z.literal('Page')),
  id: z.number(),
  code: z.string(),
  enabled: z.optional(z.boolean()),
  /** ISO 8601; null: published since it was made. */
  publishAt: z.optional(nullableString),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  slug: z.string(),
  name: z.string(),
  title: z.optional(nullableString),
  content: z.string(),
  metaKeywords: z.optional(nullableString),
  metaDescription: z.optional(nullableString),
  sections: z.array(cmsSection),
  /** Product IRIs (related products of an article). */
  products: z.optional(z.array(z.string())),
  /** Extras: what the page is, its perex (plain text) and teaser image path, related article codes. */
  type: z.enum(PAGE_TYPES),
  teaser: z.optional(nullableString),
  teaserImage: z.optional(nullableString),
  relatedPages: z.optional(z.array(z.string())),
})
export type CmsPage = z.infer<typeof cmsPage>

export const cmsBlock = z.looseObject({
  '@id': z.string(),
  '@type': z.optional(z.literal('Block')),
  id: z.number(),
  code: z.string(),
  name: z.optional(nullableString),
  enabled: z.optional(z.boolean()),
  content: z.string(),
  sections: z.optional(z.array(cmsSection)),
})
export type CmsBlock = z.infer<typeof cmsBlock>

export const faqItem = z.looseObject({
  '@id': z.string(),
  '@type': z.optional(z.literal('FrequentlyAskedQuestion')),
  id: z.number(),
  code: z.string(),
  position: z.number(),
  enabled: z.optional(z.boolean()),
  question: z.string(),
  answer: z.string(),
  /** Extra: the topic the FAQ page groups it under. */
  topic: z.optional(nullableString),
})
export type FaqItem = z.infer<typeof faqItem>

/** `GET /cms-plugin/pages` filters: `type`, `sections.code` (a section such as a magazine category), paging. */
export const cmsPagesQuery = z.object({
  type: z.optional(z.enum(PAGE_TYPES)),
  'sections.code': z.optional(z.string().check(z.maxLength(64))),
  ...pageQuery(MAX_ITEMS_PER_PAGE, DEFAULT_ITEMS_PER_PAGE),
})
