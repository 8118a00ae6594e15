import { createRoute } from '@tanstack/react-router'
import { adminReviewList } from '../../contract/admin/reviews'
import { adminGet, query } from '../lib/admin-api'
import { REVIEWS_PAGE_SIZE, ReviewsScreen } from '../features/reviews/ReviewsScreen'
import { reviewListSearch } from '../features/reviews/list-search'
import { rootRoute } from './__root'

/** The product reviews' moderation queue (decision 061): the status shown is the URL's search parameter. */
export const reviewsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/recenze',
  validateSearch: reviewListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) =>
    adminGet(
      adminReviewList,
      `/product-reviews${query({ ...deps, itemsPerPage: REVIEWS_PAGE_SIZE })}`,
      abortController.signal,
    ),
  component: ReviewsScreen,
})
