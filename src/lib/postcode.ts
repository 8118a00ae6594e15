/** A Czech postcode as people read it, "110 00"; anything that is not five digits is shown as it was stored. */
export function formatPostcode(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\s/g, '')
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)}\u00a0${digits.slice(3)}` : (value ?? '')
}
