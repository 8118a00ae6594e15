import { expect, test } from './fixtures'

/** The codes of every in-stock variant the API lists (enabled variants of enabled products), read page by page. */
async function inStockVariants(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const codes: string[] = []
  for (let page = 1; ; page++) {
    const answer = (await (
      await request.get(`/api/v2/shop/product-variants?itemsPerPage=100&page=${page}`)
    ).json()) as {
      'hydra:member': Array<{ code: string; inStock: boolean }>
      'hydra:totalItems': number
    }
    codes.push(...answer['hydra:member'].filter((variant) => variant.inStock).map((variant) => variant.code))
    if (answer['hydra:member'].length === 0 || page * 100 >= answer['hydra:totalItems']) return codes
  }
}

const FEEDS = [
  {
    path: '/feeds/heureka.xml',
    item: /<SHOPITEM>[\s\S]*?<\/SHOPITEM>/g,
    id: /<ITEM_ID>([^<]*)<\/ITEM_ID>/,
    url: /<URL>([^<]*)<\/URL>/,
  },
  {
    path: '/feeds/zbozi.xml',
    item: /<SHOPITEM>[\s\S]*?<\/SHOPITEM>/g,
    id: /<ITEM_ID>([^<]*)<\/ITEM_ID>/,
    url: /<URL>([^<]*)<\/URL>/,
  },
  {
    path: '/feeds/google.xml',
    item: /<item>[\s\S]*?<\/item>/g,
    id: /<g:id>([^<]*)<\/g:id>/,
    url: /<link>([^<]*)<\/link>/,
  },
]

test('each feed lists exactly the in-stock variants the API reports, with addresses that answer 200', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const expected = await inStockVariants(request)
  // the demo data: about 330 products, most of them in stock
  expect(expected.length).toBeGreaterThan(200)
  for (const feed of FEEDS) {
    const response = await request.get(feed.path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    const items = xml.match(feed.item) ?? []
    expect(items.length, feed.path).toBe(expected.length)
    expect(items.map((item) => feed.id.exec(item)?.[1]).sort(), feed.path).toEqual([...expected].sort())
    const link = feed.url.exec(items[0] ?? '')?.[1] ?? ''
    expect(link.startsWith(`${baseURL}/produkt/`), link).toBe(true)
    expect(
      (
        await request.get(new URL(link.replace(/&amp;/g, '&')).pathname, { headers: { cookie: 'age_verified=1' } })
      ).status(),
    ).toBe(200)
  }
})
