import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/** The landing pages' texts, in their route's chunk only. Imported for its effect by the modules it loads first. */
registerTexts('landing', { cs: cs.landing, ...(import.meta.env.SSR ? { en: en.landing } : {}) })
