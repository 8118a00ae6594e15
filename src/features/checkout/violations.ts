import type { Violation } from '../../../contract/hydra'
import { type FieldErrors, type FieldName, isFieldName } from './checkout-form'

/** Property paths of the API that name a form field by another name. */
const ALIASES: Record<string, FieldName> = {
  branchId: 'pickupPoint',
  branchName: 'pickupPoint',
  notes: 'note',
}

export function fieldOfPath(propertyPath: string): FieldName | null {
  const path = propertyPath.trim()
  if (isFieldName(path)) return path
  return ALIASES[path] ?? null
}

/**
 * A 422 violation list as form messages: each violation goes to the field its `propertyPath` names (the first
 * message of a field wins); what names no field (`""`, the coupon, the country) is a general message.
 */
export function violationsToFields(violations: readonly Violation[]): { fields: FieldErrors; general: string[] } {
  const fields: FieldErrors = {}
  const general: string[] = []
  for (const violation of violations) {
    const field = fieldOfPath(violation.propertyPath)
    if (field) fields[field] ??= violation.message
    else if (!general.includes(violation.message)) general.push(violation.message)
  }
  return { fields, general }
}
