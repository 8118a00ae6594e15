/**
 * The engraving text of an order line (docs/product.md#validation): one rule for the product page and the cart API.
 * Plain functions rather than a zod schema: the product page's first-load JavaScript is budgeted
 * (docs/decisions/021-first-load-javascript.md), and the limit is the product's own, known only with the product.
 */

/** No product offers more; the cart API refuses longer input before it looks the product up. */
export const ENGRAVING_INPUT_MAX = 255

/** Characters an engraver cannot cut: controls, invisible format characters and pictographs (emoji). */
const NOT_ENGRAVABLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Extended_Pictographic}]/u

/**
 * The text as it is engraved and stored: composed (NFC, so "á" typed either way counts once and compares equal),
 * trimmed, with runs of spaces made one. Two lines of one variant with texts equal after this are one line.
 */
export function normalizeEngraving(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim()
}

/** Length as a person counts characters (code points of the normalised text, so "ř" is one). */
export function engravingLength(text: string): number {
  return [...normalizeEngraving(text)].length
}

export type EngravingRule = 'textTooLong' | 'engravingCharacters' | 'engravingNotOffered'

/** What is wrong with the text for a product engraving at most `maxLength` characters (null: no engraving). */
export function validateEngraving(text: string, maxLength: number | null): EngravingRule | null {
  const normalized = normalizeEngraving(text)
  if (normalized === '') return null
  if (!maxLength) return 'engravingNotOffered'
  if (NOT_ENGRAVABLE.test(normalized)) return 'engravingCharacters'
  return [...normalized].length > maxLength ? 'textTooLong' : null
}
