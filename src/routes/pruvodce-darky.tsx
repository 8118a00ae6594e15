import { createFileRoute } from '@tanstack/react-router'
import { findProducts } from '../features/finder/finder.api'
import { finderHead } from '../features/finder/finder-definition'
import { FinderPage } from '../features/finder/FinderPage'
import { GIFT_GUIDE } from '../features/finder/finders'
import {
  giftGuideListingTaxons,
  giftGuideQueries,
  giftGuideSearch,
  isCompleteGiftGuide,
} from '../features/finder/gift-guide'

/** The gift guide (docs/product.md#pages): occasion, recipient, budget; the suggestions are loaded on the server. */
export const Route = createFileRoute('/pruvodce-darky')({
  validateSearch: giftGuideSearch,
  loaderDeps: ({ search: { prilezitost, pro, rozpocet } }) => ({ prilezitost, pro, rozpocet }),
  loader: async ({ context: { services }, deps }) => ({
    products: isCompleteGiftGuide(deps) ? await findProducts(services.api, giftGuideQueries(deps)) : null,
  }),
  head: ({ match }) => finderHead(match.context.services.i18n.t, GIFT_GUIDE),
  component: function GiftGuidePage() {
    const answers = Route.useSearch()
    const { products } = Route.useLoaderData()
    const listings = isCompleteGiftGuide(answers) ? giftGuideListingTaxons(answers) : []
    return (
      <FinderPage
        finder={GIFT_GUIDE}
        answers={answers}
        products={products}
        listings={{ taxons: listings, budget: answers.rozpocet }}
      />
    )
  },
})
