import type { ContentElement, OtherContentElement } from './cms'

/**
 * The content element types this shop knows (contract/cms.ts), without schemas: the browser imports this, and
 * importing cms.ts would bring zod and every schema into the page's chunk (decision 009).
 */
export const CONTENT_ELEMENT_TYPES = [
  'textarea',
  'heading',
  'products_carousel',
  'products_carousel_by_taxon',
  'hero',
  'banner',
  'faq',
  'products_listing',
] as const
export type ContentElementType = (typeof CONTENT_ELEMENT_TYPES)[number]

/** A known element (the others parse with a type outside CONTENT_ELEMENT_TYPES, so this narrows soundly). */
export function isKnownContentElement(element: ContentElement | OtherContentElement): element is ContentElement {
  return (CONTENT_ELEMENT_TYPES as readonly string[]).includes(element.type)
}
