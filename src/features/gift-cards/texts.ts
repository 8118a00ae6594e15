import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The gift vouchers' texts (product page amount, cart, checkout, order pages, balance page), in the chunks of the
 * pages that show them: each component of the feature imports this module for its effect (decision 046).
 */
registerTexts('giftCards', { cs: cs.giftCards, ...(import.meta.env.SSR ? { en: en.giftCards } : {}) })
