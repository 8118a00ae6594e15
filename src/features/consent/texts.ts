import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The banner's texts (namespace consent), in the banner's lazily loaded chunk only: a visitor who has chosen
 * never loads them. The two footer and policy-page link texts live in locales/*.json. Imported for its effect.
 */
registerTexts('consent', { cs: cs.consent, ...(import.meta.env.SSR ? { en: en.consent } : {}) })
