import { CONSOLE_HEADERS, isConsolePage } from '../../contract/console-hosting'
import type { Bindings } from '../env'
import { hydraErrorResponse } from './errors'

/**
 * The staff console on the admin host (decision 049): its built files are this worker's static assets
 * (`CONSOLE`, staging and production), served for GET and HEAD with the console's headers. A page address the
 * router knows only in the browser (`/objednavky/…`) gets index.html; a missing file is 404. Without the binding
 * (local, tests) there is no console here: locally the storefront's server serves it (scripts/vite/admin-console.ts).
 */
export async function serveConsole(env: Bindings, request: Request): Promise<Response> {
  if (!env.CONSOLE || (request.method !== 'GET' && request.method !== 'HEAD'))
    return hydraErrorResponse(404, 'Not Found')
  const url = new URL(request.url)
  // the index is asked for as `/`: static assets answer `/index.html` with a redirect to it
  const page = isConsolePage(url.pathname)
  const asset = await env.CONSOLE.fetch(new URL(page ? '/' : url.pathname, url), { method: request.method })
  if (asset.status !== 200) return hydraErrorResponse(404, 'Not Found')
  const headers = new Headers(asset.headers)
  for (const [name, value] of Object.entries(CONSOLE_HEADERS)) headers.set(name, value)
  return new Response(asset.body, { status: 200, headers })
}
