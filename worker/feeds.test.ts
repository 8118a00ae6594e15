import { beforeEach, describe, expect, it } from 'vitest'
import { FEED_FORMATS } from './feed-xml'
import { catalogue, HOSTILE_BRAND, HOSTILE_NAME } from './test/feed-catalogue'
import { createTestStorefront } from './test/storefront'
import { childrenNamed, parseXml, textOf, type XmlElement } from './test/xml'

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
