import { Hono } from 'hono'
import * as z from 'zod/mini'
import { type ProductListQuery, productListQuery, type ProductOrderParam, productOrderParams } from '../../contract/catalogue'
import { idFromIri, iri } from '../../contract/hydra'
import {
  getProduct,
  getProductCodeBySlug,
  getVariant,
  listProducts,
  type ProductFilter,
  type ProductRecord,
  type VariantRecord,
} from '../db/products'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { mediaUrl } from './media'
import { jsonLd, publicCache } from './respond'

/** Price and stock of a variant, as `/product-variants/{code}` and `defaultVariantData` give them. */
function variantPricing(variant: VariantRecord) {
  return {
    code: variant.code,
    name: variant.name,
    inStock: variant.inStock,
    price: variant.price,
    originalPrice: variant.originalPrice,
    lowestPriceBeforeDiscount: null,
  }
}

/** Fields of a Product (SHOP-API.md section 4) plus our extras: default variant data and drinks facets. */
function productFields(product: ProductRecord, publicMediaUrl: string) {
  const self = iri('products', product.code)
  const defaultVariant = product.variants[0]
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    slug: product.slug,
    description: product.description,
    shortDescription: product.shortDescription,
    mainTaxon: product.mainTaxonCode === null ? null : iri('taxons', product.mainTaxonCode),
    productTaxons: product.productTaxonIds.map((id) => iri('product-taxons', id)),
    options: [],
    variants: product.variants.map((variant) => iri('product-variants', variant.code)),
    defaultVariant: defaultVariant ? iri('product-variants', defaultVariant.code) : null,
    images: product.images.map((image) =>
      embedded('ProductImage', `${self}/images/${image.id}`, {
        id: image.id,
        type: image.type,
        path: mediaUrl(publicMediaUrl, image.path),
      }),
    ),
    reviews: [],
    averageRating: 0,
    associations: [],
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    defaultVariantData: defaultVariant
      ? embedded('ProductVariant', iri('product-variants', defaultVariant.code), variantPricing(defaultVariant))
      : null,
    brand: product.brand,
    countryOfOrigin: product.countryOfOrigin,
    volume: product.volume,
    alcohol: product.alcohol,
  }
}

function isOrderParam(name: string): name is ProductOrderParam {
  return Object.hasOwn(productOrderParams, name)
}

/** The filter of a validated query; sort keys keep the order they have in the URL, as API Platform applies them. */
function filterOf(query: ProductListQuery, url: URL): ProductFilter {
  const order: ProductFilter['order'] = []
  for (const name of new Set(url.searchParams.keys())) {
    const direction = isOrderParam(name) ? query[name] : undefined
    if (isOrderParam(name) && direction) order.push({ key: productOrderParams[name], direction })
  }
  const direct = [query['productTaxons.taxon.code'], query['productTaxons.taxon.code[]']].flat().filter((code) => code !== undefined)
  return {
    taxon: query.taxon === undefined ? undefined : idFromIri(query.taxon),
    taxonCodes: direct.length > 0 ? direct : undefined,
    name: query['translations.name'],
    order,
  }
}

const code = z.string().check(z.minLength(1), z.maxLength(255))

/** Products and their variants: the listing with its filters and sort orders, detail by code or slug. */
export const products = new Hono<ApiEnv>()
  .get('/products', publicCache, valid('query', productListQuery), async function listProductsRoute(c) {
    const query = c.req.valid('query')
    const url = new URL(c.req.url)
    const { products, totalItems } = await listProducts(c.env.DB, c.get('locale'), filterOf(query, url), query)
    const members = products.map((product) =>
      embedded('Product', iri('products', product.code), productFields(product, c.env.PUBLIC_MEDIA_URL)),
    )
    return jsonLd(c, collection({ type: 'Product', url, members, totalItems, page: query }))
  })
  .get('/products/:code', publicCache, valid('param', z.object({ code })), async function showProduct(c) {
    const product = await getProduct(c.env.DB, c.get('locale'), c.req.valid('param').code)
    if (!product) throw new NotFoundError()
    return jsonLd(c, item('Product', iri('products', product.code), productFields(product, c.env.PUBLIC_MEDIA_URL)))
  })
  .get('/products-by-slug/:slug{.+}', publicCache, valid('param', z.object({ slug: code })), async function redirectBySlug(c) {
    const productCode = await getProductCodeBySlug(c.env.DB, c.get('locale'), c.req.valid('param').slug)
    if (productCode === null) throw new NotFoundError()
    return c.redirect(`${iri('products', productCode)}${new URL(c.req.url).search}`, 301)
  })
  .get('/product-variants/:code', publicCache, valid('param', z.object({ code })), async function showVariant(c) {
    const variant = await getVariant(c.env.DB, c.req.valid('param').code)
    if (!variant) throw new NotFoundError()
    return jsonLd(
      c,
      item('ProductVariant', iri('product-variants', variant.code), {
        ...variantPricing(variant),
        product: iri('products', variant.productCode),
        optionValues: [],
      }),
    )
  })
