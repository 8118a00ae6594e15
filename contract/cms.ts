import * as z from 'zod/mini'
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from './channel'
import { CONTENT_ELEMENT_TYPES } from './content-elements'
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

/**
 * Content elements of a page (BitBag's Sylius CMS plugin v6+ `contentElements`): `{ type, configuration }` with
 * the configuration keyed by the type, in the editor's order. BitBag's types and keys: `textarea` (safe HTML, as
 * `content`), `heading`, `products_carousel` (product codes), `products_carousel_by_taxon` (a taxon code).
 * Our extras are marked. Types this storefront does not know (BitBag's `single_media`, `spacer`, …) parse as
 * `otherContentElement` and are not shown.
 */
export const HEADING_TYPES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

const element = <T extends string, C extends z.ZodMiniType>(type: T, configuration: C) =>
  z.looseObject({ type: z.literal(type), configuration })
/** Extra: the heading a carousel, FAQ excerpt or listing shows above itself. */
const sectionTitle = z.optional(nullableString)

export const textareaElement = element('textarea', z.looseObject({ textarea: z.string() }))
export const headingElement = element(
  'heading',
  z.looseObject({ heading_type: z.enum(HEADING_TYPES), heading: z.string() }),
)
export const productsCarouselElement = element(
  'products_carousel',
  z.looseObject({ products_carousel: z.looseObject({ products: z.array(z.string()) }), title: sectionTitle }),
)
export const productsCarouselByTaxonElement = element(
  'products_carousel_by_taxon',
  z.looseObject({ products_carousel_by_taxon: z.string(), title: sectionTitle }),
)
/** Extra: the page's opening: title (the page's h1 when given), text, picture and one call to action. */
export const heroElement = element(
  'hero',
  z.looseObject({
    hero: z.looseObject({
      title: z.optional(nullableString),
      text: z.optional(nullableString),
      /** A URL of the picture (`/media/…` or absolute). */
      image: z.optional(nullableString),
      link: z.optional(nullableString),
      linkLabel: z.optional(nullableString),
    }),
  }),
)
/** Extra: a promotional strip that is one link; colours are CSS hex colours. */
export const bannerElement = element(
  'banner',
  z.looseObject({
    banner: z.looseObject({
      title: z.string(),
      text: z.optional(nullableString),
      link: z.string(),
      image: z.optional(nullableString),
      background: z.optional(nullableString),
      color: z.optional(nullableString),
    }),
  }),
)
/** Extra: questions of the FAQ by their codes (`/cms-plugin/faq`), shown with their answers. */
export const faqElement = element(
  'faq',
  z.looseObject({ faq: z.looseObject({ items: z.array(z.string()) }), title: sectionTitle }),
)
/**
 * Extra: a full product listing (facets, sort, paging in the page's URL) under a fixed filter: `offer` (products
 * on offer only) and/or `taxon` (a taxon code). At most one per page.
 */
export const productsListingElement = element(
  'products_listing',
  z.looseObject({
    products_listing: z.looseObject({ offer: z.optional(z.boolean()), taxon: z.optional(nullableString) }),
    title: sectionTitle,
  }),
)

export { CONTENT_ELEMENT_TYPES, type ContentElementType, isKnownContentElement } from './content-elements'

export const knownContentElement = z.discriminatedUnion('type', [
  textareaElement,
  headingElement,
  productsCarouselElement,
  productsCarouselByTaxonElement,
  heroElement,
  bannerElement,
  faqElement,
  productsListingElement,
])
export type ContentElement = z.infer<typeof knownContentElement>

/** An element of a type this storefront does not show (a real Sylius may send more). */
export const otherContentElement = z.looseObject({
  type: z.string().check(z.refine((type) => !(CONTENT_ELEMENT_TYPES as readonly string[]).includes(type))),
  configuration: z.optional(z.unknown()),
})
export type OtherContentElement = z.infer<typeof otherContentElement>

export const contentElement = z.union([knownContentElement, otherContentElement])

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
  /** BitBag v6+: the page's content elements in order; absent on older plugin versions. */
  contentElements: z.optional(z.array(contentElement)),
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
