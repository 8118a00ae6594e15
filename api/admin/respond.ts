import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AdminEnv } from './env'

/** A JSON-LD answer of the admin API; never stored by any cache (it carries what only ops may see). */
export function adminJson<E extends AdminEnv>(
  c: Context<E>,
  body: unknown,
  status: ContentfulStatusCode = 200,
): Response {
  return c.body(JSON.stringify(body), status, {
    'content-type': 'application/ld+json; charset=utf-8',
    'cache-control': 'no-store',
  })
}
