import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/** The development form's texts, in its lazy chunk: only staging hosts ever load it. */
registerTexts('devApi', { cs: cs.devApi, ...(import.meta.env.SSR ? { en: en.devApi } : {}) })
