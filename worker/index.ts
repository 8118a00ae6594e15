import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { createStorefront } from './app'

/** The storefront worker's entry: the Hono app of ./app.ts with TanStack Start rendering the pages. */
const startHandler = createStartHandler(defaultStreamHandler)

const app = createStorefront(function renderWithStart(request, context) {
  return startHandler(request, { context: { app: context, nonce: context.nonce } })
})

export default createServerEntry({ fetch: app.fetch })
