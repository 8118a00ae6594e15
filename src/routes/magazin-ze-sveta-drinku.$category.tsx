import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadMagazineCategory, MagazineCategoryPage } from '../features/magazine'
import { magazineCategoryHead } from '../features/magazine/head'

/** A magazine category (`vsechny` for all), 12 articles a page (`?page=N`); an unknown category or page is the 404 page. */
export const Route = createFileRoute('/magazin-ze-sveta-drinku/$category')({
  validateSearch: (search: Record<string, unknown>): { page?: number | string } =>
    typeof search.page === 'number' || typeof search.page === 'string' ? { page: search.page } : {},
  loaderDeps: ({ search }) => ({ page: search.page }),
  // The loader travels with the page in its own chunk: other pages do not carry the magazine.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { services }, params, deps, parentMatchPromise }) => {
    const data = await loadMagazineCategory(services.api, params.category, deps.page)
    if (!data) throw notFound()
    const root = (await parentMatchPromise).loaderData
    return { data, siteUrl: root?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) =>
    loaderData ? magazineCategoryHead(loaderData.data, loaderData.siteUrl, match.context.services.i18n.t) : {},
  component: function MagazineCategoryRoute() {
    return <MagazineCategoryPage {...Route.useLoaderData()} />
  },
})
