import type * as z from 'zod/mini'
import { propertyPath, ruleOf } from '../../../contract/validation'
import type { Violation } from '../../../contract/hydra'

/** Messages by field name (`email`, `billingAddress.city`); empty when the form is valid. */
export type FieldErrors = Record<string, string>

type Translate = (key: string, params?: Record<string, string | number>) => string

/**
 * The first message of each field from a contract schema's issues, worded by the page's dictionary
 * (`validation.*`: the browser carries Czech only). zod runs only in the account chunks (decision 009).
 */
export function fieldErrors(schema: z.ZodMiniType, values: unknown, t: Translate): FieldErrors {
  const parsed = schema.safeParse(values)
  const errors: FieldErrors = {}
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const { rule, params } = ruleOf(issue)
    errors[propertyPath(issue.path)] ??= t(`validation.${rule}`, params)
  }
  return errors
}

/** The API's 422 violations by field; those without a field under ''. */
export function violationErrors(violations: readonly Violation[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const violation of violations) errors[violation.propertyPath] ??= violation.message
  return errors
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0
}
