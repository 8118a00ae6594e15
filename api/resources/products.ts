import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'
import {
  type ProductListQuery,
  productListQuery,
  type ProductOrderParam,
  productOrderParams,
} from '../../contract/catalogue'
import { ATTRIBUTE_FILTER_PARAM, MAX_ATTRIBUTE_FILTERS } from '../../contract/discovery'
import { type Violation } from '../../contract/hydra'
import { idFromIri, iri } from '../../contract/iri'
import { formatMessage, type ValidationLanguage } from '../../contract/validation'
import { getProduct, getProductCodeBySlug, listProducts, type ProductFilter, type ProductRecord } from '../db/products'
import { matchExpression } from '../db/search'
import type { ApiEnv } from '../env'
import { NotFoundError, ValidationError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { mediaUrl } from './media'
import { jsonLd, publicCache } from './respond'
import { variantPricing } from './variants'

/** Fields of a Product (docs/shop-api.md#catalogue) plus our extras: default variant data and drinks facets. */
export function productFields(product: ProductRecord, publicMediaUrl: string) {
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
    // Sylius lists the accepted reviews' IRIs here; ours are paged at /product-reviews?product= (decision 061)
    reviews: [],
    averageRating: product.averageRating,
    reviewCount: product.reviewCount,
    associations: product.associationIds.map((id) => iri('product-associations', id)),
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    defaultVariantData: defaultVariant
      ? embedded('ProductVariant', iri('product-variants', defaultVariant.code), variantPricing(defaultVariant))
      : null,
    brand: product.brand,
    countryOfOrigin: product.countryOfOrigin,
    volume: product.volume,
    alcohol: product.alcohol,
    engravingMaxLength: product.engravingMaxLength,
  }
}

function isOrderParam(name: string): name is ProductOrderParam {
  return Object.hasOwn(productOrderParams, name)
}

/** The items of a list parameter: comma-separated, repeated, or both; blanks dropped, each once. */
function listItems(...values: Array<string | string[] | undefined>): string[] {
  const items = values.flat().flatMap((value) => (value === undefined ? [] : value.split(',')))
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))]
}

const isTrue = (value: string | undefined) => value === '1' || value === 'true'

/** `attributes[<code>]=<value>` parameters (their names are dynamic, so zod does not see them). */
function attributeFilters(url: URL, language: ValidationLanguage): ProductFilter['attributes'] {
  const attributes: NonNullable<ProductFilter['attributes']> = []
  const violations: Violation[] = []
  for (const [name, raw] of url.searchParams) {
    const code = ATTRIBUTE_FILTER_PARAM.exec(name)?.[1]
    const value = raw.trim()
    if (code === undefined || value === '') continue
    if (value.length > 255)
      violations.push({ propertyPath: name, message: formatMessage('max', { max: 255 }, language), code: 'max' })
    else attributes.push({ code, value })
  }
  if (attributes.length > MAX_ATTRIBUTE_FILTERS) {
    violations.push({ propertyPath: 'attributes', message: formatMessage('is', {}, language), code: 'is' })
  }
  if (violations.length > 0) throw new ValidationError(violations)
  return attributes.length > 0 ? attributes : undefined
}

/**
 * The filter of a validated listing query (GET /products, GET /search); sort keys keep the order they have in
 * the URL, as API Platform applies them.
 */
export function filterOf(query: ProductListQuery, url: URL, language: ValidationLanguage): ProductFilter {
  const order: ProductFilter['order'] = []
  for (const name of new Set(url.searchParams.keys())) {
    const direction = isOrderParam(name) ? query[name] : undefined
    if (isOrderParam(name) && direction) order.push({ key: productOrderParams[name], direction })
  }
  const direct = [query['productTaxons.taxon.code'], query['productTaxons.taxon.code[]']]
    .flat()
    .filter((code) => code !== undefined)
  const brands = listItems(query.brand, query['brand[]'])
  const volumes = listItems(query.volume).map((litres) => Math.round(Number(litres) * 1000))
  const countries = listItems(query.country).map((country) => country.toUpperCase())
  const q = query.q?.trim()
  return {
    taxon: query.taxon === undefined ? undefined : idFromIri(query.taxon),
    taxonCodes: direct.length > 0 ? direct : undefined,
    name: query['translations.name'],
    match: q ? matchExpression(q) : undefined,
    brands: brands.length > 0 ? brands : undefined,
    volumesMl: volumes.length > 0 ? volumes : undefined,
    priceGte: query['price[gte]'],
    priceLte: query['price[lte]'],
    offer: isTrue(query.offer) || undefined,
    countries: countries.length > 0 ? countries : undefined,
    attributes: attributeFilters(url, language),
    order,
  }
}

/** A page of products as a hydra collection, with `facets` when the query asks for them. */
export async function productListing(c: Context<ApiEnv>, query: ProductListQuery) {
  const url = new URL(c.req.url)
  const filter = filterOf(query, url, c.get('language'))
  const facets = isTrue(query.facets)
  const result = await listProducts(c.env.DB, c.get('locale'), filter, query, { facets })
  const members = result.products.map((product) =>
    embedded('Product', iri('products', product.code), productFields(product, c.env.PUBLIC_MEDIA_URL)),
  )
  const body = collection({ type: 'Product', url, members, totalItems: result.totalItems, page: query })
  return result.facets ? { ...body, facets: result.facets } : body
}

const code = z.string().check(z.minLength(1), z.maxLength(255))

/** Products: the listing with its filters and sort orders, detail by code or slug (variants: variants.ts). */
export const products = new Hono<ApiEnv>()
  .get('/products', publicCache, valid('query', productListQuery), async function listProductsRoute(c) {
    return jsonLd(c, await productListing(c, c.req.valid('query')))
  })
  .get('/products/:code', publicCache, valid('param', z.object({ code })), async function showProduct(c) {
    const product = await getProduct(c.env.DB, c.get('locale'), c.req.valid('param').code)
    if (!product) throw new NotFoundError()
    return jsonLd(c, item('Product', iri('products', product.code), productFields(product, c.env.PUBLIC_MEDIA_URL)))
  })
  .get(
    '/products-by-slug/:slug{.+}',
    publicCache,
    valid('param', z.object({ slug: code })),
    async function redirectBySlug(c) {
      const productCode = await getProductCodeBySlug(c.env.DB, c.get('locale'), c.req.valid('param').slug)
      if (productCode === null) throw new NotFoundError()
      return c.redirect(`${iri('products', productCode)}${new URL(c.req.url).search}`, 301)
    },
  )
