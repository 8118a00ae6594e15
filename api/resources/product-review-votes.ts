import { Hono } from 'hono'
import * as z from 'zod/mini'
import { iri } from '../../contract/iri'
import { reviewVoteInput } from '../../contract/reviews'
import { limitClient } from '../auth/client-limit'
import { findReview, voteHelpful } from '../db/reviews'
import type { ApiEnv } from '../env'
import { NotFoundError, ValidationError } from '../http/errors'
import { item } from '../http/jsonld'
import { valid } from '../http/validate'
import { reviewFields } from './product-reviews'
import { jsonLd } from './respond'

/**
 * "Pomohlo mi to": `POST /product-reviews/{id}/helpful` (our extra, docs/shop-api.md#product-reviews, decision 061).
 * Mounted after authentication, since a signed-in customer votes once as the customer; a visitor votes once per
 * browser, by the browser's random id; one who voted signed out and then signs in (or back) counts once. That id is the visitor's own word: many browsers (or a cleared localStorage)
 * vote again, so votes are also limited per client address (api/auth/rate-limit.ts) — the count is a hint for
 * ordering, not a figure anyone is paid by.
 */

const idParam = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)) })

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export const productReviewVotes = new Hono<ApiEnv>().post(
  '/product-reviews/:id/helpful',
  valid('param', idParam),
  valid('json', reviewVoteInput),
  async function voteRoute(c) {
    const { id } = c.req.valid('param')
    const { browserId } = c.req.valid('json')
    const customerId = c.var.customerId
    if (customerId === null && browserId === undefined)
      throw new ValidationError([
        { propertyPath: 'browserId', message: 'Chybí identifikátor prohlížeče.', code: 'browserIdMissing' },
      ])
    await limitClient(c, 'reviewVote')
    // the review's id in the hash: one browser's votes on two reviews are two unrelated rows. A signed-in vote
    // names its browser too, so the same shopper signed out before or after does not count again
    const counted = await voteHelpful(c.env.DB, id, {
      customer: customerId === null ? null : `customer:${customerId}`,
      browser: browserId === undefined ? null : `browser:${await sha256Hex(`${id}:${browserId}`)}`,
    })
    if (counted === null) throw new NotFoundError()
    const review = await findReview(c.env.DB, id)
    if (!review || review.status !== 'accepted') throw new NotFoundError()
    c.header('cache-control', 'no-store')
    return jsonLd(c, item('ProductReview', iri('product-reviews', id), reviewFields(review)), counted ? 201 : 200)
  },
)
