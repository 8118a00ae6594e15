import { waitUntil } from 'cloudflare:workers'
import type { Context } from 'hono'
import * as z from 'zod/mini'
import { image, product, productVariant } from '../contract/catalogue'
import { API_BASE, MENU_TAXON_CODE } from '../contract/channel'
import { taxonTree, type TaxonTreeNode } from '../contract/discovery'
import { hydraCollection } from '../contract/hydra'
import { idFromIri } from '../contract/iri'
import { paymentMethod, shippingMethod } from '../contract/order'
import { variantLabel } from '../contract/variant-label'
import type { StorefrontEnv } from './env'
import {
  FEED_FORMATS,
  type FeedDelivery,
  type FeedFormat,
  type FeedItem,
  head,
  itemXml,
  plainText,
  tail,
} from './feed-xml'
import type { Upstream } from './upstream'

/**
 * Product feeds for the price comparators (decision 027): `/feeds/heureka.xml`, `/feeds/zbozi.xml` and
 * `/feeds/google.xml`. One item per in-stock variant, grouped by the product's code. The catalogue is read from
 * the API in pages of 100 (ordered by code, so pages are stable) and written page by page into a stream, so a
 * catalogue of 10,000 products is never one string in memory; the answer is cached at the edge for an hour.
 */
const API_PAGE = 100
const CACHE_SECONDS = 3600

/**
 * The comparators' carrier ids (DELIVERY_ID of Heureka and Zboží) of our shipping methods, by method code. A
 * method not named here is left out of their DELIVERY list (our personal pickup: both comparators set up
 * personal pickup in their own administration, not in the feed). The courier's carrier is not named by the
 * API; VLASTNI_PREPRAVA stands until the owner names it (PPL, DPD, GLS…).
 */
const CARRIER_IDS: Record<string, string> = { packeta: 'ZASILKOVNA', courier: 'VLASTNI_PREPRAVA' }
/** Payment codes that mean cash on delivery (their fee is added to DELIVERY_PRICE_COD). */
const COD_CODES = new Set(['cod', 'cash_on_delivery'])

/** A European article number: 8, 12, 13 or 14 digits (EAN-8, UPC-A, EAN-13, GTIN-14). */
const GTIN = /^(\d{8}|\d{12,14})$/
const ean = z.optional(z.nullable(z.string()))

const feedProduct = z.looseObject({
  code: product.shape.code,
  name: product.shape.name,
  slug: product.shape.slug,
  description: product.shape.description,
  shortDescription: product.shape.shortDescription,
  mainTaxon: product.shape.mainTaxon,
  variants: product.shape.variants,
  images: z.array(image),
  defaultVariantData: product.shape.defaultVariantData,
  brand: product.shape.brand,
  volume: product.shape.volume,
  alcohol: product.shape.alcohol,
  /** Our API lists enabled products only; a Sylius that says `enabled: false` is believed. */
  enabled: z.optional(z.boolean()),
  /** Not in our API today: used when an API sends one (on the product or the variant). */
  ean,
})
type FeedProduct = z.infer<typeof feedProduct>
const productPage = hydraCollection(feedProduct)
const feedVariant = z.looseObject({ ...productVariant.shape, enabled: z.optional(z.boolean()), ean })
type FeedVariant = z.infer<typeof feedVariant>
const variantPage = hydraCollection(feedVariant)
/** What an item needs of a variant (a listed product's `defaultVariantData` has it too). */
type VariantData = {
  code: string
  name?: string | null
  inStock: boolean
  price?: number
  enabled?: boolean
  ean?: string | null
}
const shippingMethods = hydraCollection(
  z.looseObject({
    ...shippingMethod.shape,
    requiresAddress: z.optional(z.boolean()),
    deliveryDays: z.optional(z.looseObject({ min: z.number(), max: z.number() })),
  }),
)
const paymentMethods = hydraCollection(paymentMethod)

async function getJson<T>(upstream: Upstream, path: string, schema: z.ZodMiniType<T>): Promise<T> {
  // as a guest: the feed is public and cached for everyone
  const response = await upstream(
    `${API_BASE}${path}`,
    { headers: { accept: 'application/ld+json', 'accept-language': 'cs-CZ' } },
    { asGuest: true },
  )
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`GET ${path} answered ${response.status}`)
  }
  return schema.parse(await response.json())
}

/** Breadcrumb names (root excluded) of every taxon of the menu tree, by code. */
function breadcrumbs(
  node: TaxonTreeNode,
  trail: string[] = [],
  out = new Map<string, string[]>(),
): Map<string, string[]> {
  for (const child of node.children) {
    const path = [...trail, child.name]
    out.set(child.code, path)
    breadcrumbs(child, path, out)
  }
  return out
}

/** The shipping methods with their prices, and with cash on delivery's fee where that payment is allowed. */
export async function deliveries(upstream: Upstream): Promise<FeedDelivery[]> {
  const [shipping, payment] = await Promise.all([
    getJson(upstream, '/shipping-methods', shippingMethods),
    getJson(upstream, '/payment-methods', paymentMethods),
  ])
  const cod = payment['hydra:member'].find((method) => COD_CODES.has(method.code))
  return shipping['hydra:member'].map((method) => ({
    code: method.code,
    name: method.name,
    price: method.price,
    codPrice: cod && method.paymentMethods?.includes(cod.code) ? method.price + (cod.fee ?? 0) : null,
    carrierId: CARRIER_IDS[method.code],
    // an API that does not say is believed to ship
    shipped: method.requiresAddress !== false || method.requiresPickupPoint === true,
    days: method.deliveryDays,
  }))
}

/**
 * The name of one of several variants: the product's name and the variant's, the words they share said once
 * ("Absolut Vanilia 0,7 l" and "0,7 l v dárkovém balení": "Absolut Vanilia 0,7 l v dárkovém balení").
 */
export function variantTitle(productName: string, variantName: string): string {
  if (variantLabel(productName, variantName) === null) return productName
  const words = productName.split(' ')
  for (let i = Math.max(0, words.length - variantName.split(' ').length); i < words.length; i++) {
    const tail = words.slice(i).join(' ')
    if (variantName === tail || variantName.startsWith(`${tail} `))
      return `${words.slice(0, i).join(' ')} ${variantName}`.trim()
  }
  return `${productName} ${variantName}`
}

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl + '/').href

/** The feed items of one page of products: a product's in-stock variants, enabled ones of enabled products. */
export function itemsOf(
  products: FeedProduct[],
  variantsByProduct: Map<string, FeedVariant[]>,
  categories: Map<string, string[]>,
  siteUrl: string,
): FeedItem[] {
  const items: FeedItem[] = []
  for (const item of products) {
    if (item.enabled === false) continue
    const defaultVariant: VariantData | null | undefined = item.defaultVariantData
    const list: VariantData[] = variantsByProduct.get(item.code) ?? (defaultVariant ? [defaultVariant] : [])
    const several = item.variants.length > 1
    const description = plainText(item.description) || plainText(item.shortDescription) || item.name
    const mainTaxon = item.mainTaxon ? idFromIri(item.mainTaxon) : undefined
    for (const variant of list) {
      if (!variant.inStock || variant.enabled === false || variant.price === undefined) continue
      const variantEan = variant.ean ?? item.ean
      items.push({
        id: variant.code,
        groupId: item.code,
        name: several && variant.name ? variantTitle(item.name, variant.name) : item.name,
        description,
        url: absolute(siteUrl, `/produkt/${encodeURIComponent(item.slug)}`),
        images: item.images.map((picture) => absolute(siteUrl, picture.path)),
        price: variant.price,
        categories: (mainTaxon && categories.get(mainTaxon)) || [],
        brand: item.brand?.name,
        ean: variantEan && GTIN.test(variantEan) ? variantEan : undefined,
        volume: item.volume,
        alcohol: item.alcohol,
      })
    }
  }
  return items
}

/** Every variant of the products that have more than one (their default variant's data is not the whole story). */
async function variantsOf(upstream: Upstream, products: FeedProduct[]): Promise<Map<string, FeedVariant[]>> {
  const byProduct = new Map<string, FeedVariant[]>()
  const codes = products.filter((item) => item.variants.length > 1).map((item) => item.code)
  if (codes.length === 0) return byProduct
  const query = codes.map((code) => `product%5B%5D=${encodeURIComponent(code)}`).join('&')
  for (let page = 1, seen = 0; ; page++) {
    const answer = await getJson(
      upstream,
      `/product-variants?${query}&itemsPerPage=${API_PAGE}&page=${page}`,
      variantPage,
    )
    const members = answer['hydra:member']
    for (const variant of members) {
      const code = idFromIri(variant.product)
      byProduct.set(code, [...(byProduct.get(code) ?? []), variant])
    }
    seen += members.length
    if (members.length === 0 || seen >= answer['hydra:totalItems']) return byProduct
  }
}

/**
 * The feed as a stream: what every item needs (categories, shipping and payment methods) and the first page of
 * products are read before the answer starts, so an API that is down fails the request with a 5xx; then one
 * page of products (and the variants of those that have several) per chunk. A failure later ends the stream with
 * an error: the client sees a broken download (not a short feed that looks whole) and the cache keeps nothing.
 */
export async function feedStream(
  format: FeedFormat,
  upstream: Upstream,
  siteUrl: string,
): Promise<ReadableStream<Uint8Array>> {
  const productsPage = (page: number) =>
    getJson(upstream, `/products?itemsPerPage=${API_PAGE}&page=${page}&order%5Bcode%5D=asc`, productPage)
  const [tree, delivery, first] = await Promise.all([
    getJson(upstream, `/search/taxons/${MENU_TAXON_CODE}`, taxonTree),
    deliveries(upstream),
    productsPage(1),
  ])
  const categories = breadcrumbs(tree.tree)
  const encoder = new TextEncoder()
  const total = first['hydra:totalItems']
  let page = 1
  let seen = 0
  let next: z.infer<typeof productPage> | null = first
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head(format, siteUrl)))
    },
    async pull(controller) {
      try {
        if (next === null) next = await productsPage(page)
        const members = next['hydra:member']
        next = null
        seen += members.length
        page++
        const variants = await variantsOf(upstream, members)
        const chunk = itemsOf(members, variants, categories, siteUrl)
          .map((item) => itemXml[format](item, delivery))
          .join('')
        if (chunk) controller.enqueue(encoder.encode(chunk))
        if (members.length === 0 || seen >= total) {
          controller.enqueue(encoder.encode(tail(format)))
          controller.close()
        }
      } catch (error) {
        console.error(
          JSON.stringify({
            level: 'error',
            msg: 'feed broken off',
            format,
            page,
            error: String((error as Error).stack ?? error),
          }),
        )
        controller.error(error)
      }
    },
  })
}

function formatOf(file: string | undefined): FeedFormat | undefined {
  const name = /^([a-z]+)\.xml$/.exec(file ?? '')?.[1]
  return FEED_FORMATS.find((format) => format === name)
}

export async function serveFeed(c: Context<StorefrontEnv>): Promise<Response> {
  const format = formatOf(c.req.param('file'))
  if (!format) return c.notFound()
  const url = new URL(c.req.url)
  const cache = await caches.open('feeds')
  const cacheKey = new Request(`${url.origin}${url.pathname}?upstream=${encodeURIComponent(c.var.upstreamKey)}`)
  const cached = await cache.match(cacheKey)
  // A cached response's headers are immutable; the middleware still adds its own.
  if (cached) return new Response(cached.body, cached)
  const [forClient, forCache] = (await feedStream(format, c.var.upstream, c.env.SITE_URL || url.origin)).tee()
  const headers = {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': `public, max-age=${CACHE_SECONDS}`,
  }
  // the stream is teed: the cache stores the whole feed while the client reads it; a feed broken off is not stored
  waitUntil(cache.put(cacheKey, new Response(forCache, { headers })).catch(() => undefined))
  return new Response(forClient, { headers })
}
