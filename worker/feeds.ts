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
import type { Upstream } from './upstream'

/**
 * Product feeds for the price comparators (decision 027): `/feeds/heureka.xml`, `/feeds/zbozi.xml` and
 * `/feeds/google.xml`. One item per in-stock variant, grouped by the product's code. The catalogue is read from
 * the API in pages of 100 (ordered by code, so pages are stable) and written page by page into a stream, so a
 * catalogue of 10,000 products is never one string in memory; the answer is cached at the edge for an hour.
 */
const API_PAGE = 100
const CACHE_SECONDS = 3600
export const FEED_FORMATS = ['heureka', 'zbozi', 'google'] as const
export type FeedFormat = (typeof FEED_FORMATS)[number]

/**
 * Days until dispatch of an item in stock: the shop invoices and dispatches within 24 h, which both comparators
 * call "skladem" (0). Only in-stock items are listed, so this is every item's value.
 */
export const IN_STOCK_DISPATCH_DAYS = 0

/** Google's product category for every item: Food, Beverages & Tobacco > Beverages > Alcoholic Beverages. */
const GOOGLE_ALCOHOL_CATEGORY = '499676'

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

/** One line of a feed: a variant in stock. Prices in haléře. */
export type FeedItem = {
  id: string
  groupId: string
  /** The product's name, with the variant's name when the product has several. */
  name: string
  description: string
  url: string
  images: string[]
  price: number
  categories: string[]
  brand?: string
  ean?: string
  volume?: number | null
  alcohol?: number | null
}

export type FeedDelivery = {
  code: string
  name: string
  price: number
  codPrice: number | null
  carrierId?: string
  /** Sent somewhere (an address or a pickup point); false for personal pickup at the shop. */
  shipped: boolean
  days?: { min: number; max: number }
}

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

// characters XML 1.0 forbids (C0 controls but tab and line ends, U+FFFE, U+FFFF)
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** Plain text of a description that may hold HTML: tags dropped, entities read, whitespace collapsed. */
export function plainText(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#')) {
        const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1))
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
      }
      return NAMED[entity.toLowerCase()] ?? whole
    })
    .replace(NOT_XML, '')
    .replace(/\s+/g, ' ')
    .trim()
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

/** Text for an element: the five XML characters escaped, characters XML forbids dropped. */
export const escapeXml = (value: string) =>
  value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** Haléře as CZK with two decimals: 129000 → "1290.00". */
export const czk = (haler: number) => (haler / 100).toFixed(2)

const el = (name: string, value: string | number | undefined | null) =>
  value === undefined || value === null || value === '' ? '' : `<${name}>${escapeXml(String(value))}</${name}>`

const litres = (volume: number) => `${String(volume).replace('.', ',')} l`

function params(item: FeedItem): string {
  const list: Array<[string, string]> = []
  if (item.volume) list.push(['Objem', litres(item.volume)])
  if (item.alcohol) list.push(['Obsah alkoholu', `${String(item.alcohol).replace('.', ',')} %`])
  return list.map(([name, value]) => `<PARAM>${el('PARAM_NAME', name)}${el('VAL', value)}</PARAM>`).join('')
}

/** A SHOPITEM of Heureka or Zboží: the same elements; only the category text differs (Heureka's starts "Heureka.cz | "). */
function shopItem(item: FeedItem, delivery: FeedDelivery[], categoryText: string): string {
  const [first, ...others] = item.images
  const deliveryXml = delivery
    .filter((method) => method.carrierId)
    .map(
      (method) =>
        `<DELIVERY>${el('DELIVERY_ID', method.carrierId)}${el('DELIVERY_PRICE', czk(method.price))}${method.codPrice === null ? '' : el('DELIVERY_PRICE_COD', czk(method.codPrice))}</DELIVERY>`,
    )
    .join('')
  return (
    '<SHOPITEM>' +
    el('ITEM_ID', item.id) +
    el('PRODUCTNAME', item.name) +
    el('PRODUCT', item.name) +
    el('DESCRIPTION', item.description) +
    el('URL', item.url) +
    el('IMGURL', first) +
    others.map((url) => el('IMGURL_ALTERNATIVE', url)).join('') +
    el('PRICE_VAT', czk(item.price)) +
    el('CATEGORYTEXT', categoryText) +
    el('MANUFACTURER', item.brand) +
    el('EAN', item.ean) +
    params(item) +
    el('DELIVERY_DATE', IN_STOCK_DISPATCH_DAYS) +
    deliveryXml +
    el('ITEMGROUP_ID', item.groupId) +
    '</SHOPITEM>'
  )
}

const heurekaItem = (item: FeedItem, delivery: FeedDelivery[]) =>
  shopItem(item, delivery, ['Heureka.cz', ...item.categories].join(' | '))
const zboziItem = (item: FeedItem, delivery: FeedDelivery[]) => shopItem(item, delivery, item.categories.join(' | '))

function googleItem(item: FeedItem, delivery: FeedDelivery[]): string {
  const [first, ...others] = item.images
  // Google's shipping is delivery to the buyer: personal pickup at the shop is no shipping line (not "free shipping")
  const shipping = delivery
    .filter((method) => method.shipped)
    .map(
      (method) =>
        '<g:shipping>' +
        el('g:country', 'CZ') +
        el('g:service', method.name) +
        el('g:price', `${czk(method.price)} CZK`) +
        el('g:min_handling_time', IN_STOCK_DISPATCH_DAYS) +
        el('g:max_handling_time', 1) +
        (method.days ? el('g:min_transit_time', method.days.min) + el('g:max_transit_time', method.days.max) : '') +
        '</g:shipping>',
    )
    .join('')
  return (
    '<item>' +
    el('g:id', item.id) +
    el('title', item.name.slice(0, 150)) +
    el('description', item.description.slice(0, 5000)) +
    el('link', item.url) +
    el('g:image_link', first) +
    others
      .slice(0, 10)
      .map((url) => el('g:additional_image_link', url))
      .join('') +
    el('g:availability', 'in_stock') +
    el('g:price', `${czk(item.price)} CZK`) +
    el('g:google_product_category', GOOGLE_ALCOHOL_CATEGORY) +
    el('g:product_type', item.categories.join(' > ')) +
    el('g:brand', item.brand) +
    (item.ean ? el('g:gtin', item.ean) : el('g:identifier_exists', 'no')) +
    el('g:condition', 'new') +
    el('g:age_group', 'adult') +
    el('g:item_group_id', item.groupId) +
    shipping +
    '</item>'
  )
}

function head(format: FeedFormat, siteUrl: string): string {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n'
  if (format === 'heureka') return `${declaration}<SHOP>`
  if (format === 'zbozi') return `${declaration}<SHOP xmlns="http://www.zbozi.cz/ns/offer/1.0">`
  return (
    `${declaration}<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>` +
    el('title', 'Drinkárna') +
    el('link', `${siteUrl}/`) +
    el('description', 'Lihoviny, drinky a dárky') // the channel's own fields; RSS 2.0 requires them
  )
}

const tail = (format: FeedFormat) => (format === 'google' ? '</channel></rss>\n' : '</SHOP>\n')

const itemXml = { heureka: heurekaItem, zbozi: zboziItem, google: googleItem } satisfies Record<
  FeedFormat,
  (item: FeedItem, delivery: FeedDelivery[]) => string
>

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
