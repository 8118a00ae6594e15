import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type * as z from 'zod/mini'
import { toViolations } from '../../contract/validation'
import type { ApiEnv } from '../env'
import { violationListResponse } from './errors'

/** zValidator whose failures are Sylius-style violation lists in the request's language. */
export function valid<Target extends keyof ValidationTargets, Schema extends z.ZodMiniType>(target: Target, schema: Schema) {
  return zValidator<Schema, Target, ApiEnv, string>(target, schema, (result, c) => {
    if (!result.success) return violationListResponse(toViolations(result.error.issues, c.get('language')))
  })
}
