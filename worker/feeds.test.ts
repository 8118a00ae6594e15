import { beforeEach, describe, expect, it } from 'vitest'
import { FEED_FORMATS } from './feed-xml'
import { createTestStorefront } from './test/storefront'
import { childrenNamed, parseXml, textOf, type XmlElement } from './test/xml'

const node = (code: string, name: string, children: unknown[] = []) => ({
  code,
  name,
  slug: code,
  parentCode: null,
  level: 1,
  parentLevel: 0,
  mainImage: null,
  enabled: true,
  position: 0,
  children,
})
const tree = {
  '@id': '/api/v2/shop/search/taxons/menu_category',
  tree: {
    ...node('menu_category', 'Kategorie'),
    children: [node('rum', 'Rum', [node('rum_tmavy', 'Tmavý rum')]), node('gin', 'Gin')],
  },
}

const shipping = {
  'hydra:member': [
    {
      '@id': '/api/v2/shop/shipping-methods/packeta',
      code: 'packeta',
      name: 'Zásilkovna – výdejní místo',
      price: 7900,
      requiresPickupPoint: true,
      requiresAddress: false,
      paymentMethods: ['comgate', 'bank_transfer', 'cod'],
      deliveryDays: { min: 1, max: 2 },
    },
    {
      '@id': '/api/v2/shop/shipping-methods/courier',
      code: 'courier',
      name: 'Kurýr na adresu',
      price: 12900,
      requiresPickupPoint: false,
      requiresAddress: true,
      paymentMethods: ['comgate', 'cod'],
      deliveryDays: { min: 1, max: 2 },
    },
    {
      '@id': '/api/v2/shop/shipping-methods/shop_pickup',
      code: 'shop_pickup',
      name: 'Osobní odběr v prodejně Praha',
      price: 0,
      requiresPickupPoint: false,
      requiresAddress: false,
      paymentMethods: ['comgate'],
      deliveryDays: { min: 0, max: 1 },
    },
  ],
  'hydra:totalItems': 3,
}
const payment = {
  'hydra:member': [
    { '@id': '/api/v2/shop/payment-methods/comgate', code: 'comgate', name: 'Online', fee: 0 },
    { '@id': '/api/v2/shop/payment-methods/cod', code: 'cod', name: 'Dobírka', fee: 3900 },
  ],
  'hydra:totalItems': 2,
}

const HOSTILE_NAME = `Rum "Tom & Jerry's" <b>Limited</b>`
const HOSTILE_BRAND = 'A&B <Distillery> "Old"'

type Variant = { code: string; name: string; inStock: boolean; price: number; product: string }
const variant = (product: string, code: string, price: number, inStock = true, name = '0,7 l'): Variant => ({
  code,
  name,
  inStock,
  price,
  product: `/api/v2/shop/products/${product}`,
})

function productOf(code: string, variants: Variant[], extra: Record<string, unknown> = {}) {
  const first = variants[0]
  return {
    '@id': `/api/v2/shop/products/${code}`,
    code,
    name: `Produkt ${code}`,
    slug: code.toLowerCase(),
    description: `Popis ${code}`,
    shortDescription: null,
    mainTaxon: '/api/v2/shop/taxons/gin',
    variants: variants.map((v) => `/api/v2/shop/product-variants/${v.code}`),
    images: [{ path: `/media/image/${code}.svg` }],
    defaultVariantData: first
      ? {
          '@id': `/api/v2/shop/product-variants/${first.code}`,
          code: first.code,
          name: first.name,
          inStock: first.inStock,
          price: first.price,
        }
      : null,
    brand: { code: 'brand', name: 'Značka' },
    volume: 0.7,
    alcohol: 40,
    ...extra,
  }
}

/** 130 products over two API pages: a hostile one, one with three variants (one sold out), one sold out, one disabled. */
function catalogue(fillers = 126) {
  const variants: Variant[] = [
    variant('AAA_HOSTILE', 'AAA_HOSTILE_700', 129000),
    variant('AAB_MULTI', 'AAB_MULTI_700', 59900, true, '0,7 l'),
    variant('AAB_MULTI', 'AAB_MULTI_200', 19950, true, '0,2 l'),
    variant('AAB_MULTI', 'AAB_MULTI_1000', 79900, false, '1 l'),
  ]
  const products = [
    productOf('AAA_HOSTILE', variants.slice(0, 1), {
      name: HOSTILE_NAME,
      brand: { code: 'ab', name: HOSTILE_BRAND },
      description: '<p>Vůně: vanilka &amp; dub</p>\n<p>Chuť: „sladká“ \u0001</p>',
      mainTaxon: '/api/v2/shop/taxons/rum_tmavy',
      images: [{ path: '/media/image/a.svg' }, { path: 'https://cdn.example.cz/b.svg' }],
      ean: '8594001234567',
    }),
    productOf('AAB_MULTI', variants.slice(1)),
    productOf('AAC_SOLD', [variant('AAC_SOLD', 'AAC_SOLD_700', 50000, false)]),
    productOf('AAD_OFF', [variant('AAD_OFF', 'AAD_OFF_700', 50000)], { enabled: false }),
    ...Array.from({ length: fillers }, (_, i) => {
      const code = `P${String(i + 1).padStart(4, '0')}`
      return productOf(code, [variant(code, `${code}_700`, 10000 + i)])
    }),
  ]
  const page = (url: URL) => ({
    perPage: Number(url.searchParams.get('itemsPerPage')),
    page: Number(url.searchParams.get('page') ?? 1),
  })
  return {
    '/api/v2/shop/search/taxons/menu_category': () => tree,
    '/api/v2/shop/shipping-methods': () => shipping,
    '/api/v2/shop/payment-methods': () => payment,
    '/api/v2/shop/products': (url: URL) => {
      const { perPage, page: n } = page(url)
      return { 'hydra:member': products.slice((n - 1) * perPage, n * perPage), 'hydra:totalItems': products.length }
    },
    '/api/v2/shop/product-variants': (url: URL) => {
      // two a page, so the feed must read every page of the variants too
      const { page: n } = page(url)
      const codes = url.searchParams.getAll('product[]')
      const members = variants.filter((v) => codes.includes(v.product.split('/').pop() ?? ''))
      return {
        'hydra:member': members
          .slice((n - 1) * 2, n * 2)
          .map((v) => ({ '@id': `/api/v2/shop/product-variants/${v.code}`, ...v })),
        'hydra:totalItems': members.length,
      }
    },
  }
}

const IN_STOCK = 126 + 1 + 2

async function feed(format: string, answers = catalogue()) {
  const shop = createTestStorefront({ answers })
  const response = await shop.request(`/feeds/${format}.xml`)
  const xml = await response.text()
  return { shop, response, xml, root: parseXml(xml) }
}

const itemsOf = (format: string, root: XmlElement) =>
  format === 'google'
    ? childrenNamed(childrenNamed(root, 'channel')[0] as XmlElement, 'item')
    : childrenNamed(root, 'SHOPITEM')
const idOf = (format: string, item: XmlElement) => textOf(item, format === 'google' ? 'g:id' : 'ITEM_ID')

describe('product feeds', () => {
  beforeEach(async () => {
    const cache = await caches.open('feeds')
    for (const format of FEED_FORMATS)
      await cache.delete(`https://shop.example.cz/feeds/${format}.xml?upstream=embedded`)
  })

  for (const format of FEED_FORMATS) {
    it(`${format}: well-formed XML with one item per in-stock variant of every API page, hostile names escaped`, async () => {
      const { response, xml, root, shop } = await feed(format)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
      const items = itemsOf(format, root)
      expect(items).toHaveLength(IN_STOCK)
      const ids = items.map((item) => idOf(format, item))
      expect(new Set(ids).size).toBe(IN_STOCK)
      expect(ids).toContain('P0126_700')
      // sold-out variants, a sold-out product and a disabled product are left out
      for (const absent of ['AAB_MULTI_1000', 'AAC_SOLD_700', 'AAD_OFF_700']) expect(ids).not.toContain(absent)
      // the raw text never carries the hostile characters unescaped
      expect(xml).not.toContain('<b>')
      expect(xml).not.toContain('\u0001')
      const asked = shop.calls
        .map((call) => new URL(call.url))
        .filter((url) => url.pathname === '/api/v2/shop/products')
      expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['1', '2'])
      expect(
        asked.every(
          (url) => url.searchParams.get('itemsPerPage') === '100' && url.searchParams.get('order[code]') === 'asc',
        ),
      ).toBe(true)
      const variantCalls = shop.calls
        .map((call) => new URL(call.url))
        .filter((url) => url.pathname === '/api/v2/shop/product-variants')
      // only the product with several variants is asked for its variants, and every page of them is read
      expect(variantCalls.map((url) => [url.searchParams.getAll('product[]'), url.searchParams.get('page')])).toEqual([
        [['AAB_MULTI'], '1'],
        [['AAB_MULTI'], '2'],
      ])
    })
  }

  it('heureka: every item has the required elements; variants grouped; delivery with cash on delivery', async () => {
    const { root } = await feed('heureka')
    expect(root.name).toBe('SHOP')
    for (const item of itemsOf('heureka', root)) {
      for (const name of [
        'ITEM_ID',
        'PRODUCTNAME',
        'PRODUCT',
        'DESCRIPTION',
        'URL',
        'IMGURL',
        'PRICE_VAT',
        'CATEGORYTEXT',
        'DELIVERY_DATE',
        'ITEMGROUP_ID',
        'MANUFACTURER',
      ]) {
        expect(textOf(item, name), `${name} of ${textOf(item, 'ITEM_ID')}`).toBeTruthy()
      }
      expect(textOf(item, 'ITEM_ID')).toMatch(/^[\w-]{1,36}$/)
      expect(textOf(item, 'PRICE_VAT')).toMatch(/^\d+\.\d{2}$/)
      expect(textOf(item, 'URL')).toMatch(/^https:\/\/shop\.example\.cz\/produkt\//)
      expect(textOf(item, 'CATEGORYTEXT')).toMatch(/^Heureka\.cz \| /)
      expect(textOf(item, 'DELIVERY_DATE')).toBe('0')
    }
    const byId = new Map(itemsOf('heureka', root).map((item) => [textOf(item, 'ITEM_ID'), item]))
    const hostile = byId.get('AAA_HOSTILE_700') as XmlElement
    expect(textOf(hostile, 'PRODUCTNAME')).toBe(HOSTILE_NAME)
    expect(textOf(hostile, 'MANUFACTURER')).toBe(HOSTILE_BRAND)
    expect(textOf(hostile, 'DESCRIPTION')).toBe('Vůně: vanilka & dub Chuť: „sladká“')
    expect(textOf(hostile, 'PRICE_VAT')).toBe('1290.00')
    expect(textOf(hostile, 'CATEGORYTEXT')).toBe('Heureka.cz | Rum | Tmavý rum')
    expect(textOf(hostile, 'EAN')).toBe('8594001234567')
    expect(textOf(hostile, 'IMGURL')).toBe('https://shop.example.cz/media/image/a.svg')
    expect(textOf(hostile, 'IMGURL_ALTERNATIVE')).toBe('https://cdn.example.cz/b.svg')
    expect(childrenNamed(hostile, 'PARAM').map((param) => [textOf(param, 'PARAM_NAME'), textOf(param, 'VAL')])).toEqual(
      [
        ['Objem', '0,7 l'],
        ['Obsah alkoholu', '40 %'],
      ],
    )
    const delivery = childrenNamed(hostile, 'DELIVERY').map((d) => [
      textOf(d, 'DELIVERY_ID'),
      textOf(d, 'DELIVERY_PRICE'),
      textOf(d, 'DELIVERY_PRICE_COD'),
    ])
    expect(delivery).toEqual([
      ['ZASILKOVNA', '79.00', '118.00'],
      ['VLASTNI_PREPRAVA', '129.00', '168.00'],
    ])
    expect(textOf(byId.get('P0001_700') as XmlElement, 'EAN')).toBeUndefined()
    const multi = ['AAB_MULTI_700', 'AAB_MULTI_200'].map((id) => byId.get(id) as XmlElement)
    expect(multi.map((item) => textOf(item, 'ITEMGROUP_ID'))).toEqual(['AAB_MULTI', 'AAB_MULTI'])
    expect(multi.map((item) => textOf(item, 'PRODUCTNAME'))).toEqual([
      'Produkt AAB_MULTI 0,7 l',
      'Produkt AAB_MULTI 0,2 l',
    ])
    expect(multi.map((item) => textOf(item, 'PRICE_VAT'))).toEqual(['599.00', '199.50'])
  })

  it('zbozi: the offer namespace and the required elements of every item', async () => {
    const { root } = await feed('zbozi')
    expect(root.name).toBe('SHOP')
    expect(root.attributes.xmlns).toBe('http://www.zbozi.cz/ns/offer/1.0')
    for (const item of itemsOf('zbozi', root)) {
      for (const name of [
        'ITEM_ID',
        'PRODUCTNAME',
        'DESCRIPTION',
        'URL',
        'IMGURL',
        'PRICE_VAT',
        'DELIVERY_DATE',
        'CATEGORYTEXT',
        'ITEMGROUP_ID',
      ]) {
        expect(textOf(item, name), `${name} of ${textOf(item, 'ITEM_ID')}`).toBeTruthy()
      }
    }
    const hostile = itemsOf('zbozi', root).find((item) => textOf(item, 'ITEM_ID') === 'AAA_HOSTILE_700') as XmlElement
    expect(textOf(hostile, 'PRODUCTNAME')).toBe(HOSTILE_NAME)
    expect(textOf(hostile, 'CATEGORYTEXT')).toBe('Rum | Tmavý rum')
    expect(textOf(hostile, 'EAN')).toBe('8594001234567')
  })

  it('google: RSS 2.0 with the g namespace, price in CZK, adult age group, alcohol category and shipping', async () => {
    const { root } = await feed('google')
    expect(root.name).toBe('rss')
    expect(root.attributes['xmlns:g']).toBe('http://base.google.com/ns/1.0')
    const channel = childrenNamed(root, 'channel')[0] as XmlElement
    for (const name of ['title', 'link', 'description']) expect(textOf(channel, name)).toBeTruthy()
    for (const item of itemsOf('google', root)) {
      for (const name of [
        'g:id',
        'title',
        'description',
        'link',
        'g:image_link',
        'g:price',
        'g:availability',
        'g:brand',
        'g:condition',
        'g:age_group',
        'g:item_group_id',
        'g:google_product_category',
      ]) {
        expect(textOf(item, name), `${name} of ${textOf(item, 'g:id')}`).toBeTruthy()
      }
      expect(textOf(item, 'g:price')).toMatch(/^\d+\.\d{2} CZK$/)
      expect(textOf(item, 'g:availability')).toBe('in_stock')
      expect(textOf(item, 'g:age_group')).toBe('adult')
      // packeta and the courier; personal pickup is no shipping
      expect(childrenNamed(item, 'g:shipping').map((line) => textOf(line, 'g:service'))).toEqual([
        'Zásilkovna – výdejní místo',
        'Kurýr na adresu',
      ])
    }
    const byId = new Map(itemsOf('google', root).map((item) => [textOf(item, 'g:id'), item]))
    const hostile = byId.get('AAA_HOSTILE_700') as XmlElement
    expect(textOf(hostile, 'title')).toBe(HOSTILE_NAME)
    expect(textOf(hostile, 'g:brand')).toBe(HOSTILE_BRAND)
    expect(textOf(hostile, 'g:price')).toBe('1290.00 CZK')
    expect(textOf(hostile, 'g:gtin')).toBe('8594001234567')
    expect(textOf(hostile, 'g:product_type')).toBe('Rum > Tmavý rum')
    const plain = byId.get('P0001_700') as XmlElement
    expect(textOf(plain, 'g:gtin')).toBeUndefined()
    expect(textOf(plain, 'g:identifier_exists')).toBe('no')
    const packeta = childrenNamed(plain, 'g:shipping')[0] as XmlElement
    expect([textOf(packeta, 'g:country'), textOf(packeta, 'g:price'), textOf(packeta, 'g:max_transit_time')]).toEqual([
      'CZ',
      '79.00 CZK',
      '2',
    ])
  })

  it('is served from the edge cache the second time, kept apart by upstream', async () => {
    const shop = createTestStorefront({ answers: catalogue(3) })
    const first = await (await shop.request('/feeds/heureka.xml')).text()
    const cache = await caches.open('feeds')
    await expect.poll(() => cache.match('https://shop.example.cz/feeds/heureka.xml?upstream=embedded')).toBeTruthy()
    const calls = shop.calls.length
    const again = await shop.request('/feeds/heureka.xml')
    expect(again.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(await again.text()).toBe(first)
    expect(shop.calls.length).toBe(calls)
  })

  it('answers 404 for an unknown feed and 5xx when the API fails before the feed starts', async () => {
    expect((await createTestStorefront({ answers: catalogue(1) }).request('/feeds/seznam.xml')).status).toBe(404)
    const down = { ...catalogue(1), '/api/v2/shop/products': () => new Response('{}', { status: 503 }) }
    expect((await createTestStorefront({ answers: down }).request('/feeds/google.xml')).status).toBeGreaterThanOrEqual(
      500,
    )
    const cache = await caches.open('feeds')
    expect(await cache.match('https://shop.example.cz/feeds/google.xml?upstream=embedded')).toBeUndefined()
  })

  it('streams: the answer starts after the first API page, later pages are read as the body is read', async () => {
    const shop = createTestStorefront({ answers: catalogue(1046) })
    const response = await shop.request('/feeds/zbozi.xml')
    const pagesAsked = () => shop.calls.filter((call) => new URL(call.url).pathname === '/api/v2/shop/products').length
    expect(pagesAsked()).toBeLessThan(11)
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    let chunks = 0
    let xml = ''
    const decoder = new TextDecoder()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks++
      xml += decoder.decode(read.value, { stream: true })
    }
    // the head, one chunk per page of 100 products, the tail
    expect(chunks).toBeGreaterThanOrEqual(11)
    expect(pagesAsked()).toBe(11)
    expect(itemsOf('zbozi', parseXml(xml))).toHaveLength(1046 + 1 + 2)
  })

  it('a failure after the answer started breaks the download and caches nothing', async () => {
    const answers = catalogue()
    const products = answers['/api/v2/shop/products']
    const failing = {
      ...answers,
      '/api/v2/shop/products': (url: URL) =>
        url.searchParams.get('page') === '2' ? new Response('{}', { status: 503 }) : products(url),
    }
    const response = await createTestStorefront({ answers: failing }).request('/feeds/heureka.xml')
    expect(response.status).toBe(200)
    await expect(response.text()).rejects.toThrow()
    const cache = await caches.open('feeds')
    expect(await cache.match('https://shop.example.cz/feeds/heureka.xml?upstream=embedded')).toBeUndefined()
  })
})
