import { describe, expect, it } from 'vitest'
import type { WatchdogEntry, WatchdogEventInput } from '../../../contract/watchdog'
import { createApiClient, type Transport } from '../../lib/api/client'
import { createAuthApi } from '../auth/auth.api'
import { type AuthStore, createAuthStore } from '../auth/auth.store'
import { createFakeAccountShop } from '../auth/fake-account-shop'
import { createCartApi } from '../cart/cart.api'
import type { CartTokenJar } from '../cart/cart-cookie'
import { createCartStore } from '../cart/cart.store'
import { createUiStore } from '../../lib/stores/ui.store'
import { watchFromCard } from './card-watch'
import { setWatch } from './set-watch'
import { createWatchdogStore, type WatchdogStore } from './watchdog.store'

const BASE = '/api/v2/shop/watchdog'
const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/ld+json' },
  })

function entry(code: string, events: WatchdogEventInput[], price = 59900): WatchdogEntry {
  return {
    '@id': `${BASE}/${code}`,
    productVariant: {
      '@id': `/api/v2/shop/product-variants/${code}`,
      code,
      name: null,
      price,
      inStock: false,
      available: true,
    },
    product: {
      '@id': `/api/v2/shop/products/${code}`,
      code,
      name: `Produkt ${code}`,
      slug: code.toLowerCase(),
      image: null,
    },
    events: events.map((event) => ({
      type: event.type,
      price: event.type === 'price_lower_than' ? (event.price ?? price) : null,
      state: 'armed' as const,
      armedAt: '2026-11-23 10:00:00',
      firedAt: null,
    })),
    state: events.length > 0 ? 'armed' : 'idle',
    firedAt: null,
    createdAt: '2026-11-23 10:00:00',
    updatedAt: '2026-11-23 10:00:00',
  }
}

/**
 * A stand-in for the watch-list endpoints (decision 022): entries per logged-in customer, 401 for a guest,
 * 404 for a code not on the list, 422 for an unknown variant; `down` answers 503 to everything.
 */
function createFakeWatchdog(session: () => string | null) {
  const lists = new Map<string, Map<string, WatchdogEntry>>()
  const state = { down: false, calls: [] as string[] }
  const listOf = (customer: string) => lists.get(customer) ?? lists.set(customer, new Map()).get(customer)!
  const handle = async (url: string, init: RequestInit): Promise<Response | null> => {
    if (!url.startsWith(BASE)) return null
    const method = init.method ?? 'GET'
    state.calls.push(`${method} ${url}`)
    if (state.down) return json({ code: 503, message: 'Service Unavailable' }, 503)
    const customer = session()
    if (!customer) return json({ code: 401, message: 'JWT Token not found' }, 401)
    const list = listOf(customer)
    const body = init.body
      ? (JSON.parse(String(init.body)) as { productVariantCode?: string; events: WatchdogEventInput[] })
      : null
    const code = decodeURIComponent(url.slice(BASE.length + 1))
    if (method === 'GET' && url === BASE)
      return json({ 'hydra:member': [...list.values()].reverse(), 'hydra:totalItems': list.size })
    if (method === 'POST' && url === BASE) {
      const variant = body!.productVariantCode!
      if (variant.startsWith('NOPE')) {
        return json(
          { violations: [{ propertyPath: 'productVariantCode', message: `Varianta produktu ${variant} neexistuje.` }] },
          422,
        )
      }
      const known = list.has(variant)
      list.set(variant, entry(variant, body!.events))
      return json(list.get(variant), known ? 200 : 201)
    }
    if (!list.has(code)) return json({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' }, 404)
    if (method === 'PUT') {
      list.set(code, entry(code, body!.events))
      return json(list.get(code))
    }
    if (method === 'DELETE') {
      list.delete(code)
      return json(undefined, 204)
    }
    return json({}, 405)
  }
  return { state, lists, listOf, handle }
}

/** The services of one browser tab as create-services wires them: auth, cart and the watch list. */
function setup() {
  const shop = createFakeAccountShop()
  shop.addCustomer(5, 'jana@example.cz', 'tajneheslo')
  const fakeWatchdog = createFakeWatchdog(() => shop.session)
  const transport: Transport = async (url, init) => (await fakeWatchdog.handle(url, init)) ?? shop.transport(url, init)
  const cookies = { customer: null as string | null, cart: null as string | null }
  const toasts: string[] = []
  let auth: AuthStore | null = null
  const api = createApiClient({
    transport,
    language: 'cs',
    cacheScope: 'test',
    cacheTtlMs: 60_000,
    retryPauseMs: 0,
    onUnauthorized: () => auth?.getState().sessionExpired(),
  })
  const watchdog: WatchdogStore = createWatchdogStore({
    api,
    t: (key) => key,
    showError: (message) => void toasts.push(message),
  })
  const tokens: CartTokenJar = { read: () => cookies.cart, write: (value) => void (cookies.cart = value) }
  const cart = createCartStore({
    api: createCartApi(api),
    tokens,
    t: (key) => key,
    showError: () => undefined,
    deferNotices: false,
  })
  auth = createAuthStore({
    api: createAuthApi(api, async () => {
      shop.endSession()
      cookies.customer = null
    }),
    readCustomerCookie: () => cookies.customer,
    cart: () => cart.getState(),
    watchdog: { reload: () => watchdog.getState().reload(), clear: () => watchdog.getState().clear() },
    forgetCachedAnswers: () => api.invalidate(),
    goToLogout: () => undefined,
  })
  const authStore = auth
  async function login() {
    const result = await authStore.getState().login('jana@example.cz', 'tajneheslo')
    cookies.customer = shop.session
    return result
  }
  return { shop, fakeWatchdog, toasts, watchdog, list: () => watchdog.getState(), auth: authStore, login }
}

describe('watch list store', () => {
  it('is empty and idle for a guest, as the server renders it', () => {
    const { list } = setup()
    expect(list()).toMatchObject({ entries: {}, codes: [], status: 'idle' })
    expect(list().isWatched('RUM')).toBe(false)
  })

  it('reloads at login and clears at logout', async () => {
    const { fakeWatchdog, list, login, auth } = setup()
    fakeWatchdog.listOf('/api/v2/shop/customers/5').set('RUM', entry('RUM', [{ type: 'back_in_stock' }]))
    expect(await login()).toEqual({ ok: true })
    expect(list().status).toBe('ready')
    expect(list().codes).toEqual(['RUM'])
    expect(list().isWatched('RUM')).toBe(true)
    await auth.getState().logout()
    expect(list()).toMatchObject({ entries: {}, codes: [], status: 'idle' })
    expect(list().isWatched('RUM')).toBe(false)
  })

  it('a second reload while one is under way shares it (login and the hydration hook both ask)', async () => {
    const { fakeWatchdog, list, login } = setup()
    await login()
    fakeWatchdog.state.calls.length = 0
    await Promise.all([list().reload(), list().reload()])
    expect(fakeWatchdog.state.calls).toEqual([`GET ${BASE}`])
  })

  it('knows the three watch modes: any event, only with events, only with no events', async () => {
    const { list, login } = setup()
    await login()
    expect(await list().add('WITH', [{ type: 'back_in_stock' }, { type: 'price_lower_than' }])).toBe(true)
    expect(await list().add('WITHOUT', [])).toBe(true)
    expect([
      list().isWatched('WITH'),
      list().isWatched('WITH', 'any'),
      list().isWatched('WITH', 'withEvents'),
      list().isWatched('WITH', 'withoutEvents'),
    ]).toEqual([true, true, true, false])
    expect([
      list().isWatched('WITHOUT', 'any'),
      list().isWatched('WITHOUT', 'withEvents'),
      list().isWatched('WITHOUT', 'withoutEvents'),
    ]).toEqual([true, false, true])
    for (const mode of ['any', 'withEvents', 'withoutEvents'] as const)
      expect(list().isWatched('ELSE', mode)).toBe(false)
    expect(list().watchesEvent('WITH', 'price_lower_than')).toBe(true)
    expect(list().watchesEvent('WITHOUT', 'back_in_stock')).toBe(false)
    expect(list().codes).toEqual(['WITHOUT', 'WITH'])
  })

  it('adds, updates and removes by variant code', async () => {
    const { fakeWatchdog, list, login } = setup()
    await login()
    expect(await list().add('RUM', [{ type: 'back_in_stock' }])).toBe(true)
    expect(await list().update('RUM', [{ type: 'price_lower_than' }])).toBe(true)
    expect(list().entries.RUM?.events.map((event) => event.type)).toEqual(['price_lower_than'])
    expect(await list().remove('RUM')).toBe(true)
    expect(list().isWatched('RUM')).toBe(false)
    expect(list().codes).toEqual([])
    expect(fakeWatchdog.state.calls.slice(-3)).toEqual([`POST ${BASE}`, `PUT ${BASE}/RUM`, `DELETE ${BASE}/RUM`])
  })

  it('a failed add, update or delete returns false and toasts a Czech message', async () => {
    const { fakeWatchdog, list, login, toasts } = setup()
    await login()
    await list().add('RUM', [{ type: 'back_in_stock' }])
    fakeWatchdog.state.down = true
    expect(await list().add('GIN', [{ type: 'back_in_stock' }])).toBe(false)
    expect(await list().update('RUM', [])).toBe(false)
    expect(await list().remove('RUM')).toBe(false)
    expect(toasts).toEqual(['watchdog.error.add', 'watchdog.error.update', 'watchdog.error.remove'])
    // nothing changed locally
    expect(list().codes).toEqual(['RUM'])
    expect(list().isWatched('GIN')).toBe(false)
  })

  it("toasts the API's own message of a refused add (422)", async () => {
    const { list, login, toasts } = setup()
    await login()
    expect(await list().add('NOPE_1', [{ type: 'back_in_stock' }])).toBe(false)
    expect(toasts).toEqual(['Varianta produktu NOPE_1 neexistuje.'])
  })

  it('an operation whose code cannot be loaded (offline) fails the same way', async () => {
    const toasts: string[] = []
    const { api } = {
      api: createApiClient({ transport: async () => json({}), language: 'cs', cacheScope: 't', cacheTtlMs: 0 }),
    }
    const store = createWatchdogStore({
      api,
      t: (key) => key,
      showError: (message) => void toasts.push(message),
      operations: () => Promise.reject(new Error('chunk failed')),
    })
    expect(await store.getState().add('RUM', [])).toBe(false)
    expect(await store.getState().remove('RUM')).toBe(false)
    await store.getState().reload()
    expect(store.getState().status).toBe('failed')
    expect(toasts).toEqual(['cart.error.generic', 'cart.error.generic'])
  })

  it('a failed load says so (status failed) and may be retried', async () => {
    const { fakeWatchdog, list, login } = setup()
    fakeWatchdog.state.down = true
    await login()
    expect(list().status).toBe('failed')
    fakeWatchdog.state.down = false
    await list().reload()
    expect(list().status).toBe('ready')
  })

  it('a guest gets 401 and no toast: the session ends (docs/product.md#errors)', async () => {
    const { list, toasts, auth } = setup()
    expect(await list().add('RUM', [{ type: 'back_in_stock' }])).toBe(false)
    expect(toasts).toEqual([])
    expect(auth.getState().isAuthenticated).toBe(false)
  })

  it('drops an answer that arrives after a logout', async () => {
    const { list, login, auth } = setup()
    await login()
    const reload = list().reload()
    await auth.getState().logout()
    await reload
    expect(list()).toMatchObject({ codes: [], status: 'idle' })
  })
})

describe('setWatch (the product page buttons)', () => {
  it('adds a new entry, adds an event to a listed variant keeping its other event, and removes the entry with its last event', async () => {
    const { fakeWatchdog, list, login } = setup()
    await login()
    expect(await setWatch(list(), 'RUM', 'back_in_stock', true)).toBe(true)
    expect(await setWatch(list(), 'RUM', 'price_lower_than', true)).toBe(true)
    expect(list().entries.RUM?.events.map((event) => event.type)).toEqual(['back_in_stock', 'price_lower_than'])
    expect(await setWatch(list(), 'RUM', 'back_in_stock', false)).toBe(true)
    expect(list().entries.RUM?.events.map((event) => event.type)).toEqual(['price_lower_than'])
    expect(await setWatch(list(), 'RUM', 'price_lower_than', false)).toBe(true)
    expect(list().isWatched('RUM')).toBe(false)
    expect(fakeWatchdog.state.calls.slice(-4).map((call) => call.split(' ')[0])).toEqual([
      'POST',
      'PUT',
      'PUT',
      'DELETE',
    ])
  })
})

describe("watchFromCard (the product cards' button)", () => {
  function cardSetup() {
    const tab = setup()
    const ui = createUiStore()
    const deps = { auth: tab.auth, ui, watchdog: tab.watchdog }
    return { ...tab, ui, deps }
  }

  it('reads a list not loaded yet first, adds the event keeping the other one, and a second click stops only it', async () => {
    const { fakeWatchdog, list, login, deps, watchdog } = cardSetup()
    await login()
    fakeWatchdog.listOf('/api/v2/shop/customers/5').set('RUM', entry('RUM', [{ type: 'price_lower_than' }]))
    watchdog.getState().clear()
    expect(await watchFromCard(deps, 'RUM', 'back_in_stock', true)).toBe(true)
    expect(list().entries.RUM?.events.map((event) => event.type)).toEqual(['price_lower_than', 'back_in_stock'])
    expect(await watchFromCard(deps, 'RUM', 'back_in_stock', false)).toBe(true)
    expect(list().entries.RUM?.events.map((event) => event.type)).toEqual(['price_lower_than'])
    expect(fakeWatchdog.state.calls.slice(-3).map((call) => call.split(' ')[0])).toEqual(['GET', 'PUT', 'PUT'])
  })

  it('a guest gets the login popup; the watch is set after the login, or dropped when the popup closes', async () => {
    const { fakeWatchdog, list, login, deps, ui } = cardSetup()
    const dropped = watchFromCard(deps, 'GIN', 'back_in_stock', true)
    expect(ui.getState().authPopup?.state).toBe('login')
    ui.getState().authPopupClosed()
    expect(await dropped).toBe(false)

    const asked = watchFromCard(deps, 'RUM', 'back_in_stock', true)
    expect(ui.getState().authPopup?.state).toBe('login')
    expect(fakeWatchdog.state.calls.filter((call) => call.startsWith('POST'))).toEqual([])
    await login()
    ui.getState().authPopupClosed()
    expect(await asked).toBe(true)
    expect(list().watchesEvent('RUM', 'back_in_stock')).toBe(true)
    expect(list().isWatched('GIN')).toBe(false)
  })

  it("a guest's click never stops a watch the customer's list already has", async () => {
    const { fakeWatchdog, list, login, deps, ui } = cardSetup()
    fakeWatchdog.listOf('/api/v2/shop/customers/5').set('RUM', entry('RUM', [{ type: 'back_in_stock' }]))
    const asked = watchFromCard(deps, 'RUM', 'back_in_stock', true)
    await login()
    ui.getState().authPopupClosed()
    expect(await asked).toBe(true)
    expect(list().watchesEvent('RUM', 'back_in_stock')).toBe(true)
    expect(fakeWatchdog.state.calls.filter((call) => !call.startsWith('GET'))).toEqual([])
  })

  it('a watch asked for before the list was shown is not sent again when the list has it', async () => {
    const { fakeWatchdog, list, login, deps } = cardSetup()
    await login()
    fakeWatchdog.listOf('/api/v2/shop/customers/5').set('RUM', entry('RUM', [{ type: 'back_in_stock' }]))
    deps.watchdog.getState().clear()
    expect(await watchFromCard(deps, 'RUM', 'back_in_stock', true)).toBe(true)
    expect(list().watchesEvent('RUM', 'back_in_stock')).toBe(true)
    expect(fakeWatchdog.state.calls.filter((call) => !call.startsWith('GET'))).toEqual([])
  })

  it('a failed change returns false with a toast, and the card stays as it was', async () => {
    const { fakeWatchdog, list, login, deps, toasts } = cardSetup()
    await login()
    fakeWatchdog.state.down = true
    expect(await watchFromCard(deps, 'RUM', 'back_in_stock', true)).toBe(false)
    expect(toasts).toEqual(['watchdog.error.add'])
    expect(list().isWatched('RUM')).toBe(false)
  })
})
