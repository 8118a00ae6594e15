import * as z from 'zod/mini'
import { pageQuery } from './hydra'
import { REVIEW_LIMITS, REVIEW_STATUSES, REVIEWS_PER_PAGE } from './review-limits'
import { trimmed } from './form-text'

export * from './review-limits'

/**
 * Product reviews on the Sylius 2 Shop API's paths (docs/shop-api.md#product-reviews,
 * docs/decisions/061-product-reviews.md): `GET /product-reviews?product={IRI}` lists the accepted reviews of a
 * product; `POST /product-reviews` writes one from the signed link of the review invitation (no login), which
 * names the received order line, so the body carries the link's token instead of Sylius's `product` and `email`.
 */

/**
 * Characters that reorder or hide text (bidi overrides and isolates, zero-width joiners aside): a review is shown
 * as the customer's plain words, so they are dropped rather than let one review flip the text around it.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g
export const plainText = (value: string) => value.replace(BIDI_CONTROLS, '').trim()

const cleaned = z.pipe(
  z.string(),
  z.transform((value: string) => plainText(value)),
)
const required = (max: number) => z.pipe(cleaned, z.string().check(z.minLength(1), z.maxLength(max)))
/** An optional text: absent, null or blank is none. */
const optional = (max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        cleaned,
        z.pipe(
          z.string().check(z.maxLength(max)),
          z.transform((value: string) => (value === '' ? null : value)),
        ),
      ),
    ),
  )

export const reviewInput = z.object({
  /** The signed link's token (the order line it names is the product reviewed). */
  token: z.pipe(trimmed, z.string().check(z.minLength(1), z.maxLength(2000))),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  title: optional(REVIEW_LIMITS.title),
  comment: required(REVIEW_LIMITS.comment),
  pros: optional(REVIEW_LIMITS.pros),
  cons: optional(REVIEW_LIMITS.cons),
  /** The name shown under the review (Sylius: the author's first name). */
  author: required(REVIEW_LIMITS.author),
})
export type ReviewInput = z.input<typeof reviewInput>

/**
 * A "helpful" vote (`POST /product-reviews/{id}/helpful`, our extra): a visitor who is not signed in sends the
 * browser's own random id (kept in localStorage), one vote per browser and review; a signed-in customer's vote is
 * the customer's, whatever the browser.
 */
export const reviewVoteInput = z.object({
  browserId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/))),
})
export type ReviewVoteInput = z.infer<typeof reviewVoteInput>

export const REVIEW_ORDERS = ['newest', 'helpful'] as const
export type ReviewOrderName = (typeof REVIEW_ORDERS)[number]

export const reviewListQuery = z.object({
  ...pageQuery(30, REVIEWS_PER_PAGE),
  /** The product's IRI (`/api/v2/shop/products/{code}`), as Sylius filters. */
  product: z.string().check(z.minLength(1), z.maxLength(300)),
  /** API Platform's order filter: `order[createdAt]=desc` (newest, the default) or our `order[helpful]=desc`. */
  'order[createdAt]': z.optional(z.enum(['asc', 'desc'])),
  'order[helpful]': z.optional(z.enum(['asc', 'desc'])),
})

/** A review as the shop shows it: Sylius's fields, then ours (pros, cons, the shop's reply, helpful votes). */
export const productReview = z.looseObject({
  '@id': z.string(),
  id: z.number(),
  title: z.nullable(z.string()),
  rating: z.number(),
  comment: z.string(),
  author: z.object({ firstName: z.string() }),
  product: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
  pros: z.nullable(z.string()),
  cons: z.nullable(z.string()),
  reply: z.nullable(z.object({ text: z.string(), createdAt: z.string() })),
  helpfulCount: z.number(),
  /** Always true: only a received order line can be reviewed. */
  verifiedPurchase: z.boolean(),
})
export type ProductReview = z.infer<typeof productReview>

export const productReviewList = z.looseObject({
  'hydra:member': z.array(productReview),
  'hydra:totalItems': z.number(),
})
export type ProductReviewList = z.infer<typeof productReviewList>

/** What the review form shows for a link before it is used: the product of the line, the customer's name. */
export const reviewInvitation = z.looseObject({
  productName: z.string(),
  productCode: z.string(),
  productSlug: z.nullable(z.string()),
  variantName: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
})
export type ReviewInvitation = z.infer<typeof reviewInvitation>
