import { createContext, useContext, type ReactNode } from 'react'
import { useStore } from 'zustand'
import type { ToastState, ToastStore } from '../components/ui/toast/toast.store'
import type { AuthStore } from '../features/auth/auth.store'
import type { CartStore } from '../features/cart/cart.store'
import type { WatchListStore } from '../features/watchlist/watchlist.store'
import type { ApiClient } from './api/client'
import type { I18n } from './i18n'
import type { UiState, UiStore } from './stores/ui.store'

/** Everything a request (server) or a page session (browser) needs; created per request on the server. */
export type AppServices = {
  api: ApiClient
  i18n: I18n
  ui: UiStore
  toasts: ToastStore
  /** The cart (features/cart): read it with `useCart` from features/cart. */
  cart: CartStore
  /** The session (features/auth): read it with `useAuth` from features/auth. */
  auth: AuthStore
  /** The watch list (features/watchlist): read it with `useWatchList`; empty on the server. */
  watchList: WatchListStore
  buildId: string
  /**
   * Server only: this render is shared by every visitor (edge cache, docs/decisions/020-edge-cache.md), so the
   * session and the cart are left idle for the browser to restore. Always false in the browser.
   */
  sharedRender: boolean
  /** The logged-in customer's IRI from the readable session cookie, or null for a guest. */
  customerIri: () => string | null
}

const ServicesContext = createContext<AppServices | null>(null)

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices() outside <ServicesProvider>')
  return services
}

export function useT(): I18n['t'] {
  return useServices().i18n.t
}

export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(useServices().ui, selector)
}

export function useToasts<T>(selector: (state: ToastState) => T): T {
  return useStore(useServices().toasts, selector)
}
