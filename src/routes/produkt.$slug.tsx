import { createFileRoute, notFound } from '@tanstack/react-router'
import { categoryTreeOf } from '../features/catalogue/category-tree'
import { ProductDetail } from '../features/catalogue/ProductDetail'
import { productHead } from '../features/catalogue/product-head'
import { loadProductPage } from '../features/catalogue/product-page'

export const Route = createFileRoute('/produkt/$slug')({
  loader: async ({ context: { services }, params, parentMatchPromise }) => {
    // The product is asked for beside the root's navigation, not after it: the category tree only places the
    // breadcrumbs, so the page's longest chain of API calls stays at two (decision 058).
    const root = parentMatchPromise.then((match) => match.loaderData)
    const tree = root.then((data) => categoryTreeOf(data?.navigation.categories ?? []))
    const data = await loadProductPage(services.api, tree, params.slug)
    if (!data) throw notFound()
    return { ...data, siteUrl: (await root)?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) =>
    loaderData ? productHead(loaderData.product, loaderData.siteUrl, match.context.services.i18n.t) : {},
  component: function ProductPage() {
    return <ProductDetail {...Route.useLoaderData()} />
  },
})
