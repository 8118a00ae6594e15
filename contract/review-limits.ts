import { TEXT_AREA_MAX } from './checkout-limits'

/**
 * The review constants without a schema (decision 061): the storefront's first load takes these, and must not
 * take zod with them (decision 021); `contract/reviews.ts` re-exports them beside its schemas.
 */
export const REVIEW_STATUSES = ['new', 'accepted', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** The comment is a text area as every other (docs/product.md#validation: at most TEXT_AREA_MAX). */
export const REVIEW_LIMITS = { author: 60, title: 120, comment: TEXT_AREA_MAX, pros: 500, cons: 500 } as const
export const REVIEWS_PER_PAGE = 5
