import { createFileRoute, notFound } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { getTaxonBySlug, listProducts } from '../features/catalogue/catalogue.api'
import { CategoryListing, CATEGORY_PAGE_SIZE } from '../features/catalogue/CategoryListing'

const search = z.object({ page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined) })

export const Route = createFileRoute('/kategorie/$slug')({
  validateSearch: search,
  loaderDeps: ({ search: { page } }) => ({ page: page ?? 1 }),
  loader: async ({ context: { services }, params, deps }) => {
    const category = await getTaxonBySlug(services.api, params.slug)
    if (!category) throw notFound()
    const products = await listProducts(services.api, { taxon: category.code, page: deps.page, itemsPerPage: CATEGORY_PAGE_SIZE })
    return { category, products, page: deps.page }
  },
  head: ({ loaderData }) => (loaderData ? { meta: [{ title: `${loaderData.category.name} | Drinkárna` }] } : {}),
  component: function CategoryPage() {
    const { category, products, page } = Route.useLoaderData()
    return <CategoryListing category={category} products={products} page={page} />
  },
})
