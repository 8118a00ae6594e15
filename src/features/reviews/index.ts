/** Product reviews in the storefront (decision 061): the product page's block, its JSON-LD part, the calls. */
export { loadProductReviews, ProductReviewsSlot } from './ProductReviewsSlot'
export { reviewJsonLd } from './review-jsonld'
export { listProductReviews } from './reviews.api'
export { ReviewPage } from './ReviewPage'
export { loadReviewInvitation } from './reviews.api'
