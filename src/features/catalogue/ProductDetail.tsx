import { useEffect, useRef } from 'react'
import type { Product } from '../../../contract/catalogue'
import { toGa4Item, trackViewItem } from '../../lib/analytics-items'
import { useT } from '../../lib/services'
import { ProductReviewsSlot } from '../reviews'
import { CategoryBreadcrumbs } from './CategoryBreadcrumbs'
import { ProductAssociations } from './ProductAssociations'
import { ProductAttributes } from './ProductAttributes'
import { formatDecimal } from './product-facts'
import { ProductGallery } from './ProductGallery'
import { ProductJsonLd } from './ProductJsonLd'
import type { ProductPageData } from './product-page'
import { ProductPurchase } from './ProductPurchase'
import './product-texts'

type Props = ProductPageData & { siteUrl: string }

/**
 * The product page: breadcrumbs, gallery, name and facts, the buying form, description, then the attributes
 * and associated products as they stream in. Reports `view_item` once per product shown.
 */
export function ProductDetail(props: Props) {
  const { product, variants, breadcrumbs, attributes, similar, recommended, reviews, siteUrl } = props
  const t = useT()
  const url = `${siteUrl}/produkt/${encodeURIComponent(product.slug)}`
  useViewItem(
    product,
    breadcrumbs.map((crumb) => crumb.name),
  )
  return (
    <>
      <CategoryBreadcrumbs crumbs={breadcrumbs} product={product} siteUrl={siteUrl} />
      <article className="product-page">
        <ProductJsonLd product={product} variants={variants} url={url} siteUrl={siteUrl} reviews={reviews} />
        <ProductGallery images={product.images} name={product.name} />
        <div className="product-page__info">
          <h1>{product.name}</h1>
          <ProductFacts product={product} />
          {product.shortDescription ? <p className="product-page__lead">{product.shortDescription}</p> : null}
          <ProductPurchase product={product} variants={variants} />
        </div>
        {product.description ? (
          <section className="product-page__description" aria-labelledby="product-description-title">
            <h2 id="product-description-title">{t('product.description')}</h2>
            <p>{product.description}</p>
          </section>
        ) : null}
        <div className="product-page__attributes">
          <ProductAttributes attributes={attributes} />
        </div>
      </article>
      <ProductReviewsSlot product={product} reviews={reviews} />
      <ProductAssociations type="similar" products={similar} />
      <ProductAssociations type="recommended" products={recommended} />
    </>
  )
}

function ProductFacts({ product }: { product: Product }) {
  const t = useT()
  const facts = [
    product.brand ? { label: t('product.brand'), value: product.brand.name } : null,
    product.volume
      ? { label: t('product.volumeLabel'), value: t('product.volume', { volume: formatDecimal(product.volume) }) }
      : null,
    product.alcohol !== null && product.alcohol !== undefined
      ? { label: t('product.alcoholLabel'), value: t('product.alcohol', { alcohol: formatDecimal(product.alcohol) }) }
      : null,
    product.countryOfOrigin ? { label: t('product.country'), value: product.countryOfOrigin.name } : null,
  ].filter((fact) => fact !== null)
  if (facts.length === 0) return null
  return (
    <dl className="product-page__facts" aria-label={t('product.facts')}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** `view_item` in the browser, once for each product the page shows. */
function useViewItem(product: Product, categories: string[]) {
  const reported = useRef<string | null>(null)
  const item = toGa4Item(product, { categories })
  useEffect(() => {
    if (reported.current === product.code) return
    reported.current = product.code
    trackViewItem(item)
  })
}
