import type { Product } from '../../../contract/catalogue'
import type { ProductReviewList } from '../../../contract/reviews'

/**
 * schema.org `aggregateRating` and `review` of a Product exactly as the page shows them (decision 061): the
 * average and count of the reviews block, and the reviews of its first page. Nothing for a product without accepted
 * reviews: Google asks for ratings only where the page shows them.
 */
export function reviewJsonLd(product: Product, reviews: ProductReviewList | null) {
  const count = product.reviewCount ?? 0
  if (count === 0 || !reviews || reviews['hydra:member'].length === 0) return {}
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.averageRating ?? 0,
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews['hydra:member'].map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author.firstName },
      datePublished: review.createdAt.slice(0, 10),
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.comment,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  }
}
