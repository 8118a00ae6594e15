import { Hono } from 'hono'
import * as z from 'zod/mini'
import { idFromIri, iri } from '../../contract/iri'
import { isoInstant } from '../../contract/prague-time'
import { reviewInput, reviewListQuery } from '../../contract/reviews'
import { findReview, findReviewableLine, insertReview, listReviews, type ReviewRecord } from '../db/reviews'
import type { ApiEnv } from '../env'
import { NotFoundError, ValidationError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { verifyReviewLink } from '../reviews/review-links'
import { jsonLd, publicCache } from './respond'

/**
 * Product reviews on Sylius's paths (docs/shop-api.md#product-reviews, decision 061): the accepted reviews of a
 * product, one review, the review form's invitation behind a signed link, and writing a review with that link.
 * Public and without login: mounted before authentication, so a stale session cookie never stops a link.
 */

/** What the shop shows of a review: only accepted ones ever leave through here. */
export function reviewFields(review: ReviewRecord) {
  return {
    id: review.id,
    title: review.title,
    rating: review.rating,
    comment: review.comment,
    author: { firstName: review.author },
    product: iri('products', review.product_code),
    status: review.status,
    createdAt: isoInstant(review.created_at),
    pros: review.pros,
    cons: review.cons,
    reply:
      review.reply === null
        ? null
        : { text: review.reply, createdAt: isoInstant(review.replied_at ?? review.created_at) },
    helpfulCount: review.helpful_count,
    verifiedPurchase: true,
  }
}

const LINK_MESSAGES = {
  invalid: 'Odkaz na hodnocení není platný. Zkopírujte ho prosím z e-mailu celý.',
  expired: 'Platnost odkazu na hodnocení vypršela.',
  notReceived: 'Hodnotit můžete jen zboží, které Vám už bylo doručeno nebo jste si ho vyzvedli.',
  reviewed: 'Tento nákup už jste ohodnotili. Děkujeme!',
} as const

const linkViolation = (reason: keyof typeof LINK_MESSAGES) =>
  new ValidationError([{ propertyPath: 'token', message: LINK_MESSAGES[reason], code: `link_${reason}` }])

/** The order line a link names, when it may still be reviewed; a violation on `token` saying why not. */
async function reviewableLine(env: ApiEnv['Bindings'], token: string) {
  const link = await verifyReviewLink(env.JWT_SECRET, token)
  if (!link.ok) throw linkViolation(link.reason)
  const line = await findReviewableLine(env.DB, link.orderItemId)
  if (!line) throw linkViolation('invalid')
  if (line.review_id !== null) throw linkViolation('reviewed')
  if (line.received !== 1) throw linkViolation('notReceived')
  return line
}

const idParam = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)) })
const tokenParam = z.object({ token: z.string().check(z.minLength(1), z.maxLength(2000)) })

export const productReviews = new Hono<ApiEnv>()
  .get('/product-reviews', publicCache, valid('query', reviewListQuery), async function listRoute(c) {
    const query = c.req.valid('query')
    const order = query['order[helpful]'] ? 'helpful' : 'newest'
    const page = { page: query.page, itemsPerPage: query.itemsPerPage }
    const productCode = idFromIri(query.product)
    const { rows, totalItems } = await listReviews(c.env.DB, { productCode, status: 'accepted' }, order, page)
    const members = rows.map((row) => embedded('ProductReview', iri('product-reviews', row.id), reviewFields(row)))
    return jsonLd(c, collection({ type: 'ProductReview', url: new URL(c.req.url), members, totalItems, page }))
  })
  .get('/product-reviews/:id', publicCache, valid('param', idParam), async function showRoute(c) {
    const review = await findReview(c.env.DB, c.req.valid('param').id)
    // a review waiting for moderation or rejected does not exist for the shop
    if (!review || review.status !== 'accepted') throw new NotFoundError()
    return jsonLd(c, item('ProductReview', iri('product-reviews', review.id), reviewFields(review)))
  })
  .get('/product-review-invitations/:token', valid('param', tokenParam), async function invitationRoute(c) {
    const line = await reviewableLine(c.env, c.req.valid('param').token)
    c.header('cache-control', 'no-store')
    return jsonLd(c, {
      productName: line.product_name,
      productCode: line.product_code,
      productSlug: line.product_slug,
      variantName: line.variant_name,
      firstName: line.first_name,
    })
  })
  .post('/product-reviews', valid('json', reviewInput), async function createRoute(c) {
    const input = c.req.valid('json')
    const line = await reviewableLine(c.env, input.token)
    const id = await insertReview(c.env.DB, {
      orderItemId: line.order_item_id,
      productId: line.product_id,
      author: input.author,
      rating: input.rating,
      title: input.title ?? null,
      comment: input.comment,
      pros: input.pros ?? null,
      cons: input.cons ?? null,
    })
    // two submissions of one link at once: the line's UNIQUE let one in
    if (id === null) throw linkViolation('reviewed')
    const review = await findReview(c.env.DB, id)
    if (!review) throw new NotFoundError()
    c.header('cache-control', 'no-store')
    return jsonLd(c, item('ProductReview', iri('product-reviews', id), reviewFields(review)), 201)
  })
