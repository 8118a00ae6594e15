import type { Product } from '../../../contract/catalogue'
import { JsonLd } from '../../components/ui/JsonLd'
import { Price } from '../../components/ui/Price'
import { useT } from '../../lib/services'
import { productOnOffer } from './catalogue.api'

/** The product page: image, name, facts, price (superscript decimals), availability and description. */
export function ProductDetail({ product }: { product: Product }) {
  const t = useT()
  const data = product.defaultVariantData
  const image = product.images[0]
  const onOffer = productOnOffer(product)
  const facts = [
    product.brand?.name,
    product.volume ? t('product.volume', { volume: String(product.volume).replace('.', ',') }) : null,
    product.alcohol !== null && product.alcohol !== undefined ? t('product.alcohol', { alcohol: String(product.alcohol).replace('.', ',') }) : null,
    product.countryOfOrigin?.name,
  ].filter(Boolean)
  return (
    <article className="product-detail">
      <ProductJsonLd product={product} />
      {image ? <img className="product-detail__image" src={image.path} alt={product.name} width={300} height={400} fetchPriority="high" /> : null}
      <div className="product-detail__info">
        <h1>{product.name}</h1>
        {facts.length > 0 ? <p className="product-detail__facts">{facts.join(' · ')}</p> : null}
        {data?.price !== undefined ? (
          <p className="product-detail__price">
            <Price amount={data.price} superscript />
            {onOffer && data.originalPrice !== undefined ? (
              <del aria-label={t('product.originalPrice')}>
                <Price amount={data.originalPrice} />
              </del>
            ) : null}
          </p>
        ) : null}
        <p className={`availability availability--${data?.inStock ? 'in' : 'out'}`}>{data?.inStock ? t('product.inStock') : t('product.outOfStock')}</p>
        {product.description ? <p className="product-detail__description">{product.description}</p> : null}
      </div>
    </article>
  )
}

function ProductJsonLd({ product }: { product: Product }) {
  const data = product.defaultVariantData
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: product.code,
        description: product.description ?? undefined,
        image: product.images.map((image) => image.path),
        brand: product.brand ? { '@type': 'Brand', name: product.brand.name } : undefined,
        offers:
          data?.price === undefined
            ? undefined
            : {
                '@type': 'Offer',
                price: (data.price / 100).toFixed(2),
                priceCurrency: 'CZK',
                availability: data.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              },
      }}
    />
  )
}
