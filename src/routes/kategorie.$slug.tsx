import { createFileRoute, notFound } from '@tanstack/react-router'
import { categoryHead, loadCategoryPage } from '../features/catalogue/category-page'
import { CategoryListing } from '../features/catalogue/CategoryListing'
import { categoryTreeOf, findCategoryBySlug } from '../features/catalogue/category-tree'
import { useCategoryTree } from '../features/catalogue/use-category-tree'
import { listingSearchSchema, readListingState } from '../features/catalogue/listing-search'

export const Route = createFileRoute('/kategorie/$slug')({
  validateSearch: listingSearchSchema,
  loaderDeps: ({ search }) => readListingState(search),
  loader: async ({ context: { services }, params, deps, parentMatchPromise }) => {
    const root = (await parentMatchPromise).loaderData
    const data = await loadCategoryPage(
      services.api,
      categoryTreeOf(root?.navigation.categories ?? []),
      params.slug,
      deps,
    )
    if (!data) throw notFound()
    return { ...data, siteUrl: root?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) =>
    loaderData ? categoryHead(loaderData, loaderData.siteUrl, match.context.services.i18n.t) : {},
  component: function CategoryPage() {
    const { category, products, state, siteUrl } = Route.useLoaderData()
    const node = findCategoryBySlug(useCategoryTree(), Route.useParams().slug)
    return <CategoryListing category={category} node={node} products={products} state={state} siteUrl={siteUrl} />
  },
})
