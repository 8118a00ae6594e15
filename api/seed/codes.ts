import { slugify } from './text.ts'

/** Product codes: at most this long, so that variant codes (+ `_V`, `_DB`) fit feed ids (Heureka allows 36). */
export const MAX_CODE = 32

/** Words that carry no meaning in a code. */
const FILLER = new Set([
  'A',
  'S',
  'SE',
  'V',
  'Z',
  'ZE',
  'NA',
  'DO',
  'PRO',
  'OF',
  'THE',
  'DE',
  'DEL',
  'LA',
  'LE',
  'DI',
  'Y',
  'AND',
])

/** Joins words with "_" into at most `max` characters: the longest words are clipped first, then trailing words go. */
function fitWords(source: string[], max: number): string {
  const words = [...source]
  const length = (): number => words.join('_').length
  while (length() > max) {
    const longest = words.reduce((best, w, i) => (w.length > (words[best]?.length ?? 0) ? i : best), 0)
    const word = words[longest] ?? ''
    if (word.length <= 3) break
    words[longest] = word.slice(0, -1)
  }
  while (length() > max && words.length > 1) words.pop()
  return words.join('_').slice(0, max)
}

/**
 * A unique UPPER_SNAKE code from the title and the volume in ml ("GLENFIDDICH_12_YEAR_OLD_700"), at most
 * MAX_CODE characters: filler words go first; a counter before the volume separates codes that clipping made equal.
 */
export function codeFor(title: string, volume: number | null, taken: Set<string>): string {
  const suffix = volume === null ? '' : `_${volume}`
  const words = slugify(title)
    .toUpperCase()
    .split('-')
    .filter((w) => w && !FILLER.has(w))
  for (let n = 1; ; n++) {
    const counter = n === 1 ? '' : `_${n}`
    const code = `${fitWords(words, MAX_CODE - suffix.length - counter.length)}${counter}${suffix}`
    if (!taken.has(code)) {
      taken.add(code)
      return code
    }
  }
}

/** The slug, or the slug with a counter when another product has it already. */
export function uniqueSlug(slug: string, taken: Set<string>): string {
  let candidate = slug
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`
  taken.add(candidate)
  return candidate
}
