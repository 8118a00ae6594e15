import { QUANTITY_MAX, QUANTITY_MIN } from '../../../contract/checkout-limits'

/** The quantity limits of a cart line, as the API checks them (schema-free import: no zod on product pages). */
export { QUANTITY_MAX, QUANTITY_MIN }

/** A typed quantity as a whole number within 1–9999, or null when it is not a number at all. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  return clampQuantity(Number(trimmed))
}

export function clampQuantity(value: number): number {
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(value)))
}
