import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type * as z from 'zod/mini'
import { toViolations } from '../../contract/validation'
import { violationListResponse } from './errors'
import { languageOf, resolveLocale } from './locale'

/**
 * zValidator whose failures are Sylius-style violation lists in the request's language. The language comes
 * from Accept-Language itself, so apps mounted outside the locale middleware validate the same way.
 */
export function valid<Target extends keyof ValidationTargets, Schema extends z.ZodMiniType>(target: Target, schema: Schema) {
  return zValidator(target, schema, function violations(result, c) {
    if (result.success) return
    const language = languageOf(resolveLocale(c.req.header('accept-language')))
    return violationListResponse(toViolations(result.error.issues, language))
  })
}
