import type { Product } from '../../../contract/catalogue'
import type { I18n } from '../../lib/i18n'
import { pageHead } from '../../lib/page-head'
import { absoluteUrl } from './product-page'

/** Title, description, canonical address and Open Graph tags of a product page; images absolute. */
export function productHead(product: Product, siteUrl: string, t: I18n['t']) {
  const description = product.shortDescription ?? product.description?.slice(0, 160) ?? product.name
  const image = product.images[0]?.path
  const url = `${siteUrl}/produkt/${encodeURIComponent(product.slug)}`
  return pageHead({
    title: t('catalogue.metaTitle', { name: product.name }),
    ogTitle: product.name,
    description,
    canonical: url,
    image: image ? absoluteUrl(image, siteUrl) : undefined,
    ogType: 'product',
  })
}
