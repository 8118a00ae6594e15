import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/** The texts of the contact form, in the contact route's chunk only (decisions 021, 026). */
registerTexts('contact', { cs: cs.contact, ...(import.meta.env.SSR ? { en: en.contact } : {}) })
