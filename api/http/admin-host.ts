import { createMiddleware } from 'hono/factory'
import type { ApiEnv } from '../env'
import { serveConsole } from './console-assets'

/**
 * The API worker has one public hostname, ADMIN_HOST, so operations can reach the admin API (the storefront never
 * passes it on). On that host only /api/v2/admin and the staff console's files answer (decision 049): the shop
 * API, the media and the sandboxes stay behind the storefront, with its same-origin checks and cookie handling,
 * as if the host did not exist.
 */
export function adminHostOnly(adminBase: string) {
  return createMiddleware<ApiEnv>(async function adminHost(c, next) {
    const adminHost = c.env.ADMIN_HOST?.trim().toLowerCase()
    const host = new URL(c.req.url).host.toLowerCase()
    const path = new URL(c.req.url).pathname
    if (adminHost && host === adminHost && path !== adminBase && !path.startsWith(`${adminBase}/`))
      return serveConsole(c.env, c.req.raw)
    await next()
  })
}
