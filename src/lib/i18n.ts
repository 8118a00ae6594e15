import rosetta from 'rosetta'
import { validationMessages } from '../../contract/validation'
import cs from '../locales/cs.json'
import en from '../locales/en.json'

/** Texts come from locales/*.json; validation messages from the contract, shared with the API. */
export type Language = 'cs' | 'en'
export const DEFAULT_LANGUAGE: Language = 'cs'

const dictionaries = {
  cs: { ...cs, validation: validationMessages.cs },
  en: { ...en, validation: validationMessages.en },
}

export type I18n = {
  language: Language
  t: (key: string, params?: Record<string, string | number>) => string
}

/** One instance per request on the server (ARCHITECTURE decision 8). */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const table = rosetta(dictionaries)
  table.locale(language)
  return {
    language,
    t(key, params) {
      const text = table.t(key, params)
      // A missing key shows itself rather than an empty string, so it is noticed.
      return text === '' ? key : text
    },
  }
}
