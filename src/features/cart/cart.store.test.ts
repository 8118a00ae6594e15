import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../lib/api/client'
import { createCartApi } from './cart.api'
import type { CartTokenJar } from './cart-cookie'
import { createCartStore } from './cart.store'
import { createFakeShop } from './fake-shop'

const PRICE_CHANGED = 'cart.priceChanged'

function setup({ token = null as string | null, deferNotices = false } = {}) {
  const shop = createFakeShop()
  const api = createApiClient({
    transport: shop.transport,
    language: 'cs',
    cacheScope: 'test',
    cacheTtlMs: 60_000,
    retryPauseMs: 0,
  })
  const jar = { token }
  const tokens: CartTokenJar = { read: () => jar.token, write: (value) => void (jar.token = value) }
  const errors: string[] = []
  let keys = 0
  const store = createCartStore({
    api: createCartApi(api),
    tokens,
    t: (key) => key,
    showError: (message) => errors.push(message),
    deferNotices,
    createKey: () => `key-${++keys}`,
  })
  return { shop, store, jar, errors, cart: () => store.getState() }
}

afterEach(() => vi.unstubAllGlobals())

describe('cart store', () => {
  it('creates the cart on the first add and keeps its token in the cookie', async () => {
    const { shop, cart, jar } = setup()
    expect(await cart().addItem('RUM_V', 2)).toBe(true)
    expect(shop.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v2/shop/orders',
      'POST /api/v2/shop/orders/t1/items',
    ])
    expect(jar.token).toBe('t1')
    expect(cart().cart?.items[0]).toMatchObject({ variantCode: 'RUM_V', quantity: 2 })
    await cart().addItem('GIN_V', 1)
    expect(shop.calls.filter((c) => c.path === '/api/v2/shop/orders')).toHaveLength(1)
  })

  it('never sends a price: only the variant and the quantity', async () => {
    const { shop, cart } = setup()
    await cart().addItem('RUM_V', 1)
    expect(shop.calls[1]?.body).toEqual({ productVariant: 'RUM_V', quantity: 1 })
  })

  it('toasts the API message when an add is refused', async () => {
    const { cart, errors } = setup()
    expect(await cart().addItem('NOPE', 1)).toBe(false)
    expect(errors).toEqual(['The product variant NOPE does not exist.'])
  })

  it('starts a new cart when the one in the cookie was placed meanwhile', async () => {
    const { shop, cart, jar } = setup()
    await cart().addItem('RUM_V', 1)
    shop.completeElsewhere('t1')
    expect(await cart().addItem('GIN_V', 1)).toBe(true)
    expect(jar.token).toBe('t2')
    expect(cart().cart?.items.map((i) => i.variantCode)).toEqual(['GIN_V'])
  })

  it('loads the cart of the cookie token', async () => {
    const { shop, cart } = setup()
    await cart().addItem('RUM_V', 1)
    const other = setup({ token: 't1' })
    other.shop.orders.set('t1', shop.orders.get('t1')!)
    await other.cart().load()
    expect(other.cart()).toMatchObject({ token: 't1', status: 'ready' })
    expect(other.cart().cart?.items).toHaveLength(1)
  })

  it('resets a broken cart (state other than cart) and drops the cookie', async () => {
    const { shop, cart, jar } = setup()
    await cart().addItem('RUM_V', 1)
    shop.completeElsewhere('t1')
    await cart().load()
    expect(cart()).toMatchObject({ token: null, cart: null, status: 'ready' })
    expect(jar.token).toBeNull()
  })

  it('resets the cart when the fetch fails', async () => {
    const { shop, cart, jar } = setup()
    await cart().addItem('RUM_V', 1)
    shop.interrupt(() => Promise.reject(new TypeError('fetch failed')))
    await cart().load()
    expect(cart()).toMatchObject({ token: null, cart: null })
    expect(jar.token).toBeNull()
  })

  it('shows the price-change toast when an answer carries changes.order', async () => {
    const { shop, cart, errors } = setup()
    await cart().addItem('RUM_V', 1)
    expect(errors).toEqual([])
    shop.changePrice('RUM_V', 55_000)
    await cart().load()
    expect(errors).toEqual([PRICE_CHANGED])
    expect(cart().cart?.items[0]?.unitPrice).toBe(55_000)
  })

  it('keeps a price change seen on the server for the browser, which toasts it after hydration', async () => {
    const server = setup({ deferNotices: true })
    await server.cart().addItem('RUM_V', 1)
    server.shop.changePrice('RUM_V', 45_000)
    await server.cart().load()
    expect(server.errors).toEqual([])
    const snapshot = server.cart().dehydrate()
    expect(snapshot).toMatchObject({ checked: true, token: 't1', priceChanged: true })

    const browser = setup({ token: 't1' })
    browser.cart().hydrate(snapshot)
    expect(browser.cart()).toMatchObject({ status: 'ready', token: 't1' })
    expect(browser.shop.calls).toEqual([])
    browser.cart().showDeferredNotices()
    browser.cart().showDeferredNotices()
    expect(browser.errors).toEqual([PRICE_CHANGED])
  })

  it('drops the cookie in the browser when the server found the cart broken', () => {
    const browser = setup({ token: 'gone' })
    browser.cart().hydrate({ checked: true, token: null, cart: null, priceChanged: false })
    expect(browser.jar.token).toBeNull()
  })

  it('changes a quantity and removes an item, reading the cart again after the delete', async () => {
    const { shop, cart } = setup()
    await cart().addItem('RUM_V', 1)
    await cart().addItem('GIN_V', 1)
    const [rum, gin] = cart().cart!.items
    expect(await cart().changeQuantity(rum!.id, 3)).toBe(true)
    expect(shop.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { quantity: 3 } })
    expect(await cart().removeItem(gin!.id)).toBe(true)
    expect(shop.calls.slice(-2).map((c) => c.method)).toEqual(['DELETE', 'GET'])
    expect(cart().cart?.items.map((i) => [i.variantCode, i.quantity])).toEqual([['RUM_V', 3]])
  })

  it('returns the violations of an unknown coupon and applies a known one', async () => {
    const { cart } = setup()
    await cart().addItem('RUM_V', 1)
    expect(await cart().applyCoupon('NESMYSL')).toEqual([
      { propertyPath: 'couponCode', message: 'Kód kupónu je neplatný.' },
    ])
    expect(await cart().applyCoupon('VITEJTE10')).toBeNull()
    expect(cart().cart?.total).toBe(45_000)
  })

  it('resends the current coupon with every order update', async () => {
    const { shop, cart } = setup()
    await cart().addItem('RUM_V', 1)
    await cart().applyCoupon('VITEJTE10')
    expect(await cart().updateOrder({ email: 'jana@example.cz' })).toBeNull()
    expect(shop.calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { email: 'jana@example.cz', couponCode: 'VITEJTE10' },
    })
    expect(cart().cart?.couponCode).toBe('VITEJTE10')
  })

  it('selects shipping and payment on the first shipment and payment', async () => {
    const { shop, cart } = setup()
    await cart().addItem('RUM_V', 1)
    await cart().selectShipping({ shippingMethod: 'packeta', branchId: '123', branchName: 'Praha' })
    expect(shop.calls.at(-1)).toMatchObject({ method: 'PATCH', path: '/api/v2/shop/orders/t1/shipments/7' })
    await cart().selectPayment('cod')
    expect(shop.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/api/v2/shop/orders/t1/payments/8',
      body: { paymentMethod: 'cod' },
    })
  })

  it('reuses the idempotency key when a completion is retried after a lost answer', async () => {
    const { shop, cart, jar } = setup()
    await cart().addItem('RUM_V', 1)
    shop.interrupt(() => Promise.reject(new TypeError('network down')))
    const first = await cart().complete('Zvonit dvakrát')
    expect(first).toEqual({ violations: [{ propertyPath: '', message: 'cart.error.generic' }] })
    expect(cart().token).toBe('t1')
    const second = await cart().complete('Zvonit dvakrát')
    expect('order' in second && second.order.state).toBe('new')
    const keys = shop.calls.filter((c) => c.path.endsWith('/complete')).map((c) => c.headers.get('idempotency-key'))
    expect(keys).toEqual(['key-1', 'key-1'])
    expect(cart()).toMatchObject({ token: null, cart: null })
    expect(jar.token).toBeNull()
  })

  it('sends the Heureka opt-out with the completion only when the shopper ticked it', async () => {
    const { shop, cart } = setup()
    await cart().addItem('RUM_V', 1)
    await cart().complete(undefined, { heurekaOptOut: true })
    expect(shop.calls.at(-1)).toMatchObject({ path: '/api/v2/shop/orders/t1/complete', body: { heurekaOptOut: true } })
    await cart().addItem('RUM_V', 1)
    await cart().complete('Zvonit', { heurekaOptOut: false })
    expect(shop.calls.at(-1)?.body).toEqual({ notes: 'Zvonit' })
  })

  it('reloads the cart and reports a conflict on 409', async () => {
    const { shop, cart } = setup()
    await cart().addItem('RUM_V', 1)
    shop.interrupt(
      () =>
        new Response(
          JSON.stringify({
            '@type': 'hydra:Error',
            'hydra:description': 'Order total has changed during checkout process.',
          }),
          { status: 409 },
        ),
    )
    expect(await cart().complete()).toEqual({ conflict: true })
    expect(shop.calls.at(-1)).toMatchObject({ method: 'GET', path: '/api/v2/shop/orders/t1' })
    await cart().complete()
    const keys = shop.calls.filter((c) => c.path.endsWith('/complete')).map((c) => c.headers.get('idempotency-key'))
    expect(keys).toEqual(['key-1', 'key-2'])
  })

  it('says to wait a moment when the shop refuses a completion or coupon for too many attempts (429)', async () => {
    const { shop, cart } = setup()
    await cart().addItem('RUM_V', 1)
    const tooMany = () =>
      new Response(JSON.stringify({ '@type': 'hydra:Error', 'hydra:description': 'Příliš mnoho požadavků.' }), {
        status: 429,
        headers: { 'retry-after': '60' },
      })
    shop.interrupt(tooMany)
    expect(await cart().complete()).toEqual({
      violations: [{ propertyPath: '', message: 'cart.error.tooManyRequests' }],
    })
  })

  it('runs mutations one at a time, in the order they were asked for', async () => {
    const { shop, cart } = setup()
    await cart().addItem('RUM_V', 1)
    const id = cart().cart!.items[0]!.id
    const release = shop.holdCalls()
    const done = [cart().changeQuantity(id, 2), cart().changeQuantity(id, 5), cart().addItem('GIN_V', 1)]
    expect(cart().busy).toBe(true)
    await Promise.resolve()
    expect(shop.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1)
    release()
    expect(await Promise.all(done)).toEqual([true, true, true])
    // two changes of one line before its turn: the latest one goes, once
    expect(shop.calls.slice(-2).map((c) => `${c.method} ${JSON.stringify(c.body)}`)).toEqual([
      'PATCH {"quantity":5}',
      'POST {"productVariant":"GIN_V","quantity":1}',
    ])
    expect(cart().busy).toBe(false)
    expect(cart().cart?.items.map((i) => i.quantity)).toEqual([5, 1])
  })

  it('counts each quick + and − once from the quantity last asked for, and ends at the answer for the last one', async () => {
    const { shop, cart } = setup()
    await cart().addItem('RUM_V', 2)
    const id = cart().cart!.items[0]!.id
    const patches = () => shop.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)
    const release = shop.holdCalls()
    const first = cart().stepQuantity(id, 1)
    await vi.waitFor(() => expect(patches()).toHaveLength(1))
    // the shop has not answered yet: the next clicks count from 3, not from the cart's 2
    const more = [cart().stepQuantity(id, 1), cart().stepQuantity(id, 1), cart().stepQuantity(id, -1)]
    expect(cart().quantities[id]).toBe(4)
    expect(cart().cart?.items[0]?.quantity).toBe(2)
    release()
    expect(await Promise.all([first, ...more])).toEqual([true, true, true, true])
    // the first answer (3) came while 4 was wanted; 4 was sent next, once
    expect(patches()).toEqual([{ quantity: 3 }, { quantity: 4 }])
    expect(cart().cart?.items[0]?.quantity).toBe(4)
    expect(cart().quantities).toEqual({})
    expect(shop.orders.get('t1')?.lines[0]?.quantity).toBe(4)
  })

  it('goes back to the cart’s quantity when a change is refused, and never steps below one piece', async () => {
    const { shop, cart, errors } = setup()
    await cart().addItem('RUM_V', 1)
    const id = cart().cart!.items[0]!.id
    expect(await cart().stepQuantity(id, -1)).toBe(true)
    expect(shop.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0)
    shop.interrupt(() => new Response('{}', { status: 500 }))
    expect(await cart().stepQuantity(id, 1)).toBe(false)
    expect(errors).toEqual(['cart.error.generic'])
    expect(cart().quantities).toEqual({})
    expect(cart().cart?.items[0]?.quantity).toBe(1)
  })

  it('pushes add_to_cart and remove_from_cart with the server prices', async () => {
    const dataLayer: object[] = []
    vi.stubGlobal('window', { dataLayer })
    const { cart } = setup()
    await cart().addItem('RUM_V', 2, { item_brand: 'Zacapa', item_name: 'Rum' })
    await cart().removeItem(cart().cart!.items[0]!.id)
    const events = dataLayer.filter((entry) => 'event' in entry)
    expect(events).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'CZK',
          value: 1000,
          items: [expect.objectContaining({ item_id: 'RUM_V', item_brand: 'Zacapa', price: 500, quantity: 2 })],
        },
      },
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'CZK',
          value: 1000,
          items: [expect.objectContaining({ item_id: 'RUM_V', quantity: 2 })],
        },
      },
    ])
  })
})
