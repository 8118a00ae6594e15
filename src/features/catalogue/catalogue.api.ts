import type { Product, ProductVariant, Taxon, VariantPricing } from '../../../contract/catalogue'
import { MENU_TAXON_CODE } from '../../../contract/channel'
import type { AttributeValue, ProductFacets } from '../../../contract/discovery'
import { type ListedProduct, toListedProduct } from '../../../contract/listed-product'
import { iri } from '../../../contract/iri'
import type { ApiClient } from '../../lib/api/client'
import type { Query } from '../../lib/api/cache-key'
import { isApiError } from '../../lib/api/errors'
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
  try {
    const answer = await api.get(`/search/taxons/${MENU_TAXON_CODE}`, { schema: 'taxonTree' })
    return toCategoryData(answer.tree)
  } catch (error) {
    if (isApiError(error, 404)) return []
    throw error
  }
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
  try {
    const page = await api.get(`/products/${encodeURIComponent(productCode)}/attributes`, { schema: 'attributeValues' })
    return page['hydra:member']
  } catch (error) {
    if (isApiError(error, 404)) return []
    throw error
  }
}

export type AssociationType = 'similar' | 'recommended'

/** Products associated with a product (similar ones, recommended additions); none when there are none. */
export async function listAssociatedProducts(
  api: ApiClient,
  slug: string,
  type: AssociationType,
): Promise<ListedProduct[]> {
  try {
    const path = `/products-by-slug/${encodeURIComponent(slug)}/associations/${type}`
    const page = await api.get(path, { schema: 'productList' })
    return (await withPrices(api, page['hydra:member'])).map(toListedProduct)
  } catch (error) {
    if (isApiError(error, 404)) return []
    throw error
  }
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
  try {
    const item = await api.get(`/products-by-slug/${encodeURIComponent(slug)}`, { schema: 'product' })
    return (await withPrices(api, [item]))[0] ?? null
  } catch (error) {
    if (isApiError(error, 404)) return null
    throw error
  }
}

export async function getTaxonBySlug(api: ApiClient, slug: string): Promise<Taxon | null> {
  try {
    return await api.get(`/taxons-by-slug/${encodeURIComponent(slug)}`, { schema: 'taxon' })
  } catch (error) {
    if (isApiError(error, 404)) return null
    throw error
  }
}

/**
 * Products by their IRIs (a magazine article's `products`), in order, with prices; one that is gone (404) is
 * left out, so a product withdrawn since the page was written costs no dead card.
 */
export async function getProductsByIri(api: ApiClient, iris: readonly string[]): Promise<ListedProduct[]> {
  const products = await Promise.all(
    iris.map(async (path): Promise<Product | null> => {
      try {
        return (await withPrices(api, [await api.get(path, { schema: 'product' })]))[0] ?? null
      } catch (error) {
        if (isApiError(error, 404)) return null
        throw error
      }
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
