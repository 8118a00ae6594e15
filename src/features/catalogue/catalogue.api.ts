import type { Product, ProductVariant, Taxon, VariantPricing } from '../../../contract/catalogue'
import { MENU_TAXON_CODE } from '../../../contract/channel'
import type { AttributeValue, ProductFacets } from '../../../contract/discovery'
import { type ListedProduct, toListedProduct } from '../../../contract/listed-product'
import { iri } from '../../../contract/iri'
import type { ApiClient } from '../../lib/api/client'
import type { Query } from '../../lib/api/cache-key'
import { type CategoryData, toCategoryData } from './category-tree'

/** A page of products; `facets` only when asked for (`facets=1`) and the API has them (ours does, Sylius not). */
export type ProductPage = { products: ListedProduct[]; totalItems: number; facets: ProductFacets | null }

/**
 * Stock Sylius gives products without prices (docs/shop-api.md#catalogue); our API embeds `defaultVariantData`.
 * Where it is missing, the default variant is read once per product, in parallel.
 */
async function withPrices(api: ApiClient, products: Product[]): Promise<Product[]> {
  return Promise.all(
    products.map(async (item) => {
      if (item.defaultVariantData !== undefined || !item.defaultVariant) return item
      const variant = await api.get(item.defaultVariant, { schema: 'productVariant' })
      return { ...item, defaultVariantData: variant }
    }),
  )
}

async function getProductPage(api: ApiClient, path: string, query: Query): Promise<ProductPage> {
  const page = await api.get(path, { query, schema: 'productCollection' })
  const products = await withPrices(api, page['hydra:member'])
  return { products: products.map(toListedProduct), totalItems: page['hydra:totalItems'], facets: page.facets ?? null }
}

/** GET /products: filters, order and paging as in `toApiQuery`, or `taxon` for a category. */
export function listProducts(api: ApiClient, query: Query): Promise<ProductPage> {
  return getProductPage(api, '/products', query)
}

/** GET /search: full-text results (relevance first unless an order is given), with the listing's filters. */
export function searchProducts(api: ApiClient, q: string, query: Query): Promise<ProductPage> {
  return getProductPage(api, '/search', { ...query, q })
}

/**
 * The category tree under the menu root (docs/product.md#calls: loaded at start). A shop API without the tree (stock
 * Sylius answers 404) gives an empty tree: the menu is hidden, category pages still work.
 */
export async function getCategoryData(api: ApiClient): Promise<CategoryData[]> {
  const answer = await api.getOrNull(`/search/taxons/${MENU_TAXON_CODE}`, { schema: 'taxonTree' })
  return answer ? toCategoryData(answer.tree) : []
}

/** The enabled variants of a product with their prices and stock. */
export async function listProductVariants(api: ApiClient, productCode: string): Promise<ProductVariant[]> {
  const page = await api.get('/product-variants', {
    query: { product: productCode, itemsPerPage: 100 },
    schema: 'variantList',
  })
  return page['hydra:member']
}

/** The attribute values of a product in the request locale; none when the API has no such list. */
export async function listProductAttributes(api: ApiClient, productCode: string): Promise<AttributeValue[]> {
  const path = `/products/${encodeURIComponent(productCode)}/attributes`
  const page = await api.getOrNull(path, { schema: 'attributeValues' })
  return page?.['hydra:member'] ?? []
}

export type AssociationType = 'similar' | 'recommended'

/** Products associated with a product (similar ones, recommended additions); none when there are none. */
export async function listAssociatedProducts(
  api: ApiClient,
  slug: string,
  type: AssociationType,
): Promise<ListedProduct[]> {
  const path = `/products-by-slug/${encodeURIComponent(slug)}/associations/${type}`
  const page = await api.getOrNull(path, { schema: 'productList' })
  return page ? (await withPrices(api, page['hydra:member'])).map(toListedProduct) : []
}

/** On offer: the original price is above the current one (docs/shop-api.md#catalogue). */
export function pricingOnOffer(pricing: Pick<VariantPricing, 'price' | 'originalPrice'> | null | undefined): boolean {
  return (
    !!pricing &&
    pricing.price !== undefined &&
    pricing.originalPrice !== undefined &&
    pricing.originalPrice > pricing.price
  )
}

export const productOnOffer = (item: Pick<ListedProduct, 'defaultVariantData'>) =>
  pricingOnOffer(item.defaultVariantData)

/** A product by its slug (the API answers with a redirect to the product, which is followed), or null. */
export async function getProductBySlug(api: ApiClient, slug: string): Promise<Product | null> {
  const item = await api.getOrNull(`/products-by-slug/${encodeURIComponent(slug)}`, { schema: 'product' })
  return item ? ((await withPrices(api, [item]))[0] ?? null) : null
}

export function getTaxonBySlug(api: ApiClient, slug: string): Promise<Taxon | null> {
  return api.getOrNull(`/taxons-by-slug/${encodeURIComponent(slug)}`, { schema: 'taxon' })
}

/**
 * Products by their IRIs (a magazine article's `products`), in order, with prices; one that is gone (404) is
 * left out, so a product withdrawn since the page was written costs no dead card.
 */
export async function getProductsByIri(api: ApiClient, iris: readonly string[]): Promise<ListedProduct[]> {
  const products = await Promise.all(
    iris.map(async (path): Promise<Product | null> => {
      const item = await api.getOrNull(path, { schema: 'product' })
      return item ? ((await withPrices(api, [item]))[0] ?? null) : null
    }),
  )
  return products.filter((item) => item !== null).map(toListedProduct)
}

/** Products by their codes (a landing page's carousel), in order; unknown ones are left out. */
export function getProductsByCode(api: ApiClient, codes: readonly string[]): Promise<ListedProduct[]> {
  return getProductsByIri(
    api,
    codes.map((code) => iri('products', code)),
  )
}
