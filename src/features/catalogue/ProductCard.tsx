import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { ListedProduct } from '../../../contract/listed-product'
import { Price } from '../../components/ui/Price'
import { formatRating, Stars } from '../../components/ui/Stars'
import { useT } from '../../lib/services'
import { CardWatch } from '../watchdog'
import { productOnOffer } from './catalogue.api'
import { formatDecimal } from './product-facts'

/**
 * How a card's image loads: lazily below the fold; eagerly in the first row of a listing, where it is often the
 * page's largest paint (a lazy image waits for layout before it is even asked for); `high` for the very first.
 */
export type CardImageLoading = 'lazy' | 'eager' | 'high'

/**
 * A product in a list: image, name, brand and volume, price (with the original one on offer), availability and
 * the watch button of its default variant.
 */
export function ProductCard({
  product,
  onSelect,
  imageLoading = 'lazy',
}: {
  product: ListedProduct
  onSelect?: () => void
  imageLoading?: CardImageLoading
}) {
  const t = useT()
  const data = product.defaultVariantData
  const image = product.images[0]
  const onOffer = productOnOffer(product)
  const nameId = useId()
  return (
    <article className="product-card">
      <Link to="/produkt/$slug" params={{ slug: product.slug }} className="product-card__link" onClick={onSelect}>
        {image ? (
          <img
            className="product-card__image"
            src={image.path}
            alt=""
            width={150}
            height={200}
            loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imageLoading === 'high' ? 'high' : undefined}
            decoding="async"
          />
        ) : null}
        <h3 className="product-card__name" id={nameId}>
          {product.name}
        </h3>
      </Link>
      <p className="product-card__meta">
        {[product.brand?.name, product.volume ? t('product.volume', { volume: formatDecimal(product.volume) }) : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {product.reviewCount ? (
        <p className="product-card__rating">
          <Stars
            rating={product.averageRating ?? 0}
            label={t('rating.label', { rating: formatRating(product.averageRating ?? 0) })}
          />
          <span aria-hidden="true">({product.reviewCount})</span>
          <span className="visually-hidden">{t('rating.count', { count: product.reviewCount })}</span>
        </p>
      ) : null}
      {onOffer ? <span className="badge badge--offer">{t('product.onOffer')}</span> : null}
      {data?.price !== undefined ? (
        <p className="product-card__price">
          <Price amount={data.price} superscript />
          {onOffer && data.originalPrice !== undefined ? (
            <del className="product-card__original">
              <span className="visually-hidden">{t('product.originalPrice')}: </span>
              <Price amount={data.originalPrice} />
            </del>
          ) : null}
        </p>
      ) : null}
      <p className={`availability availability--${data?.inStock ? 'in' : 'out'}`}>
        {data?.inStock ? t('product.inStock') : t('product.outOfStock')}
      </p>
      {data ? <CardWatch code={data.code} inStock={data.inStock} describedBy={nameId} /> : null}
    </article>
  )
}
