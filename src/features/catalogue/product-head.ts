import type { Product } from '../../../contract/catalogue'

/** Title, description and Open Graph tags of a product page. */
export function productHead(product: Product) {
  const description = product.shortDescription ?? product.description?.slice(0, 160) ?? product.name
  const image = product.images[0]?.path
  return {
    meta: [
      { title: `${product.name} | Drinkárna` },
      { name: 'description', content: description },
      { property: 'og:type', content: 'product' },
      { property: 'og:title', content: product.name },
      { property: 'og:description', content: description },
      ...(image ? [{ property: 'og:image', content: image }] : []),
    ],
  }
}
