/** The form toolkit every form of the shop uses (decision 023): state, rules, messages, focus, the API's violations. */
export { type FieldErrors, firstInvalid, hasErrors, schemaErrors, violationErrors } from './field-errors'
export { useForm } from './use-form'
export { type FormState, useFormState } from './use-form-state'
