import * as z from 'zod/mini'
import { hydraCollection } from '../hydra'
import { REVIEW_STATUSES } from '../reviews'
import { dateText, ldKeys, nullableText } from './jsonld'

/**
 * Product reviews for staff (docs/decisions/061-product-reviews.md): the moderation queue's rows with the product,
 * the order and the text; the bodies of rejecting (a reason the customer is told) and of the shop's public reply.
 */

export const adminReview = z.object({
  ...ldKeys,
  id: z.number(),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number(),
  title: nullableText,
  comment: z.string(),
  pros: nullableText,
  cons: nullableText,
  author: z.string(),
  product: z.object({ code: z.string(), name: z.string(), slug: nullableText }),
  variantName: nullableText,
  order: z.object({ '@id': z.string(), tokenValue: z.string(), number: nullableText }),
  orderItem: z.number(),
  email: nullableText,
  rejectReason: nullableText,
  moderatedBy: nullableText,
  moderatedAt: z.nullable(dateText),
  reply: nullableText,
  repliedAt: z.nullable(dateText),
  helpfulCount: z.number(),
  createdAt: dateText,
})
export type AdminReview = z.infer<typeof adminReview>
export const adminReviewList = hydraCollection(adminReview)

export const REJECT_REASON_MAX = 500
export const REPLY_TEXT_MAX = 2000

const trimmed = z.pipe(
  z.string(),
  z.transform((value: string) => value.trim()),
)
export const reviewRejectBody = z.object({
  reason: z.pipe(trimmed, z.string().check(z.minLength(1), z.maxLength(REJECT_REASON_MAX))),
})
export type ReviewRejectBody = z.infer<typeof reviewRejectBody>
/** The shop's public answer; an empty text takes it down. */
export const reviewReplyBody = z.object({
  text: z.pipe(trimmed, z.string().check(z.maxLength(REPLY_TEXT_MAX))),
})
export type ReviewReplyBody = z.infer<typeof reviewReplyBody>
