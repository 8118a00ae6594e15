import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type * as z from 'zod/mini'
import { toViolations } from '../../contract/validation'
import { hydraErrorResponse, violationListResponse } from './errors'
import { languageOf, resolveLocale } from './locale'

/**
 * zValidator whose failures are Sylius-style violation lists in the request's language, and for path
 * parameters a 404. The language comes from Accept-Language itself, so apps mounted outside the locale
 * middleware validate the same way.
 */
export function valid<Target extends keyof ValidationTargets, Schema extends z.ZodMiniType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, function violations(result, c) {
    if (result.success) return
    // a path that names no resource (an id that is not a number, a token or slug too long to exist) is not
    // found, as API Platform answers for an unknown identifier; violations are for what a client filled in
    if (target === 'param') return hydraErrorResponse(404, 'Not Found')
    const language = languageOf(resolveLocale(c.req.header('accept-language')))
    return violationListResponse(toViolations(result.error.issues, language))
  })
}
