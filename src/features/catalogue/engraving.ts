import * as z from 'zod/mini'
import { ruleOf, type ValidationRule } from '../../../contract/validation'

/** The engraving text of a product (spec section 5): at most the product's maximum length. */
export function engravingSchema(maxLength: number) {
  return z.string().check(z.maxLength(maxLength, { error: 'textTooLong' }))
}

/** The broken rule (a key of `validation.*`), or null when the text is fine. */
export function validateEngraving(text: string, maxLength: number): ValidationRule | null {
  const result = engravingSchema(maxLength).safeParse(text)
  const issue = result.success ? undefined : result.error.issues[0]
  return issue ? ruleOf(issue).rule : null
}
