import type { Product, VariantPricing } from '../../../contract/catalogue'
import { JsonLd } from '../../components/ui/JsonLd'
import { absoluteUrl } from './product-page'

type Props = { product: Product; variants: VariantPricing[] | null; url: string; siteUrl: string }

/** schema.org Product with an offer per variant (prices as "1290.00" CZK), images as absolute URLs. */
export function ProductJsonLd(props: Props) {
  // built on the server only (see JsonLd)
  return <JsonLd data={import.meta.env.SSR ? productJsonLd(props) : undefined} />
}

function productJsonLd({ product, variants, url, siteUrl }: Props) {
  const priced = (variants ?? (product.defaultVariantData ? [product.defaultVariantData] : [])).filter(
    (variant): variant is VariantPricing & { price: number } => variant.price !== undefined,
  )
  const offers = priced.map((variant) => ({
    '@type': 'Offer',
    sku: variant.code,
    price: (variant.price / 100).toFixed(2),
    priceCurrency: 'CZK',
    availability: variant.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    url,
  }))
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    description: product.description ?? product.shortDescription ?? undefined,
    image: product.images.map((image) => absoluteUrl(image.path, siteUrl)),
    brand: product.brand ? { '@type': 'Brand', name: product.brand.name } : undefined,
    url,
    offers: offers.length === 1 ? offers[0] : offers.length > 1 ? offers : undefined,
  }
}
