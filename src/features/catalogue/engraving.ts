import type { ValidationRule } from '../../../contract/validation'

/**
 * The engraving text of a product (spec section 5): at most the product's maximum length, counted in characters
 * as a person sees them. A plain check rather than a zod schema: it runs on the product page, whose first-load
 * JavaScript is budgeted; the cart API validates the same limit on the server.
 */
export function validateEngraving(text: string, maxLength: number): ValidationRule | null {
  return [...text].length > maxLength ? 'textTooLong' : null
}
