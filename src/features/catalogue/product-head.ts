import type { Product } from '../../../contract/catalogue'
import type { I18n } from '../../lib/i18n'
import { absoluteUrl } from './product-page'

/** Title, description, canonical address and Open Graph tags of a product page; images absolute. */
export function productHead(product: Product, siteUrl: string, t: I18n['t']) {
  const description = product.shortDescription ?? product.description?.slice(0, 160) ?? product.name
  const image = product.images[0]?.path
  const url = `${siteUrl}/produkt/${encodeURIComponent(product.slug)}`
  return {
    meta: [
      { title: t('catalogue.metaTitle', { name: product.name }) },
      { name: 'description', content: description },
      { property: 'og:type', content: 'product' },
      { property: 'og:title', content: product.name },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: absoluteUrl(image, siteUrl) }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}
