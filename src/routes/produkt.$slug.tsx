import { createFileRoute, notFound } from '@tanstack/react-router'
import { categoryTreeOf } from '../features/catalogue/category-tree'
import { ProductDetail } from '../features/catalogue/ProductDetail'
import { productHead } from '../features/catalogue/product-head'
import { loadProductPage } from '../features/catalogue/product-page'

export const Route = createFileRoute('/produkt/$slug')({
  loader: async ({ context: { services }, params, parentMatchPromise }) => {
    const root = (await parentMatchPromise).loaderData
    const data = await loadProductPage(services.api, categoryTreeOf(root?.navigation.categories ?? []), params.slug)
    if (!data) throw notFound()
    return { ...data, siteUrl: root?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) =>
    loaderData ? productHead(loaderData.product, loaderData.siteUrl, match.context.services.i18n.t) : {},
  component: function ProductPage() {
    return <ProductDetail {...Route.useLoaderData()} />
  },
})
