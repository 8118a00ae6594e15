import { createMiddleware } from 'hono/factory'
import type { StorefrontEnv } from '../env'
import { discardBody, discardLimit } from '../request-body'

/**
 * Outermost: whatever answered (the same-origin 403, Start's 406 on a page path, a 404, an error), a request
 * body nobody read is read away before the answer goes out (worker/request-body.ts says why and how much).
 */
export const discardUnreadBody = createMiddleware<StorefrontEnv>(async function discardUnreadBody(c, next) {
  const request = c.req.raw
  await next()
  await discardBody(request, discardLimit(c.env.ENVIRONMENT))
})
