import { createFileRoute, notFound } from '@tanstack/react-router'
import { categoryHead, loadCategoryPage } from '../features/catalogue/category-page'
import { CategoryListing } from '../features/catalogue/CategoryListing'
import { EMPTY_CATEGORY_TREE } from '../features/catalogue/category-tree'
import { listingSearchSchema, readListingState } from '../features/catalogue/listing-search'

export const Route = createFileRoute('/kategorie/$slug')({
  validateSearch: listingSearchSchema,
  loaderDeps: ({ search }) => readListingState(search),
  loader: async ({ context: { services }, params, deps, parentMatchPromise }) => {
    const root = (await parentMatchPromise).loaderData
    const data = await loadCategoryPage(services.api, root?.navigation.tree ?? EMPTY_CATEGORY_TREE, params.slug, deps)
    if (!data) throw notFound()
    return { ...data, siteUrl: root?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) => (loaderData ? categoryHead(loaderData, loaderData.siteUrl, match.context.services.i18n.t) : {}),
  component: function CategoryPage() {
    const { category, node, products, state, siteUrl } = Route.useLoaderData()
    return <CategoryListing category={category} node={node} products={products} state={state} siteUrl={siteUrl} />
  },
})
