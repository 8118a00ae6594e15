import rosetta from 'rosetta'
import { placeholderValue } from '../../contract/template'
import cs from '../locales/cs.json'
import en from '../locales/en.json'

/**
 * Texts come from locales/*.json; validation messages from the contract, shared with the API, added by the forms'
 * modules that show them (lib/forms/validation-texts.ts), so no page without a form carries them. rosetta looks a
 * dotted key up and fills its placeholders; the Czech plural forms `{{n|one|few|many}}` (contract/template.ts, the
 * one template syntax of the storefront and the API) are a thin layer on top: rosetta asks the parameters for the
 * name between the braces, and the parameters answer `n|one|few|many` with the agreeing form
 * (docs/decisions/046-texts-through-rosetta.md).
 */
export type Language = 'cs' | 'en'
export const DEFAULT_LANGUAGE: Language = 'cs'

type Texts = Record<string, unknown>

/**
 * The page language is fixed to Czech (docs/product.md#who-it-is-for): the browser bundle carries the Czech texts only. English
 * is available where the server renders or answers in English. One engine for every request: its tables hold
 * static texts only.
 */
const texts = rosetta<Texts>({
  cs: { ...cs },
  ...(import.meta.env.SSR ? { en: { ...en } } : {}),
})

/**
 * Texts of pages few visitors reach (checkout, thank-you, order) travel in those pages' chunks, not in every
 * page's bundle: the feature registers them when its module loads, which is before its route renders (the
 * route's chunk is loaded before its loader, head and component run). Static texts only, shared by every
 * request; merged into the namespace (section by section) so keys already in locales/*.json stay.
 */
export function registerTexts(namespace: string, tables: { cs: Texts; en?: Texts }): void {
  for (const [language, table] of Object.entries(tables)) {
    const target = texts.table(language)
    if (!target || !table) continue
    texts.set(language, { [namespace]: merged(target[namespace] as Texts | undefined, table) })
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

/** One instance per request on the server (docs/architecture.md#per-request-state). */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  return {
    language,
    t(key, params) {
      // rosetta's templates read the parameters by the name between the braces: a counted name gets its form
      const values =
        params &&
        new Proxy(params, { get: (_, name) => (typeof name === 'string' ? placeholderValue(name, params) : undefined) })
      const text: unknown = texts.t(key, values, language)
      // A missing key (rosetta answers '') shows itself rather than an empty string, so it is noticed.
      return typeof text === 'string' && text !== '' ? text : key
    },
  }
}
