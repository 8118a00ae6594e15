/**
 * The app's services, wired from the features' stores and APIs for one request (server) or one page session
 * (browser). The app layer, beside the router: src/lib below it knows no feature (decision 034).
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { COOKIE, parseCookies } from '../../contract/cookies'
import { createToastStore } from '../components/ui/toast/toast.store'
import { createAuthApi, endBrowserSession, type SessionEnd } from '../features/auth/auth.api'
import { createAuthStore } from '../features/auth/auth.store'
import { createCartApi } from '../features/cart/cart.api'
import { createBrowserTokenJar, createRequestTokenJar, type CartTokenJar } from '../features/cart/cart-cookie'
import { createCartStore } from '../features/cart/cart.store'
import { createWatchdogStore } from '../features/watchdog/watchdog.store'
import { createApiClient, type ApiClientOptions } from '../lib/api/client'
import { createI18n, DEFAULT_LANGUAGE } from '../lib/i18n'
import { requireServerContext } from '../lib/request-context'
import type { AppServices } from '../lib/services'
import { createUiStore } from '../lib/stores/ui.store'

type ServiceOptions = Pick<ApiClientOptions, 'transport' | 'cacheTtlMs'> & {
  customerIri: () => string | null
  cartTokens: CartTokenJar
  /** A 401 on any call but login ends the session (browser; on the server the worker handles it). */
  expireSessionOnUnauthorized: boolean
  endSession: SessionEnd
  goToLogout: () => void
  sharedRender: boolean
}

function buildServices(options: ServiceOptions): AppServices {
  const buildId = __BUILD_ID__
  let onUnauthorized: ApiClientOptions['onUnauthorized']
  if (options.expireSessionOnUnauthorized) onUnauthorized = () => auth.getState().sessionExpired()
  const api = createApiClient({ ...options, onUnauthorized, language: DEFAULT_LANGUAGE, cacheScope: buildId })
  const i18n = createI18n(DEFAULT_LANGUAGE)
  const toasts = createToastStore()
  const cart = createCartStore({
    api: createCartApi(api),
    tokens: options.cartTokens,
    t: i18n.t,
    showError: (message) => toasts.getState().toastShown({ kind: 'error', message }),
    deferNotices: import.meta.env.SSR,
  })
  const watchdog = createWatchdogStore({
    api,
    t: i18n.t,
    showError: (message) => toasts.getState().toastShown({ kind: 'error', message }),
  })
  const auth = createAuthStore({
    api: createAuthApi(api, options.endSession),
    readCustomerCookie: options.customerIri,
    cart: () => cart.getState(),
    watchdog: { reload: () => watchdog.getState().reload(), clear: () => watchdog.getState().clear() },
    forgetCachedAnswers: () => api.invalidate(),
    goToLogout: options.goToLogout,
  })
  return {
    api,
    i18n,
    ui: createUiStore(),
    toasts,
    cart,
    auth,
    watchdog,
    buildId,
    customerIri: options.customerIri,
    sharedRender: options.sharedRender,
  }
}

/** Services for one request on the server, or for the page session in the browser. */
export const createServices = createIsomorphicFn()
  .server((): AppServices => {
    const context = requireServerContext()
    // A shared render (edge cache) is a guest's whatever the request carried: no customer, no cart token.
    const personalCookies = context.shared ? '' : context.cookieHeader
    const customer = parseCookies(personalCookies)[COOKIE.customer] ?? null
    // On the server a 401 is handled by the worker (it clears the auth cookies on the response).
    return buildServices({
      transport: context.fetchApi,
      cacheTtlMs: Number.POSITIVE_INFINITY,
      customerIri: () => customer,
      cartTokens: createRequestTokenJar(personalCookies),
      expireSessionOnUnauthorized: false,
      endSession: async () => undefined,
      goToLogout: () => undefined,
      sharedRender: context.shared,
    })
  })
  .client((): AppServices =>
    buildServices({
      transport: (path, init) => fetch(path, { ...init, credentials: 'same-origin' }),
      cacheTtlMs: 60_000,
      customerIri: () => parseCookies(document.cookie)[COOKIE.customer] ?? null,
      cartTokens: createBrowserTokenJar(document, window.location.protocol === 'https:'),
      expireSessionOnUnauthorized: true,
      endSession: endBrowserSession,
      goToLogout: () => window.location.assign('/logout'),
      sharedRender: false,
    }),
  )
