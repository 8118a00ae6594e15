import { registerTexts } from '../../lib/i18n'
import cs from './locales/oauth.cs.json'
import en from './locales/oauth.en.json'

/**
 * The texts of the social login's landing pages (namespace oauth), in those pages' chunk only: few visitors see
 * them, so they do not ride in every page's first-load JavaScript (decision 021).
 */
registerTexts('oauth', { cs: cs.oauth, ...(import.meta.env.SSR ? { en: en.oauth } : {}) })
