import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { COOKIE, parseCookies } from '../../contract/cookies'
import { createToastStore } from '../components/ui/toast/toast.store'
import { createCartApi } from '../features/cart/cart.api'
import { createBrowserTokenJar, createRequestTokenJar, type CartTokenJar } from '../features/cart/cart-cookie'
import { createCartStore } from '../features/cart/cart.store'
import { createApiClient, type ApiClientOptions } from './api/client'
import { createI18n, DEFAULT_LANGUAGE } from './i18n'
import type { ServerRequestContext } from './request-context'
import type { AppServices } from './services'
import { createUiStore } from './stores/ui.store'

type ServiceOptions = Pick<ApiClientOptions, 'transport' | 'cacheTtlMs' | 'onUnauthorized'> & {
  customerIri: () => string | null
  cartTokens: CartTokenJar
}

function buildServices(options: ServiceOptions): AppServices {
  const buildId = __BUILD_ID__
  const api = createApiClient({ ...options, language: DEFAULT_LANGUAGE, cacheScope: buildId })
  const i18n = createI18n(DEFAULT_LANGUAGE)
  const toasts = createToastStore()
  const cart = createCartStore({
    api: createCartApi(api),
    tokens: options.cartTokens,
    t: i18n.t,
    showError: (message) => toasts.getState().toastShown({ kind: 'error', message }),
    deferNotices: import.meta.env.SSR,
  })
  return {
    api,
    i18n,
    ui: createUiStore(),
    toasts,
    cart,
    buildId,
    customerIri: options.customerIri,
  }
}

/** The server's request context, set by the storefront worker for this render. */
export function requireServerContext(): ServerRequestContext {
  const context = getGlobalStartContext() as { app?: ServerRequestContext } | undefined
  if (!context?.app) throw new Error('The storefront worker did not pass a request context')
  return context.app
}

/** Services for one request on the server, or for the page session in the browser. */
export const createServices = createIsomorphicFn()
  .server((): AppServices => {
    const context = requireServerContext()
    const customer = parseCookies(context.cookieHeader)[COOKIE.customer] ?? null
    // On the server a 401 is handled by the worker (it clears the auth cookies on the response).
    return buildServices({
      transport: context.fetchApi,
      cacheTtlMs: Number.POSITIVE_INFINITY,
      customerIri: () => customer,
      cartTokens: createRequestTokenJar(context.cookieHeader),
    })
  })
  .client(
    (): AppServices =>
      buildServices({
        transport: (path, init) => fetch(path, { ...init, credentials: 'same-origin' }),
        cacheTtlMs: 60_000,
        onUnauthorized: () => window.location.assign('/logout'),
        customerIri: () => parseCookies(document.cookie)[COOKIE.customer] ?? null,
        cartTokens: createBrowserTokenJar(document, window.location.protocol === 'https:'),
      }),
  )
