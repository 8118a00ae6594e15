/**
 * What staff type into a price field (Czech style: `249`, `249,90`, `1 249,9`) as haléře, the API's unit; null
 * for anything else, so the screen says so before the API is asked. Empty is `''` (the caller decides what it means).
 */
export function parseKoruny(text: string): number | '' | null {
  const value = text
    .replace(/[\s\u00a0]/g, '')
    .replace(/Kč$/i, '')
    .replace(',', '.')
  if (value === '') return ''
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Haléře as the field shows them to edit: `249` or `249,90`. */
export function formatKoruny(haler: number): string {
  const koruny = Math.floor(haler / 100)
  const rest = haler % 100
  return rest === 0 ? String(koruny) : `${koruny},${String(rest).padStart(2, '0')}`
}

/** A whole number of pieces, 0 or more; null for anything else. */
export function parseCount(text: string): number | null {
  const value = text.trim()
  return /^\d{1,7}$/.test(value) ? Number(value) : null
}
