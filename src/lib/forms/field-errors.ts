import type * as z from 'zod/mini'
import type { Violation } from '../../../contract/hydra'
import { propertyPath, ruleOf } from '../../../contract/validation'
import './validation-texts'

/**
 * Messages by field name (`email`, `billingAddress.city`; the API's property paths, so a server violation lands
 * on its field unchanged); empty when the form is valid. One type for every form of the shop.
 */
export type FieldErrors<Name extends string = string> = Partial<Record<Name, string>>

type Translate = (key: string, params?: Record<string, string | number>) => string

/**
 * The first message of each field from a contract schema's issues, worded by the page's dictionary
 * (`validation.*`: the browser carries Czech only). Only a type of zod is imported here: the schema (and zod
 * with it) comes from the form's own chunk (decision 009).
 */
export function schemaErrors(schema: z.ZodMiniType, values: unknown, t: Translate): FieldErrors {
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
  return Object.values(errors).some((message) => message !== undefined)
}

/** The first field with a message in the given order (the form's order), or null. */
export function firstInvalid<Name extends string>(errors: FieldErrors<Name>, order: readonly Name[]): Name | null {
  return order.find((name) => errors[name] !== undefined) ?? null
}
