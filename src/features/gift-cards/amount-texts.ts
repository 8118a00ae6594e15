import { registerTexts } from '../../lib/i18n'
import cs from './locales/amount.cs.json'
import en from './locales/amount.en.json'

/** The free-amount field's texts, in the product page's chunk only (decision 046; texts.ts has the others). */
registerTexts('giftCards', { cs: cs.giftCards, ...(import.meta.env.SSR ? { en: en.giftCards } : {}) })
