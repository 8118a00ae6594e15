import { createFileRoute } from '@tanstack/react-router'
import { withPublicFormStyles } from '../components/ui/public-form-head'
import { loadReviewInvitation, ReviewPage } from '../features/reviews'
import { pageHead } from '../lib/page-head'

/**
 * The review form of the invitation's signed link (`/hodnoceni?reviewToken=…`, decision 061): no login; the page
 * cache never stores it (worker/page-cache.ts), and search engines do not index it.
 */
export const Route = createFileRoute('/hodnoceni')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: (search: Record<string, unknown>): { reviewToken?: string } =>
    typeof search.reviewToken === 'string' && search.reviewToken.length <= 2000
      ? { reviewToken: search.reviewToken }
      : {},
  loaderDeps: ({ search }) => ({ token: search.reviewToken }),
  loader: async ({ context: { services }, deps }) => ({
    token: deps.token,
    ...(await loadReviewInvitation(services.api, deps.token)),
  }),
  head: ({ match }) =>
    withPublicFormStyles(
      pageHead({
        title: match.context.services.i18n.t('rating.formMetaTitle'),
        description: match.context.services.i18n.t('rating.formMetaDescription'),
        robots: 'noindex, nofollow',
      }),
    ),
  component: function ReviewRoute() {
    return <ReviewPage {...Route.useLoaderData()} />
  },
})
