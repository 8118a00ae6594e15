import type { Product } from './catalogue'

/**
 * What a product card and the analytics of a list need: listings keep only this, so pages carry less.
 * A module without schemas: the browser imports it, and must not pull zod in with it.
 */
export type ListedProduct = Pick<Product, '@id' | 'code' | 'name' | 'slug' | 'images' | 'defaultVariantData' | 'brand' | 'volume' | 'mainTaxon'>

export function toListedProduct(item: Product): ListedProduct {
  return {
    '@id': item['@id'],
    code: item.code,
    name: item.name,
    slug: item.slug,
    images: item.images.slice(0, 1),
    defaultVariantData: item.defaultVariantData,
    brand: item.brand,
    volume: item.volume,
    mainTaxon: item.mainTaxon,
  }
}
