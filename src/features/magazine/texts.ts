import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/** The magazine's texts, in its routes' chunks only. Imported for its effect by every module those routes load first. */
registerTexts('magazine', { cs: cs.magazine, ...(import.meta.env.SSR ? { en: en.magazine } : {}) })
