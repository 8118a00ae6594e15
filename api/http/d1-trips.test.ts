import { beforeAll, describe, expect, it } from 'vitest'
import { MENU_TAXON_CODE } from '../../contract/channel'
import { readServerTiming } from '../../contract/call-chain'
import { complete, newCart, addItem, orderOf, readyCart, send } from '../test/checkout-fixtures'
import { addBanners, addDrinksCatalogue, addMenu } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'

/**
 * Decision 058: every call a page render makes costs at most two D1 round trips one after another (a shopper far
 * from the primary pays each of them), and the answer says how many in `Server-Timing: d1;desc="trips=<N>"`.
 */
const db = testEnv.DB
let cart = ''
let order = ''
let auth: Record<string, string> = {}
let customer = ''

beforeAll(async () => {
  await addDrinksCatalogue(db)
  await addMenu(db, { code: 'header', name: 'Hlavička' }, [{ id: 1, label: 'Rum', url: '/kategorie/rum' }])
  await addBanners(db, [{ code: 'jaro' }, { code: 'leto', position: 1 }])
  cart = await newCart()
  await addItem(cart, 'RUM_A_700')
  await send('POST', '/customers', {
    firstName: 'Jana',
    lastName: 'Nováková',
    email: 'jana@example.cz',
    password: 'tajne-heslo-1',
  })
  const login = (await (
    await send('POST', '/authentication-token', { email: 'jana@example.cz', password: 'tajne-heslo-1' })
  ).json()) as { token: string; customer: string }
  auth = { authorization: `Bearer ${login.token}` }
  customer = login.customer.replace('/api/v2/shop', '')
  order = await readyCart([['RUM_B_700', 1]])
  await complete(order)
})

async function tripsOf(path: string, headers: Record<string, string> = {}) {
  const response = await send('GET', path, undefined, headers)
  await response.arrayBuffer()
  const d1 = readServerTiming(response.headers.get('server-timing'), 'd1')
  return { status: response.status, trips: d1?.values.trips }
}

// The calls the storefront's pages make (decision 058 lists them per page).
const HOT: Array<[string, () => string, () => Record<string, string>]> = [
  ['category tree', () => `/search/taxons/${MENU_TAXON_CODE}`, () => ({})],
  ['a menu', () => '/menus/header', () => ({})],
  ['a CMS block', () => '/cms-plugin/blocks/homepage-intro', () => ({})],
  ['banners', () => '/banners?placement=homepage&itemsPerPage=10', () => ({})],
  ['bestsellers', () => '/products?order%5Bbestseller%5D=desc&itemsPerPage=10', () => ({})],
  ['a category’s products with facets', () => '/products?taxon=rum&facets=1&itemsPerPage=24', () => ({})],
  ['a taxon by slug', () => '/taxons-by-slug/rum', () => ({})],
  ['a product by slug', () => '/products-by-slug/whisky-c', () => ({})],
  ['a product’s variants', () => '/product-variants?product=WHISKY_C&itemsPerPage=100', () => ({})],
  ['a product’s attributes', () => '/products/RUM_A/attributes', () => ({})],
  ['similar products', () => '/products-by-slug/rum-a/associations/similar', () => ({})],
  ['search with facets', () => '/search?q=rum&facets=1&itemsPerPage=24', () => ({})],
  ['the cart', () => `/orders/${cart}`, () => ({})],
  ['shipping methods', () => `/orders/${cart}/shipments/1/methods`, () => ({})],
  ['payment methods', () => '/payment-methods', () => ({})],
  ['the signed-in customer', () => customer, () => auth],
  ['the customer’s orders', () => '/orders?itemsPerPage=10', () => auth],
  ['an order', () => `/orders/${order}`, () => ({})],
  ['the redirects’ version', () => '/redirects-version', () => ({})],
]

describe('D1 round trips of the calls pages make', () => {
  it.each(HOT)('%s: at most 2 one after another, said in Server-Timing', async (_name, path, headers) => {
    const { status, trips } = await tripsOf(path(), headers())
    expect(status, path()).toBeLessThan(500)
    expect(trips, path()).toBeTypeOf('number')
    expect(trips, path()).toBeLessThanOrEqual(2)
  })

  it('the cart whose price changed since it was last read: re-priced, stored and answered in 2 trips', async () => {
    const token = await newCart()
    await addItem(token, 'RUM_B_700', 2)
    await row(db, 'UPDATE product_variants SET price = 31000 WHERE code = ?', 'RUM_B_700').run()
    try {
      const response = await send('GET', `/orders/${token}`)
      const body = (await response.json()) as { itemsTotal: number; changes: { order: { items: unknown[] } } | null }
      expect(body.changes?.order.items).toHaveLength(1)
      expect(body.itemsTotal).toBe(62000)
      expect(readServerTiming(response.headers.get('server-timing'), 'd1')?.values.trips).toBeLessThanOrEqual(2)
      // the new prices were stored: the next read reports no change
      expect(((await (await send('GET', `/orders/${token}`)).json()) as { changes: unknown }).changes).toBeNull()
    } finally {
      await row(db, 'UPDATE product_variants SET price = 30000 WHERE code = ?', 'RUM_B_700').run()
    }
  })

  it('a cart’s shipping methods: one trip, the promotions pricing them read beside the cart', async () => {
    const shipment = (await orderOf(await send('GET', `/orders/${cart}`))).shipments[0]!.id
    const response = await send('GET', `/orders/${cart}/shipments/${shipment}/methods`)
    expect(((await response.json()) as { 'hydra:totalItems': number })['hydra:totalItems']).toBeGreaterThan(0)
    expect(readServerTiming(response.headers.get('server-timing'), 'd1')?.values.trips).toBe(1)
  })

  it('counts a batch as one trip and reads in parallel as one', async () => {
    // the category tree is one query: exactly one trip
    expect((await tripsOf(`/search/taxons/${MENU_TAXON_CODE}`)).trips).toBe(1)
  })
})
