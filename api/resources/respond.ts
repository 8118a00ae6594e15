import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiEnv } from '../env'

const jsonLdType = 'application/ld+json; charset=utf-8'

/** A JSON-LD response (`c.json` would label it plain `application/json`). */
export function jsonLd(c: Context<ApiEnv>, body: unknown, status: ContentfulStatusCode = 200): Response {
  return c.body(JSON.stringify(body), status, { 'content-type': jsonLdType })
}

/**
 * Public catalogue reads may be cached by browsers and the edge for a minute and served stale while they
 * revalidate. Set per route, never on a whole sub-app: sub-apps share the /api/v2/shop prefix with private
 * resources (carts, accounts).
 */
export const publicCache = createMiddleware<ApiEnv>(async function publicCache(c, next) {
  await next()
  if (c.res.status < 400) c.header('cache-control', 'public, max-age=60, stale-while-revalidate=300')
})
