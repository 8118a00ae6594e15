import type { Context, Next } from 'hono'
import type { StorefrontEnv } from './env'
import { refuseAdminApi } from './proxy'

/** The local stand-in of the API worker's own host (admin.drinkarna.cz in production). */
export const LOCAL_ADMIN_HOST = 'admin.localhost'

/**
 * Locally only (ENVIRONMENT "local": `npm start`), http://admin.localhost:PORT is the admin API, as the API
 * worker's custom domain is in production (docs/decisions/044-fulfilment.md): `/api/v2/admin/*` goes to the API
 * worker unchanged but for its cookies, so only the staff's own `Authorization: Bearer` (printed by
 * `npm run --silent admin:token`) can open it; the shopper's auth cookie is never turned into a bearer here.
 * Everything else on that host is 404. Staging and production never get here: the storefront's host is not
 * the admin host there, and the admin API stays the API worker's own.
 */
export async function localAdminHost(c: Context<StorefrontEnv>, next: Next): Promise<Response | void> {
  const url = new URL(c.req.url)
  if (c.env.ENVIRONMENT !== 'local' || url.hostname !== LOCAL_ADMIN_HOST) return next()
  if (url.pathname !== '/api/v2/admin' && !url.pathname.startsWith('/api/v2/admin/')) return refuseAdminApi(c)
  const headers = new Headers(c.req.raw.headers)
  headers.delete('cookie')
  const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await c.req.arrayBuffer()
  const answer = await c.env.SHOP_API.fetch(new Request(url, { method: c.req.method, headers, body }))
  // a binding's answer has immutable headers; the storefront's middlewares add theirs
  return new Response(answer.body, answer)
}
