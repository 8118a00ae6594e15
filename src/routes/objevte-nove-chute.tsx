import { createFileRoute } from '@tanstack/react-router'
import { findProducts } from '../features/finder/finder.api'
import { finderHead } from '../features/finder/finder-definition'
import { FinderPage } from '../features/finder/FinderPage'
import { TASTE_FINDER } from '../features/finder/finders'
import {
  isCompleteTasteFinder,
  tasteFinderBudget,
  tasteFinderQueries,
  tasteFinderSearch,
  tasteFinderTaxons,
} from '../features/finder/taste-finder'

/** Discover new tastes (docs/product.md#pages): favourite, taste, budget; the suggestions are loaded on the server. */
export const Route = createFileRoute('/objevte-nove-chute')({
  validateSearch: tasteFinderSearch,
  loaderDeps: ({ search }) => ({ 'mam-rad': search['mam-rad'], chut: search.chut, rozpocet: search.rozpocet }),
  loader: async ({ context: { services }, deps }) => ({
    products: isCompleteTasteFinder(deps) ? await findProducts(services.api, tasteFinderQueries(deps)) : null,
  }),
  head: ({ match }) => finderHead(match.context.services.i18n.t, TASTE_FINDER),
  component: function TasteFinderPage() {
    const answers = Route.useSearch()
    const { products } = Route.useLoaderData()
    const listings = isCompleteTasteFinder(answers)
      ? { taxons: tasteFinderTaxons(answers), budget: tasteFinderBudget(answers) }
      : { taxons: [], budget: undefined }
    return <FinderPage finder={TASTE_FINDER} answers={answers} products={products} listings={listings} />
  },
})
