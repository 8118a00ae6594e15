import { getGlobalStartContext } from '@tanstack/react-start'
import type { Transport } from './api/client'

/**
 * What the storefront worker hands to every page render (server only), through TanStack Start's request
 * context. Nothing here reaches the browser except what the root loader chooses to return.
 */
export type ServerRequestContext = {
  requestId: string
  /** CSP nonce of this response, for the inline scripts Start writes. */
  nonce: string
  url: string
  userAgent: string
  cookieHeader: string
  siteUrl: string
  ageGateLeaveUrl: string
  /** The tag manager container id (empty: none); loaded only after consent (features/consent). */
  gtmId: string
  /** Heureka's public certificate key (empty: no badge); the badge loads only after marketing consent. */
  heurekaKey: string
  /** `vite dev` or a host with the staging suffix: the API base URL form is offered. */
  devToolsUnlocked: boolean
  /** The API base URL chosen in that form, when it is in force. */
  apiBaseOverride: string | null
  /**
   * The page is rendered for every visitor alike and kept in the edge cache (worker/page-cache.ts): the render
   * gets no session or cart cookie (`cookieHeader` holds at most the age cookie) and must not ask for one; the
   * browser restores the customer, the cart and anything personal after hydration.
   */
  shared: boolean
  /** Calls the shop API upstream (service binding, API_UPSTREAM or the override) with the visitor's bearer. */
  fetchApi: Transport
  /**
   * Keeps TanStack Start's request stores that are current where it is called, to be emptied when the response
   * has been sent (worker/request-scope.ts). Set by the production entry (worker/index.ts); the stand-in
   * renderers of the worker tests have no Start stores and leave it out.
   */
  holdRequestStores?: () => void
}

// Registered here, not beside the router: the storefront worker is type-checked apart from the browser code
// (tsconfig.worker.json) and reads this file, not the router.
declare module '@tanstack/react-start' {
  interface Register {
    /** What the storefront worker passes to each render (worker/pages.ts). */
    server: { requestContext: { app: ServerRequestContext } }
  }
}

/** The server's request context, set by the storefront worker for this render. */
export function requireServerContext(): ServerRequestContext {
  const context = getGlobalStartContext() as { app?: ServerRequestContext } | undefined
  if (!context?.app) throw new Error('The storefront worker did not pass a request context')
  return context.app
}
