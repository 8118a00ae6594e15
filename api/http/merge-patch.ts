import { createMiddleware } from 'hono/factory'
import { hydraErrorResponse } from './errors'

/** PATCH bodies must be JSON merge patches (API Platform answers 415 otherwise). */
export const requireMergePatch = createMiddleware(async function requireMergePatch(c, next) {
  if (c.req.method !== 'PATCH') return next()
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/merge-patch+json') {
    return hydraErrorResponse(
      415,
      `The content-type "${type}" is not supported. Supported MIME types are "application/merge-patch+json".`,
    )
  }
  return next()
})
