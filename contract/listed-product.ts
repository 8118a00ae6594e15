import type { Product, VariantPricing } from './catalogue'

/** What a card shows of a variant's price data, and what its list's analytics report. */
export type ListedPricing = Pick<VariantPricing, 'code' | 'name' | 'inStock' | 'price' | 'originalPrice'>

/**
 * What a product card and the analytics of a list need, and nothing more: a listing's loader data is
 * serialised into the page for hydration, so every field here is paid for in every listing's HTML (24 cards on
 * a category page) and in each server render's serialisation (docs/decisions/040-uncached-render.md).
 * A module without schemas: the browser imports it, and must not pull zod in with it.
 */
export type ListedProduct = Pick<Product, 'code' | 'name' | 'slug' | 'volume' | 'mainTaxon'> & {
  /** The first image only, by its path. */
  images: { path: string }[]
  defaultVariantData?: ListedPricing | null
  brand?: { name: string } | null
  /** The accepted reviews' average and count (decision 061); absent from a Sylius without them. */
  averageRating?: number
  reviewCount?: number
}

export function toListedProduct(item: Product): ListedProduct {
  const image = item.images[0]
  const pricing = item.defaultVariantData
  return {
    code: item.code,
    name: item.name,
    slug: item.slug,
    images: image ? [{ path: image.path }] : [],
    defaultVariantData: pricing
      ? {
          code: pricing.code,
          name: pricing.name,
          inStock: pricing.inStock,
          price: pricing.price,
          originalPrice: pricing.originalPrice,
        }
      : pricing,
    brand: item.brand ? { name: item.brand.name } : item.brand,
    volume: item.volume,
    mainTaxon: item.mainTaxon,
    // only a rated product carries its stars: every field here is paid for in each listing's HTML
    ...(item.reviewCount ? { averageRating: item.averageRating ?? 0, reviewCount: item.reviewCount } : {}),
  }
}
