import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/** The texts of the contact, complaint and return forms, in those routes' chunks only (decision 026). */
registerTexts('requests', { cs: cs.requests, ...(import.meta.env.SSR ? { en: en.requests } : {}) })
