import { product, productVariant, taxon, type Product, type Taxon } from '../../../contract/catalogue'
import { hydraCollection } from '../../../contract/hydra'
import type { ApiClient } from '../../lib/api/client'
import type { Query } from '../../lib/api/cache-key'
import { isApiError } from '../../lib/api/errors'

const productList = hydraCollection(product)
const taxonList = hydraCollection(taxon)

export type ProductPage = { products: Product[]; totalItems: number }

/**
 * Stock Sylius gives products without prices (SHOP-API.md pitfall 4); our API embeds `defaultVariantData`.
 * Where it is missing, the default variant is read once per product, in parallel.
 */
async function withPrices(api: ApiClient, products: Product[]): Promise<Product[]> {
  return Promise.all(
    products.map(async (item) => {
      if (item.defaultVariantData !== undefined || !item.defaultVariant) return item
      const variant = await api.get(item.defaultVariant, { schema: productVariant })
      return { ...item, defaultVariantData: variant }
    }),
  )
}

export async function listProducts(api: ApiClient, query: Query): Promise<ProductPage> {
  const page = await api.get('/products', { query, schema: productList })
  return { products: await withPrices(api, page['hydra:member']), totalItems: page['hydra:totalItems'] }
}

/** The top categories under the menu root, for the header menu and the home page. */
export async function listTopCategories(api: ApiClient): Promise<Taxon[]> {
  const page = await api.get('/taxons', { query: { itemsPerPage: 100 }, schema: taxonList })
  return page['hydra:member']
}

export const productOnOffer = (item: Product) => {
  const data = item.defaultVariantData
  return !!data && data.price !== undefined && data.originalPrice !== undefined && data.originalPrice > data.price
}

/** A product by its slug (the API answers with a redirect to the product, which is followed), or null. */
export async function getProductBySlug(api: ApiClient, slug: string): Promise<Product | null> {
  try {
    const item = await api.get(`/products-by-slug/${encodeURIComponent(slug)}`, { schema: product })
    return (await withPrices(api, [item]))[0] ?? null
  } catch (error) {
    if (isApiError(error, 404)) return null
    throw error
  }
}

export async function getTaxonBySlug(api: ApiClient, slug: string): Promise<Taxon | null> {
  try {
    return await api.get(`/taxons-by-slug/${encodeURIComponent(slug)}`, { schema: taxon })
  } catch (error) {
    if (isApiError(error, 404)) return null
    throw error
  }
}
