import { createFileRoute } from '@tanstack/react-router'
import { searchPageSearchSchema } from '../features/catalogue/listing-search'
import { loadSearchPage, searchHead, searchPageDeps } from '../features/catalogue/search-page'
import { SearchResults } from '../features/catalogue/SearchResults'

export const Route = createFileRoute('/search')({
  validateSearch: searchPageSearchSchema,
  loaderDeps: ({ search }) => searchPageDeps(search),
  loader: ({ context: { services }, deps }) => loadSearchPage(services.api, deps),
  head: ({ loaderData, match }) => searchHead(loaderData?.q ?? null, match.context.services.i18n.t),
  component: function SearchPage() {
    return <SearchResults {...Route.useLoaderData()} />
  },
})
