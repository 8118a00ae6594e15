import { createMiddleware } from 'hono/factory'
import { REQUEST_ID_HEADER, requestIdOf, requestLogLine } from '../../contract/request-log'
import type { StorefrontEnv } from '../env'

/**
 * Every request gets an id (the caller's, else Cloudflare's ray id, else a new one), which goes to the API with
 * each upstream call (worker/upstream.ts), back in `x-request-id`, and into one JSON log line per request, written
 * once the answer's headers are ready (a streamed page may still be rendering).
 */
export const requestLog = createMiddleware<StorefrontEnv>(async function logRequest(c, next) {
  const started = Date.now()
  const id = requestIdOf(c.req.raw.headers)
  c.set('requestId', id)
  await next()
  c.res.headers.set(REQUEST_ID_HEADER, id)
  console.log(JSON.stringify(requestLogLine('storefront', c.req.raw, c.res.status, Date.now() - started, id)))
})
