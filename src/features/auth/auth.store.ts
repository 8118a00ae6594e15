import { createStore } from 'zustand/vanilla'
import type { Customer } from '../../../contract/account'
import { isApiError } from '../../lib/api/errors'
import type { CartState } from '../cart'
import type { AuthApi } from './auth.api'

/**
 * The session (docs/product.md#data, docs/product.md#session): the auth object (the customer IRI, persisted in the readable
 * `customer` cookie), the user loaded from it, and `isAuthenticated`, which needs both.
 */
export type AuthState = {
  /** The auth object: the logged-in customer's IRI. */
  customer: string | null
  user: Customer | null
  isAuthenticated: boolean
  status: 'idle' | 'loading' | 'ready'
  /** Loads the user of the cookie's customer (route step on the server; the browser after a failed render). */
  restore(): Promise<void>
  /**
   * Logs in: the user is loaded; a cart with items keeps its token (assigned to the customer), otherwise the
   * cart is reset and the customer's own cart picked up; the watch list is reloaded.
   */
  login(email: string, password: string): Promise<LoginResult>
  /**
   * A session begun elsewhere (social login: the worker set the cookies) continues like a login: the cart
   * with items is kept and assigned to the customer, else theirs is picked up; the watch list is reloaded.
   */
  sessionStarted(): Promise<void>
  /** Clears auth, cart and watch list and ends the session in the worker (both auth cookies). */
  logout(): Promise<void>
  /**
   * A 401 on a call other than login (docs/product.md#errors): logged out here, then off to /logout; a session never
   * shown as logged in (the restore after hydrating a shared page) ends in place.
   */
  sessionExpired(): void
  /** The tab became visible: the session cookie is compared with memory (docs/product.md#session). */
  tabShown(): Promise<void>
  /** The settings saved: the API's answer becomes the user. */
  userUpdated(user: Customer): void
}

export type LoginResult = { ok: true } | { ok: false; reason: 'invalid' | 'tooManyAttempts' | 'failed' }

/** What the server render hands to the browser's store. */
export type AuthSnapshot = { checked: boolean; customer: string | null; user: Customer | null }

type AuthInternals = {
  dehydrate(): AuthSnapshot
  hydrate(snapshot: AuthSnapshot | null): void
}
export type AuthStoreState = AuthState & AuthInternals

/** The watch list reacts to the session; the watchdog feature plugs its store in here. */
export type SessionListener = { reload(): Promise<void>; clear(): void }

export type AuthStoreDeps = {
  api: AuthApi
  /** The customer IRI in the readable session cookie (the request's on the server, document.cookie in the browser). */
  readCustomerCookie: () => string | null
  cart: () => Pick<CartState, 'cart' | 'token' | 'reset' | 'pickUp' | 'load'>
  watchdog: SessionListener
  /** Forgets cached answers of the API client: they may belong to the previous user. */
  forgetCachedAnswers: () => void
  /** Leaves for /logout (browser only). */
  goToLogout: () => void
}

/** Tab visibility (docs/product.md#session), as a decision: what the visible tab must do about the session. */
export function sessionChangeOnTabShown(
  cookieCustomer: string | null,
  state: Pick<AuthState, 'customer' | 'isAuthenticated'>,
): 'takeOver' | 'logout' | 'none' {
  if (cookieCustomer && (!state.isAuthenticated || cookieCustomer !== state.customer)) return 'takeOver'
  if (!cookieCustomer && (state.isAuthenticated || state.customer !== null)) return 'logout'
  return 'none'
}

export function createAuthStore(deps: AuthStoreDeps) {
  let expiring = false

  return createStore<AuthStoreState>()((set, get) => {
    function setSession(customer: string | null, user: Customer | null) {
      set({ customer, user, isAuthenticated: customer !== null && user !== null, status: 'ready' })
    }

    /** Loads the user of `customer`; a 401 ends the session (the API client reports it), other failures leave no user. */
    async function loadUser(customer: string): Promise<boolean> {
      set({ customer, status: 'loading' })
      try {
        const user = await deps.api.getCustomer(customer)
        if (get().customer !== customer) return false
        setSession(customer, user)
        return true
      } catch (error) {
        if (get().customer !== customer) return false
        setSession(isApiError(error, 401) ? null : customer, null)
        return false
      }
    }

    /** The cart the customer continues with (docs/product.md#session, login). */
    async function adoptCart() {
      const cart = deps.cart()
      if ((cart.cart?.items.length ?? 0) > 0 && cart.token) {
        await cart.pickUp(cart.token)
        return
      }
      cart.reset()
      await deps.cart().pickUp(null)
    }

    function clearLocally() {
      setSession(null, null)
      deps.forgetCachedAnswers()
      deps.cart().reset()
      deps.watchdog.clear()
    }

    async function takeOver(customer: string) {
      deps.forgetCachedAnswers()
      if (!(await loadUser(customer))) return
      await deps.cart().load()
      await deps.watchdog.reload()
    }

    return {
      customer: null,
      user: null,
      isAuthenticated: false,
      status: 'idle',

      async restore() {
        const customer = deps.readCustomerCookie()
        if (!customer) return setSession(null, null)
        await loadUser(customer)
      },

      async login(email, password) {
        let customer: string
        try {
          customer = (await deps.api.login(email, password)).customer
        } catch (error) {
          if (isApiError(error, 401)) return { ok: false, reason: 'invalid' }
          if (isApiError(error, 429)) return { ok: false, reason: 'tooManyAttempts' }
          return { ok: false, reason: 'failed' }
        }
        expiring = false
        deps.forgetCachedAnswers()
        if (!(await loadUser(customer))) return { ok: false, reason: 'failed' }
        await adoptCart()
        await deps.watchdog.reload()
        return { ok: true }
      },

      async sessionStarted() {
        if (!get().isAuthenticated) await get().restore()
        if (!get().isAuthenticated) return
        await adoptCart()
        await deps.watchdog.reload()
      },

      async logout() {
        clearLocally()
        await deps.api.endSession()
      },

      sessionExpired() {
        if (expiring) return
        expiring = true
        const shown = get().isAuthenticated
        clearLocally()
        // Never shown as logged in (the browser's restore after a shared page from the edge cache, decision
        // 020): the session ends here, the worker clears its cookies, and the visitor stays on the page.
        if (!shown) {
          void deps.api.endSession().finally(() => void (expiring = false))
          return
        }
        deps.goToLogout()
      },

      async tabShown() {
        const cookie = deps.readCustomerCookie()
        const change = sessionChangeOnTabShown(cookie, get())
        if (change === 'takeOver' && cookie) await takeOver(cookie)
        if (change === 'logout') await get().logout()
      },

      userUpdated(user) {
        const { customer } = get()
        if (customer && user['@id'] === customer) setSession(customer, user)
      },

      dehydrate() {
        const { status, customer, user } = get()
        return { checked: status === 'ready', customer, user }
      },

      hydrate(snapshot) {
        if (get().status !== 'idle' || !snapshot?.checked) return
        setSession(snapshot.customer, snapshot.user)
      },
    }
  })
}
export type AuthStore = ReturnType<typeof createAuthStore>

declare module '../../lib/services' {
  interface AppServices {
    /** The session (features/auth): read it with `useAuth` from features/auth. */
    auth: AuthStore
  }
}
