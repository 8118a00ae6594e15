import { registerTexts } from '../../lib/i18n'
import cs from './locales/balance.cs.json'
import en from './locales/balance.en.json'

/** The balance page's texts, in its chunk only (decision 046; texts.ts has the others). */
registerTexts('giftCards', { cs: cs.giftCards, ...(import.meta.env.SSR ? { en: en.giftCards } : {}) })
