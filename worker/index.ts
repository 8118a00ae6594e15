import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { env } from 'cloudflare:workers'
import { createStorefront } from './app'
import { withLocalHost } from './local-host'
import { createRequestScope, currentStartStores, releaseWhenSent } from './request-scope'

/** The storefront worker's entry: the Hono app of ./app.ts with TanStack Start rendering the pages. */
const startHandler = createStartHandler(defaultStreamHandler)

const app = createStorefront(async function renderWithStart(request, context) {
  // Start's per-request stores are emptied once the page has been sent, or workerd keeps every render
  // (worker/request-scope.ts, docs/decisions/018-ssr-memory.md). Here the outer request event is current;
  // the router factory adds the inner event and the start context (src/router.tsx).
  const scope = createRequestScope()
  scope.hold(currentStartStores())
  const app = { ...context, holdRequestStores: () => scope.hold(currentStartStores()) }
  try {
    return releaseWhenSent(await startHandler(request, { context: { app, nonce: context.nonce } }), scope)
  } catch (error) {
    scope.release()
    throw error
  }
})

// a Host with a port undici refuses reaches the worker without it (worker/local-host.ts): put back first
export default createServerEntry({
  fetch: (request, ...rest) =>
    app.fetch(withLocalHost(request, (env as { ENVIRONMENT?: string }).ENVIRONMENT), ...rest),
})
