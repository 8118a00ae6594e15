import { iri } from '../../../contract/iri'
import type {
  ProductReview,
  ProductReviewList,
  ReviewInput,
  ReviewInvitation,
  ReviewOrderName,
} from '../../../contract/reviews'
import { REVIEWS_PER_PAGE } from '../../../contract/review-limits'
import type { ApiClient } from '../../lib/api/client'
import { isApiError } from '../../lib/api/errors'

/** The review calls of the shop API (docs/shop-api.md#product-reviews, decision 061), through the one API client. */

/** A page of a product's accepted reviews; newest first unless `helpful`. */
export function listProductReviews(
  api: ApiClient,
  productCode: string,
  page = 1,
  order: ReviewOrderName = 'newest',
): Promise<ProductReviewList> {
  const query = {
    product: iri('products', productCode),
    page,
    itemsPerPage: REVIEWS_PER_PAGE,
    ...(order === 'helpful' ? { 'order[helpful]': 'desc' } : { 'order[createdAt]': 'desc' }),
  }
  return api.get('/product-reviews', { query, schema: 'productReviewList' })
}

/** What the review form shows for a signed link; throws the API's violation (expired, used, …). */
export function getReviewInvitation(api: ApiClient, token: string): Promise<ReviewInvitation> {
  return api.get(`/product-review-invitations/${encodeURIComponent(token)}`, {
    schema: 'reviewInvitation',
    cache: false,
  })
}

/** "Pomohlo mi to": the review with its new count (the API counts this browser or customer once). */
export function voteHelpful(api: ApiClient, reviewId: number, browserId: string): Promise<ProductReview> {
  return api.post(`/product-reviews/${reviewId}/helpful`, { body: { browserId }, schema: 'productReview' })
}

export async function submitReview(api: ApiClient, input: ReviewInput): Promise<void> {
  await api.post('/product-reviews', { body: input })
}

/** The form's answer for a link: the invitation, or the API's reason the link cannot be used (in Czech). */
export async function loadReviewInvitation(
  api: ApiClient,
  token: string | undefined,
): Promise<{ invitation: ReviewInvitation | null; problem: string | null }> {
  if (!token) return { invitation: null, problem: null }
  try {
    return { invitation: await getReviewInvitation(api, token), problem: null }
  } catch (error) {
    const link = isApiError(error, 422) ? error.violations.find((v) => v.propertyPath === 'token') : undefined
    if (!link) throw error
    return { invitation: null, problem: link.message }
  }
}
