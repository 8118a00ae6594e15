import { createFileRoute, notFound } from '@tanstack/react-router'
import { getProductBySlug } from '../features/catalogue/catalogue.api'
import { ProductDetail } from '../features/catalogue/ProductDetail'
import { productHead } from '../features/catalogue/product-head'

export const Route = createFileRoute('/produkt/$slug')({
  loader: async ({ context: { services }, params }) => {
    const product = await getProductBySlug(services.api, params.slug)
    if (!product) throw notFound()
    return { product }
  },
  head: ({ loaderData }) => (loaderData ? productHead(loaderData.product) : {}),
  component: function ProductPage() {
    return <ProductDetail product={Route.useLoaderData().product} />
  },
})
