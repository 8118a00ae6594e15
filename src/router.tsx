import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { NotFoundPage } from './features/not-found/NotFoundPage'
import { createServices } from './app/create-services'
import { requireServerContext } from './lib/request-context'
import { limitConcurrency, MAX_PARALLEL_PRELOADS } from './lib/limit-concurrency'
import type { AppServices } from './lib/services'
import { routeTree } from './routeTree.gen'

export type RouterContext = { services: AppServices }

const getNonce = createIsomorphicFn()
  .server(() => requireServerContext().nonce)
  .client(() => undefined)

// The router factory runs inside Start's request event and start context: both are handed to the worker here,
// to be emptied once the page has been sent (worker/request-scope.ts, docs/decisions/018-ssr-memory.md).
const holdRequestStores = createIsomorphicFn()
  .server(() => requireServerContext().holdRequestStores?.())
  .client(() => undefined)

/** A fresh router per request on the server (docs/architecture.md#per-request-state), one per page session in the browser. */
export function getRouter() {
  holdRequestStores()
  const router = createRouter({
    routeTree,
    context: { services: createServices() } satisfies RouterContext,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 30_000,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    ssr: { nonce: getNonce() },
  })
  if (typeof window !== 'undefined') {
    router.preloadRoute = limitConcurrency(
      router.preloadRoute.bind(router),
      MAX_PARALLEL_PRELOADS,
    ) as typeof router.preloadRoute
  }
  return router
}

// The router itself is registered by the generated route tree (routeTree.gen.ts); the server's request context by
// src/lib/request-context.ts, which the worker's own type check reads too.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The cart screens use the cart layout (docs/product.md#layouts); everything else the default one. */
    layout?: 'default' | 'cart'
  }
}
