import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { adminReview, adminReviewList, reviewRejectBody, reviewReplyBody } from '../../contract/admin/reviews'
import { emptyBody } from '../../contract/admin/orders'
import { pageQuery } from '../../contract/hydra'
import { isoInstant } from '../../contract/prague-time'
import { REVIEW_STATUSES } from '../../contract/reviews'
import { insertAudit } from '../db/admin-audit'
import { newTransitionId } from '../db/order-transitions'
import {
  findReview,
  listReviews,
  moderateReview,
  moderationGuard,
  refreshProductRating,
  replyMailGuard,
  replyToReview,
  type ReviewRecord,
} from '../db/reviews'
import { sendQueuedMails } from '../fulfilment/context'
import { NotFoundError, ValidationError } from '../http/errors'
import { valid } from '../http/validate'
import { prepareMail } from '../mail'
import { ADMIN_BASE, type AdminEnv } from './env'
import { fulfilment } from './orders'
import { adminJson, adminList } from './respond'
import { transitionBody } from './transition-body'

/**
 * Moderation of product reviews (decision 061), Sylius's admin paths: the queue by status (`GET /product-reviews`),
 * one review, `PATCH …/accept`, `PATCH …/reject` with a reason, `PATCH …/reply` (the shop's public answer). Staff
 * and admins both moderate. Accepting or rejecting recomputes the product's stars, writes the audit and queues the
 * customer's mail in one batch, all only where this request changed the status (two staff at once: one mail).
 */

const reviewIri = (id: number) => `${ADMIN_BASE}/product-reviews/${id}`
const orderIri = (token: string) => `${ADMIN_BASE}/orders/${encodeURIComponent(token)}`

export const reviewListQuery = z.object({ ...pageQuery(100, 30), status: z.optional(z.enum(REVIEW_STATUSES)) })
const idParam = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)) })

function view(review: ReviewRecord) {
  return {
    '@id': reviewIri(review.id),
    '@type': 'ProductReview',
    id: review.id,
    status: review.status,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    pros: review.pros,
    cons: review.cons,
    author: review.author,
    product: { code: review.product_code, name: review.product_name, slug: review.product_slug },
    variantName: review.variant_name,
    order: { '@id': orderIri(review.order_token), tokenValue: review.order_token, number: review.order_number },
    orderItem: review.order_item_id,
    email: review.email,
    rejectReason: review.reject_reason,
    moderatedBy: review.moderated_by,
    moderatedAt: isoInstant(review.moderated_at),
    reply: review.reply,
    repliedAt: isoInstant(review.replied_at),
    helpfulCount: review.helpful_count,
    createdAt: isoInstant(review.created_at),
  }
}

async function existing<E extends AdminEnv>(c: Context<E>, id: number): Promise<ReviewRecord> {
  const review = await findReview(c.env.DB, id)
  if (!review) throw new NotFoundError()
  return review
}

const answer = async <E extends AdminEnv>(c: Context<E>, id: number) =>
  adminJson(c, adminReview, { '@context': '/api/v2/contexts/ProductReview', ...view(await existing(c, id)) })

const productPage = (origin: string, review: ReviewRecord) =>
  review.product_slug ? `${origin}/produkt/${encodeURIComponent(review.product_slug)}` : origin

async function moderate<E extends AdminEnv>(
  c: Context<E>,
  id: number,
  status: 'accepted' | 'rejected',
  reason: string | null,
) {
  const review = await existing(c, id)
  if (review.status === status)
    throw new ValidationError([
      {
        propertyPath: '',
        message: status === 'accepted' ? 'Hodnocení už je zveřejněné.' : 'Hodnocení už je zamítnuté.',
        code: 'reviewModerated',
      },
    ])
  const db = c.env.DB
  const transition = newTransitionId()
  const guard = moderationGuard(id, transition)
  const context = fulfilment(c)
  const productLink = productPage(context.origin, review)
  const results = await db.batch([
    moderateReview(db, id, { status, reason, actor: c.var.actor, transition }),
    refreshProductRating(db, id, guard),
    insertAudit(
      db,
      {
        actor: c.var.actor,
        action: 'update',
        resource: reviewIri(id),
        before: { status: review.status },
        after: { status, ...(reason === null ? {} : { reason }) },
      },
      guard,
    ),
    ...(review.email
      ? [
          prepareMail(
            c.env,
            {
              to: review.email,
              template: 'review-moderated',
              params: {
                productName: review.product_name,
                accepted: status === 'accepted',
                reason,
                link: productLink,
                // a reply written while the review waited becomes public with it
                reply: status === 'accepted' ? review.reply : null,
              },
            },
            guard,
          ),
        ]
      : []),
  ])
  if (results[0]?.meta.changes !== 1)
    throw new ValidationError([
      { propertyPath: '', message: 'Hodnocení právě změnil někdo jiný; načtěte ho znovu.', code: 'reviewModerated' },
    ])
  await sendQueuedMails(context)
}

export const adminReviews = new Hono<AdminEnv>()
  .get('/product-reviews', valid('query', reviewListQuery), async function listRoute(c) {
    const query = c.req.valid('query')
    const page = { page: query.page, itemsPerPage: query.itemsPerPage }
    // the queue: the oldest waiting first would starve nobody, but staff asked for the newest on top like the inbox
    const { rows, totalItems } = await listReviews(c.env.DB, { status: query.status }, 'newest', page)
    return adminList(c, adminReviewList, { type: 'ProductReview', members: rows.map(view), totalItems, page })
  })
  .get('/product-reviews/:id', valid('param', idParam), (c) => answer(c, c.req.valid('param').id))
  .patch('/product-reviews/:id/accept', valid('param', idParam), transitionBody(emptyBody), async (c) => {
    const { id } = c.req.valid('param')
    await moderate(c, id, 'accepted', null)
    return answer(c, id)
  })
  .patch('/product-reviews/:id/reject', valid('param', idParam), transitionBody(reviewRejectBody), async (c) => {
    const { id } = c.req.valid('param')
    await moderate(c, id, 'rejected', c.get('body').reason)
    return answer(c, id)
  })
  .patch('/product-reviews/:id/reply', valid('param', idParam), transitionBody(reviewReplyBody), async (c) => {
    const { id } = c.req.valid('param')
    const review = await existing(c, id)
    const text = c.get('body').text || null
    const db = c.env.DB
    const transition = newTransitionId()
    const context = fulfilment(c)
    await db.batch([
      replyToReview(db, id, { reply: text, actor: c.var.actor, transition }),
      insertAudit(db, {
        actor: c.var.actor,
        action: 'update',
        resource: `${reviewIri(id)}/reply`,
        before: { reply: review.reply },
        after: { reply: text },
      }),
      // the customer hears of a new public reply once; a reply to a waiting review is told with its publication
      ...(review.email && text !== null
        ? [
            prepareMail(
              c.env,
              {
                to: review.email,
                template: 'review-replied',
                params: { productName: review.product_name, reply: text, link: productPage(context.origin, review) },
              },
              replyMailGuard(id, transition),
            ),
          ]
        : []),
    ])
    await sendQueuedMails(context)
    return answer(c, id)
  })
