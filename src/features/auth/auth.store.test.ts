import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../lib/api/client'
import { createCartApi } from '../cart/cart.api'
import type { CartTokenJar } from '../cart/cart-cookie'
import { createCartStore } from '../cart/cart.store'
import { createAuthApi } from './auth.api'
import { type AuthStore, createAuthStore, sessionChangeOnTabShown } from './auth.store'
import { createFakeAccountShop } from './fake-account-shop'

const JANA = '/api/v2/shop/customers/5'

/** The services of one browser tab, wired as create-services does, against the fake shop. */
function setup({ cartToken = null as string | null } = {}) {
  const fake = createFakeAccountShop()
  fake.addCustomer(5, 'jana@example.cz', 'tajneheslo')
  fake.addCustomer(6, 'petr@example.cz', 'heslo123')
  const cookies = { customer: null as string | null, cart: cartToken }
  const events: string[] = []
  let auth: AuthStore | null = null
  const api = createApiClient({
    transport: fake.transport,
    language: 'cs',
    cacheScope: 'test',
    cacheTtlMs: 60_000,
    retryPauseMs: 0,
    onUnauthorized: () => auth?.getState().sessionExpired(),
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
      events.push('endSession')
      fake.endSession()
      cookies.customer = null
    }),
    readCustomerCookie: () => cookies.customer,
    cart: () => cart.getState(),
    watchdog: {
      reload: async () => void events.push('watchdog.reload'),
      clear: () => void events.push('watchdog.clear'),
    },
    forgetCachedAnswers: () => api.invalidate(),
    goToLogout: () => void events.push('goToLogout'),
  })
  const store = auth
  /** A login as the worker answers it: the session cookie is set before the store reads the user. */
  async function login(email: string, password: string) {
    const result = await store.getState().login(email, password)
    cookies.customer = fake.session
    return result
  }
  return { fake, cookies, events, cart, auth: store, login, state: () => store.getState() }
}

describe('login', () => {
  it('loads the user; the session needs both the auth object and the user', async () => {
    const { state, login } = setup()
    expect(state().isAuthenticated).toBe(false)
    expect(await login('jana@example.cz', 'tajneheslo')).toEqual({ ok: true })
    expect(state()).toMatchObject({ customer: JANA, isAuthenticated: true, status: 'ready' })
    expect(state().user?.email).toBe('jana@example.cz')
  })

  it('keeps the token of a cart with items: the guest cart is assigned to the customer', async () => {
    const { fake, cart, cookies, login } = setup()
    await cart.getState().addItem('RUM_V', 2)
    expect(cookies.cart).toBe('t1')
    await login('jana@example.cz', 'tajneheslo')
    expect(fake.calls).toContainEqual({
      method: 'POST',
      path: '/api/v2/shop/orders',
      body: { replacementTokenValue: 't1' },
    })
    expect(cookies.cart).toBe('t1')
    expect(cart.getState().cart?.items.map((i) => [i.variantCode, i.quantity])).toEqual([['RUM_V', 2]])
    expect(fake.cartOwners.get('t1')).toBe(JANA)
  })

  it('resets an empty cart and picks up the cart the customer left last time', async () => {
    const first = setup()
    await first.login('jana@example.cz', 'tajneheslo')
    await first.cart.getState().addItem('GIN_V', 1)
    const left = first.cookies.cart
    // the same shop, another device: a guest with an empty cart logs in
    const { fake, cart, cookies } = first
    fake.endSession()
    cart.getState().reset()
    cookies.customer = null
    await first.auth.getState().logout()
    await first.login('jana@example.cz', 'tajneheslo')
    expect(cookies.cart).toBe(left)
    expect(cart.getState().cart?.items.map((i) => i.variantCode)).toEqual(['GIN_V'])
  })

  it('starts a new cart for a customer who has none', async () => {
    const { fake, cart, cookies, login } = setup({ cartToken: 'gone' })
    await login('petr@example.cz', 'heslo123')
    expect(fake.calls.filter((c) => c.path === '/api/v2/shop/orders')).toEqual([
      { method: 'POST', path: '/api/v2/shop/orders', body: {} },
    ])
    expect(cookies.cart).toBe(cart.getState().token)
    expect(cart.getState().cart?.items).toEqual([])
  })

  it('reloads the watch list', async () => {
    const { events, login } = setup()
    await login('jana@example.cz', 'tajneheslo')
    expect(events).toEqual(['watchdog.reload'])
  })

  it('says the e-mail or password is wrong on a 401, without logging anyone out', async () => {
    const { state, events, cart, login } = setup()
    await cart.getState().addItem('RUM_V', 1)
    expect(await login('jana@example.cz', 'spatne')).toEqual({ ok: false, reason: 'invalid' })
    expect(state().isAuthenticated).toBe(false)
    expect(events).toEqual([])
    expect(cart.getState().cart?.items).toHaveLength(1)
  })

  it('says there were too many attempts on a 429', async () => {
    const { login } = setup()
    for (let i = 0; i < 5; i++) await login('jana@example.cz', 'spatne')
    expect(await login('jana@example.cz', 'tajneheslo')).toEqual({ ok: false, reason: 'tooManyAttempts' })
  })
})

describe('a session begun by social login', () => {
  it('continues like a login: the cart with items is assigned to the customer and the watch list reloaded', async () => {
    const { fake, cart, cookies, events, state } = setup()
    await cart.getState().addItem('RUM_V', 1)
    fake.startSession(JANA)
    cookies.customer = JANA
    await state().sessionStarted()
    expect(state()).toMatchObject({ customer: JANA, isAuthenticated: true })
    expect(fake.calls).toContainEqual({
      method: 'POST',
      path: '/api/v2/shop/orders',
      body: { replacementTokenValue: 't1' },
    })
    expect(fake.cartOwners.get('t1')).toBe(JANA)
    expect(events).toContain('watchdog.reload')
  })

  it('does nothing without a session cookie', async () => {
    const { fake, state } = setup()
    await state().sessionStarted()
    expect(state().isAuthenticated).toBe(false)
    expect(fake.calls.filter((call) => call.method === 'POST')).toEqual([])
  })
})

describe('logout', () => {
  it('clears auth, cart and watch list and ends the session in the worker', async () => {
    const { state, cart, cookies, events, login } = setup()
    await login('jana@example.cz', 'tajneheslo')
    await cart.getState().addItem('RUM_V', 1)
    await state().logout()
    expect(state()).toMatchObject({ customer: null, user: null, isAuthenticated: false })
    expect(cart.getState()).toMatchObject({ token: null, cart: null })
    expect(cookies.cart).toBeNull()
    expect(events).toEqual(['watchdog.reload', 'watchdog.clear', 'endSession'])
  })
})

describe('a 401 on a call other than login', () => {
  it('logs out and goes to /logout, once', async () => {
    const { fake, state, cart, events, login } = setup()
    await login('jana@example.cz', 'tajneheslo')
    await cart.getState().addItem('RUM_V', 1)
    fake.expireSession()
    await state().restore()
    await state().restore()
    expect(state()).toMatchObject({ customer: null, user: null, isAuthenticated: false })
    expect(cart.getState().token).toBeNull()
    expect(events.filter((e) => e === 'goToLogout')).toHaveLength(1)
    expect(events).toContain('watchdog.clear')
  })
})

describe('a 401 while the browser restores a session it never showed (a shared page, decision 020)', () => {
  it('ends the session in place: the worker clears the cookies, the visitor stays on the page', async () => {
    const { fake, cookies, state, events } = setup()
    await fake.transport('/api/v2/shop/authentication-token', {
      method: 'POST',
      body: JSON.stringify({ email: 'jana@example.cz', password: 'tajneheslo' }),
    })
    cookies.customer = JANA
    fake.expireSession()
    await state().restore()
    expect(state()).toMatchObject({ customer: null, user: null, isAuthenticated: false, status: 'ready' })
    await vi.waitFor(() => expect(events).toContain('endSession'))
    expect(events).not.toContain('goToLogout')
  })
})

describe('restoring the session (route step)', () => {
  it('loads the user of the session cookie', async () => {
    const { fake, cookies, state } = setup()
    // the worker's cookies hold a valid session of Jana's
    await fake.transport('/api/v2/shop/authentication-token', {
      method: 'POST',
      body: JSON.stringify({ email: 'jana@example.cz', password: 'tajneheslo' }),
    })
    cookies.customer = JANA
    await state().restore()
    expect(state()).toMatchObject({ customer: JANA, isAuthenticated: true })
  })

  it('is no session without a cookie, and asks the API nothing', async () => {
    const { fake, state } = setup()
    await state().restore()
    expect(state()).toMatchObject({ status: 'ready', isAuthenticated: false })
    expect(fake.calls).toEqual([])
  })

  it('keeps the auth object but is not logged in when the user cannot be read', async () => {
    const { fake, cookies, state, events } = setup()
    await fake.transport('/api/v2/shop/authentication-token', {
      method: 'POST',
      body: JSON.stringify({ email: 'jana@example.cz', password: 'tajneheslo' }),
    })
    cookies.customer = '/api/v2/shop/customers/99'
    await state().restore()
    expect(state()).toMatchObject({ customer: '/api/v2/shop/customers/99', user: null, isAuthenticated: false })
    expect(events).toEqual([])
  })

  it('hands its state to the browser store through a snapshot', async () => {
    const server = setup()
    await server.login('jana@example.cz', 'tajneheslo')
    const browser = setup()
    browser.auth.getState().hydrate(server.auth.getState().dehydrate())
    expect(browser.state()).toMatchObject({ customer: JANA, isAuthenticated: true, status: 'ready' })
  })
})

describe('tab visibility (docs/product.md#session)', () => {
  it('decides from the session cookie and the memory', () => {
    const guest = { customer: null, isAuthenticated: false }
    const jana = { customer: JANA, isAuthenticated: true }
    expect(sessionChangeOnTabShown(JANA, guest)).toBe('takeOver')
    expect(sessionChangeOnTabShown('/api/v2/shop/customers/6', jana)).toBe('takeOver')
    expect(sessionChangeOnTabShown(JANA, { customer: JANA, isAuthenticated: false })).toBe('takeOver')
    expect(sessionChangeOnTabShown(null, jana)).toBe('logout')
    expect(sessionChangeOnTabShown(JANA, jana)).toBe('none')
    expect(sessionChangeOnTabShown(null, guest)).toBe('none')
  })

  it('takes over a login made in another tab: the user, the cart of the cookie and the watch list', async () => {
    const other = setup()
    await other.cart.getState().addItem('RUM_V', 1)
    const { fake } = other
    await other.login('jana@example.cz', 'tajneheslo')
    // this tab: a guest, then visible again with the other tab's cookies
    const { auth, cart, cookies, events } = other
    auth.setState({ customer: null, user: null, isAuthenticated: false })
    cart.getState().reset()
    cookies.customer = JANA
    cookies.cart = 't1'
    events.length = 0
    await auth.getState().tabShown()
    expect(auth.getState()).toMatchObject({ customer: JANA, isAuthenticated: true })
    expect(cart.getState().token).toBe('t1')
    expect(events).toEqual(['watchdog.reload'])
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: '/api/v2/shop/orders/t1' })
  })

  it('logs out when the session cookie is gone', async () => {
    const { auth, cookies, events, cart, login } = setup()
    await login('jana@example.cz', 'tajneheslo')
    cookies.customer = null
    await auth.getState().tabShown()
    expect(auth.getState().isAuthenticated).toBe(false)
    expect(cart.getState().token).toBeNull()
    expect(events).toContain('endSession')
  })

  it('does nothing while the cookie and the memory agree', async () => {
    const { auth, fake, login } = setup()
    await login('jana@example.cz', 'tajneheslo')
    const before = fake.calls.length
    await auth.getState().tabShown()
    expect(fake.calls).toHaveLength(before)
  })
})
