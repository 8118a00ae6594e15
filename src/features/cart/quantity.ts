/**
 * The quantity limits of a cart line (contract/checkout.ts QUANTITY_MIN/QUANTITY_MAX, checked by the API).
 * Repeated here because contract/checkout.ts pulls zod into the product page's bundle
 * (docs/decisions/009-client-javascript-budget.md); a test keeps both equal.
 */
export const QUANTITY_MIN = 1
export const QUANTITY_MAX = 9999

/** A typed quantity as a whole number within 1–9999, or null when it is not a number at all. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  return clampQuantity(Number(trimmed))
}

export function clampQuantity(value: number): number {
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(value)))
}
