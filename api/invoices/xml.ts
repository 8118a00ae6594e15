/**
 * The little XML the accounting exports need (docs/accounting-export.md): elements built as text, every text and
 * attribute value escaped, amounts in crowns with two decimals from whole haléře (never a float sum).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text or an attribute value as XML; control characters XML 1.0 forbids are dropped (they cannot be escaped). */
export function escapeXml(value: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 cannot carry
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!)
}

export type Attributes = Record<string, string | number>

/** An element with escaped text, or with children already built (an array of elements). */
export function el(name: string, content: string | number | readonly string[], attributes: Attributes = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('')
  const body = Array.isArray(content) ? content.join('') : escapeXml(String(content))
  return `<${name}${attrs}>${body}</${name}>`
}

/** Haléře as crowns with two decimals, by integer arithmetic: -12345 → "-123.45". */
export function crowns(halere: number): string {
  if (!Number.isInteger(halere)) throw new Error(`an amount in haléře must be whole: ${halere}`)
  const sign = halere < 0 ? '-' : ''
  const abs = Math.abs(halere)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
