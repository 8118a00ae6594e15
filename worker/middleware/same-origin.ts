import { createMiddleware } from 'hono/factory'
import type { StorefrontEnv } from '../env'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Unsafe methods must come from our own pages (docs/architecture.md#auth-cookie-bearer-upstream). Browsers send `Origin` (or at least
 * `Sec-Fetch-Site`) on such requests; a request with neither is not from a browser and cannot ride on a
 * visitor's cookies, so it passes.
 */
export function isCrossSiteWrite(
  method: string,
  requestUrl: string,
  origin: string | undefined,
  fetchSite: string | undefined,
): boolean {
  if (SAFE.has(method)) return false
  if (origin) return origin !== new URL(requestUrl).origin
  return fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none'
}

export const sameOriginWrites = createMiddleware<StorefrontEnv>(async function requireSameOrigin(c, next) {
  if (isCrossSiteWrite(c.req.method, c.req.url, c.req.header('origin'), c.req.header('sec-fetch-site'))) {
    return c.json({ code: 403, message: 'Cross-site request refused.' }, 403)
  }
  await next()
})
