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
    // The category is asked for beside the root's navigation, not after it: a category outside the menu tree
    // has no code at hand, and its products would be the third call in a row (decision 058).
    const root = parentMatchPromise.then((match) => match.loaderData)
    const tree = root.then((data) => categoryTreeOf(data?.navigation.categories ?? []))
    const data = await loadCategoryPage(services.api, tree, params.slug, deps)
    if (!data) throw notFound()
    return { ...data, siteUrl: (await root)?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) =>
    loaderData ? categoryHead(loaderData, loaderData.siteUrl, match.context.services.i18n.t) : {},
  component: function CategoryPage() {
    const { category, products, state, siteUrl } = Route.useLoaderData()
    const node = findCategoryBySlug(useCategoryTree(), Route.useParams().slug)
    return <CategoryListing category={category} node={node} products={products} state={state} siteUrl={siteUrl} />
  },
})
