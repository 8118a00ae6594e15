import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The texts of the authentication popup (namespace auth), in the popup's lazily loaded chunk only; the header's
 * two words live in locales/*.json. Imported for its effect by the popup's modules.
 */
registerTexts('auth', { cs: cs.auth, ...(import.meta.env.SSR ? { en: en.auth } : {}) })
