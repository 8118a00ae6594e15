import { createMiddleware } from 'hono/factory'
import { REQUEST_ID_HEADER, requestIdOf, requestLogLine } from '../../contract/request-log'
import type { ApiEnv } from '../env'

/**
 * The storefront's request id (sent with every call over the service binding), else Cloudflare's ray id, else a
 * new one: kept for the error log, answered in `x-request-id`, and one JSON log line per request.
 */
export const requestLog = createMiddleware<ApiEnv>(async function logRequest(c, next) {
  const started = Date.now()
  const id = requestIdOf(c.req.raw.headers)
  c.set('requestId', id)
  await next()
  c.res.headers.set(REQUEST_ID_HEADER, id)
  console.log(JSON.stringify(requestLogLine('api', c.req.raw, c.res.status, Date.now() - started, id)))
})
