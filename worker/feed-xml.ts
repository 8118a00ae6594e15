/**
 * How a product feed is written (decision 027): the item and delivery shapes, the XML of Heureka's and Zboží's
 * SHOPITEM and of Google's RSS item, escaping, and the plain text of a description. Reading the catalogue and
 * streaming the answer are worker/feeds.ts.
 */
export const FEED_FORMATS = ['heureka', 'zbozi', 'google'] as const
export type FeedFormat = (typeof FEED_FORMATS)[number]

/**
 * Days until dispatch of an item in stock: the shop invoices and dispatches within 24 h, which both comparators
 * call "skladem" (0). Only in-stock items are listed, so this is every item's value.
 */
export const IN_STOCK_DISPATCH_DAYS = 0

/** Google's product category for every item: Food, Beverages & Tobacco > Beverages > Alcoholic Beverages. */
const GOOGLE_ALCOHOL_CATEGORY = '499676'

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

export function head(format: FeedFormat, siteUrl: string): string {
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

export const tail = (format: FeedFormat) => (format === 'google' ? '</channel></rss>\n' : '</SHOP>\n')

export const itemXml = { heureka: heurekaItem, zbozi: zboziItem, google: googleItem } satisfies Record<
  FeedFormat,
  (item: FeedItem, delivery: FeedDelivery[]) => string
>
