import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The texts of the content pages (CMS pages, contact, FAQ), in those pages' chunks only. Imported for its effect
 * by every module those routes load first.
 */
registerTexts('content', { cs: cs.content, ...(import.meta.env.SSR ? { en: en.content } : {}) })
