import { createMiddleware } from 'hono/factory'
import type { StorefrontEnv } from '../env'

const VALID_ID = /^[\w.-]{8,128}$/

/** Every request gets an id (Cloudflare's ray id when present), echoed in `x-request-id` and in logs. */
export const requestId = createMiddleware<StorefrontEnv>(async function assignRequestId(c, next) {
  const incoming = c.req.header('x-request-id') ?? c.req.header('cf-ray')
  const id = incoming && VALID_ID.test(incoming) ? incoming : crypto.randomUUID()
  c.set('requestId', id)
  await next()
  c.res.headers.set('x-request-id', id)
})
