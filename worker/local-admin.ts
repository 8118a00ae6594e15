import type { Context, Next } from 'hono'
import type { StorefrontEnv } from './env'
import { refuseAdminApi } from './proxy'

/** The local stand-in of the API worker's own host (admin.drinkarna.cz in production). */
export const LOCAL_ADMIN_HOST = 'admin.localhost'

/** The cookie Cloudflare Access sets on the admin host (the local Access sandbox sets it too). */
const ACCESS_COOKIE = /(?:^|;\s*)CF_Authorization=([^;]+)/

/**
 * Locally only (ENVIRONMENT "local": `npm start`), http://admin.localhost:PORT is the admin host, as the API
 * worker's custom domain is in production (docs/decisions/044-fulfilment.md, 049-staff-console.md):
 * `/api/v2/admin/*` and the Access sandbox's `/sandbox/access/*` go to the API worker without cookies, so the
 * shopper's auth cookie is never turned into a bearer here. Standing in for Cloudflare Access, the Access cookie
 * becomes the `Cf-Access-Jwt-Assertion` header, which the API verifies as it does Access's; scripts send their
 * own `Authorization: Bearer` (`npm run --silent admin:token`). The console's own files never reach this worker
 * (the local server serves them, scripts/vite/admin-console.ts); everything else on that host is 404. Staging
 * and production never get here: the storefront's host is not the admin host there.
 */
export async function localAdminHost(c: Context<StorefrontEnv>, next: Next): Promise<Response | void> {
  const url = new URL(c.req.url)
  if (c.env.ENVIRONMENT !== 'local' || url.hostname !== LOCAL_ADMIN_HOST) return next()
  const adminApi = url.pathname === '/api/v2/admin' || url.pathname.startsWith('/api/v2/admin/')
  if (!adminApi && !url.pathname.startsWith('/sandbox/access/')) return refuseAdminApi(c)
  const headers = new Headers(c.req.raw.headers)
  const access = ACCESS_COOKIE.exec(headers.get('cookie') ?? '')?.[1]
  headers.delete('cookie')
  if (adminApi && access) headers.set('cf-access-jwt-assertion', access)
  const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await c.req.arrayBuffer()
  // manual: the sandbox's sign-in answers a redirect, which is the browser's to follow, not this worker's
  const answer = await c.env.SHOP_API.fetch(
    new Request(url, { method: c.req.method, headers, body, redirect: 'manual' }),
  )
  // a binding's answer has immutable headers; the storefront's middlewares add theirs
  return new Response(answer.body, answer)
}
