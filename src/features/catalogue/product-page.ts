import type { Product, ProductVariant } from '../../../contract/catalogue'
import type { ListedProduct } from '../../../contract/listed-product'
import type { AttributeValue } from '../../../contract/discovery'
import type { ProductReviewList } from '../../../contract/reviews'
import type { ApiClient } from '../../lib/api/client'
import { listProductReviews, loadProductReviews } from '../reviews'
import { getProductBySlug, listAssociatedProducts, listProductAttributes, listProductVariants } from './catalogue.api'
import { type CategoryNode, type CategoryTree, getCategoryByCode } from './category-tree'

export type ProductPageData = {
  product: Product
  /** All variants with prices and stock, when there is a choice; null for a single variant. */
  variants: ProductVariant[] | null
  /** The main category's trail, top first; empty when it is outside the menu tree. */
  breadcrumbs: CategoryNode['breadcrumbs']
  /** Streamed after the first screen. */
  attributes: Promise<AttributeValue[]>
  similar: Promise<ListedProduct[]>
  recommended: Promise<ListedProduct[]>
  /** The first page of accepted reviews (decision 061); null without any, or when they could not be read. */
  reviews: Promise<ProductReviewList | null>
}

/**
 * A product page: the product (and its variants when there is a choice) first; attributes and associated
 * products are started at once and streamed into their sections. `tree` (the root loader's category tree) may
 * still be loading: the product is asked for beside it. Null for an unknown slug.
 */
export async function loadProductPage(
  api: ApiClient,
  tree: Promise<CategoryTree>,
  slug: string,
): Promise<ProductPageData | null> {
  // a client navigation fetches the reviews block's chunk beside the calls, so the block renders with the page
  if (!import.meta.env.SSR) void loadProductReviews()
  const product = await getProductBySlug(api, slug)
  if (!product) {
    await tree // the root's failure, if any, is the page's
    return null
  }
  const attributes = listProductAttributes(api, product.code)
  const similar = listAssociatedProducts(api, product.slug, 'similar')
  const recommended = listAssociatedProducts(api, product.slug, 'recommended')
  // its own call, never awaited here: the reviews stream in after the main content (decision 061)
  const reviews = product.reviewCount ? listProductReviews(api, product.code).catch(() => null) : Promise.resolve(null)
  const [variants, categories] = await Promise.all([
    product.variants.length > 1 ? listProductVariants(api, product.code) : null,
    tree,
  ])
  const breadcrumbs = getCategoryByCode(categories, product.mainTaxon)?.breadcrumbs ?? []
  return { product, variants, breadcrumbs, attributes, similar, recommended, reviews }
}

/** An address on this site, absolute; image paths of the API may already be absolute. */
export function absoluteUrl(path: string, siteUrl: string): string {
  try {
    return new URL(path, `${siteUrl}/`).href
  } catch {
    return path
  }
}
