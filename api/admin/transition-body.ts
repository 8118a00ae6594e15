import { createMiddleware } from 'hono/factory'
import type * as z from 'zod/mini'
import { toViolations } from '../../contract/validation'
import { hydraErrorResponse, violationListResponse } from '../http/errors'
import type { AdminEnv } from './env'

/**
 * The body of a transition (`PATCH …/ship`, `POST …/refunds`): none at all, or JSON (a merge patch for PATCH,
 * as API Platform wants) checked by `schema`; its value is `c.get('body')`. Violations in Czech.
 */
export function transitionBody<Schema extends z.ZodMiniType>(schema: Schema) {
  return createMiddleware<AdminEnv & { Variables: { body: z.infer<Schema> } }>(
    async function readTransitionBody(c, next) {
      const text = await c.req.text()
      let json: unknown = {}
      if (text.trim() !== '') {
        const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
        const accepted =
          c.req.method === 'PATCH' ? ['application/merge-patch+json'] : ['application/json', 'application/ld+json']
        if (!accepted.includes(type))
          return hydraErrorResponse(
            415,
            `The content-type "${type}" is not supported. Supported MIME types are "${accepted.join('", "')}".`,
          )
        try {
          json = JSON.parse(text)
        } catch {
          return hydraErrorResponse(400, 'Syntax error')
        }
      }
      const result = schema.safeParse(json)
      if (!result.success) return violationListResponse(toViolations(result.error.issues, 'cs'))
      c.set('body', result.data)
      await next()
    },
  )
}
