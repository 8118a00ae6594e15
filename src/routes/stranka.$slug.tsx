import { createFileRoute, notFound } from '@tanstack/react-router'
import { listingSearchSchema, readListingState } from '../features/catalogue/listing-search'
import { LandingPage, loadLandingPage } from '../features/landing'
import { landingHead } from '../features/landing/head'

/**
 * Landing pages built from content elements (`/stranka/akce`); an unknown slug, or a CMS page of another type,
 * is the 404 page. A page's product listing keeps its filters, sort and page in this URL, as category pages do.
 */
export const Route = createFileRoute('/stranka/$slug')({
  // The loader travels with the page in its own chunk: other pages do not carry the landing feature.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: listingSearchSchema,
  loaderDeps: ({ search }) => readListingState(search),
  loader: async ({ context: { services }, params, deps, parentMatchPromise }) => {
    const data = await loadLandingPage(services.api, params.slug, deps)
    if (!data) throw notFound()
    const root = (await parentMatchPromise).loaderData
    return { ...data, siteUrl: root?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) =>
    loaderData ? landingHead(loaderData, loaderData.siteUrl, match.context.services.i18n.t) : {},
  component: function LandingRoute() {
    return <LandingPage {...Route.useLoaderData()} />
  },
})
