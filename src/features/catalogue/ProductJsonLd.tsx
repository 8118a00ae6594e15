import { Await } from '@tanstack/react-router'
import { Suspense } from 'react'
import type { Product, VariantPricing } from '../../../contract/catalogue'
import type { ProductReviewList } from '../../../contract/reviews'
import { JsonLd } from '../../components/ui/JsonLd'
import { reviewJsonLd } from '../reviews'
import { absoluteUrl } from './product-page'

type Props = { product: Product; variants: VariantPricing[] | null; url: string; siteUrl: string }

/**
 * schema.org Product with an offer per variant (prices as "1290.00" CZK), images as absolute URLs, and the rating
 * and reviews the reviews block shows (decision 061): one Product, written once the reviews' first page has
 * streamed in (the promise never fails: without reviews, none are named).
 */
export function ProductJsonLd({ reviews, ...props }: Props & { reviews: Promise<ProductReviewList | null> }) {
  return (
    <Suspense fallback={null}>
      <Await promise={reviews}>
        {/* built on the server only (see JsonLd) */}
        {(list) => <JsonLd data={import.meta.env.SSR ? productJsonLd(props, list) : undefined} />}
      </Await>
    </Suspense>
  )
}

function productJsonLd({ product, variants, url, siteUrl }: Props, reviews: ProductReviewList | null) {
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
    ...reviewJsonLd(product, reviews),
  }
}
