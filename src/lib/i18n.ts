import { fillTemplate } from '../../contract/template'
import cs from '../locales/cs.json'
import en from '../locales/en.json'

/**
 * Texts come from locales/*.json; validation messages from the contract, shared with the API, added by the forms'
 * modules that show them (lib/forms/validation-texts.ts), so no page without a form carries them. A text's parameters
 * and plural forms are filled by contract/template.ts, the one template syntax of the storefront and the API
 * (rosetta's templates knew no plural forms, and its lookup alone was not worth its bytes on every page).
 */
export type Language = 'cs' | 'en'
export const DEFAULT_LANGUAGE: Language = 'cs'

/**
 * The page language is fixed to Czech (spec section 1): the browser bundle carries the Czech texts only. English
 * is available where the server renders or answers in English.
 */
const dictionaries = {
  cs: { ...cs },
  ...(import.meta.env.SSR ? { en: { ...en } } : {}),
}

type Texts = Record<string, unknown>

/**
 * Texts of pages few visitors reach (checkout, thank-you, order) travel in those pages' chunks, not in every
 * page's bundle: the feature registers them when its module loads, which is before its route renders (the
 * route's chunk is loaded before its loader, head and component run). Static texts only, shared by every
 * request; merged into the namespace (section by section) so keys already in locales/*.json stay.
 */
export function registerTexts(namespace: string, texts: { cs: Texts; en?: Texts }): void {
  const tables = dictionaries as Record<string, Texts>
  for (const [language, table] of Object.entries(texts)) {
    const target = tables[language]
    if (!target || !table) continue
    target[namespace] = merged(target[namespace] as Texts | undefined, table)
  }
}

/** `base` with `extra`'s texts added, section by section: a feature may add keys to a section locales/*.json has. */
function merged(base: Texts | undefined, extra: Texts): Texts {
  const result: Texts = { ...base }
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key]
    const both = typeof current === 'object' && current !== null && typeof value === 'object' && value !== null
    result[key] = both ? merged(current as Texts, value as Texts) : value
  }
  return result
}

export type I18n = {
  language: Language
  t: (key: string, params?: Record<string, string | number>) => string
}

/** One instance per request on the server (ARCHITECTURE decision 8). */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const table = (dictionaries as Record<string, Texts>)[language]
  return {
    language,
    t(key, params) {
      const text: unknown = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], table)
      // A missing key shows itself rather than an empty string, so it is noticed.
      return typeof text === 'string' && text !== '' ? fillTemplate(text, params) : key
    },
  }
}
