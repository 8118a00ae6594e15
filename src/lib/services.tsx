import { createContext, useContext, type ReactNode } from 'react'
import { useStore } from 'zustand'
import type { ApiClient } from './api/client'
import type { I18n } from './i18n'
import type { UiState, UiStore } from './stores/ui.store'

/**
 * Everything a request (server) or a page session (browser) needs; created per request on the server by the app
 * layer (src/app/create-services.ts). This layer knows no feature: each store's owner adds its own member by
 * declaration merging (`declare module '…/lib/services' { interface AppServices { cart: CartStore } }`), so
 * src/lib imports nothing above it (decision 034).
 */
export interface AppServices {
  api: ApiClient
  i18n: I18n
  ui: UiStore
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
