import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The search popup's texts (groups, status, "show all"), in its lazy chunk; the box's label and placeholder stay
 * in locales/*.json. Imported for its effect by SuggestionList.
 */
registerTexts('search', { cs: cs.search, ...(import.meta.env.SSR ? { en: en.search } : {}) })
