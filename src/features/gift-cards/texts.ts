import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The gift vouchers' texts of the cart, the checkout and the order pages, in the chunks of the pages that show
 * them: each component of the feature imports this module for its effect (decision 046). The product page's
 * amount field and the balance page have theirs apart (amount-texts.ts, balance-texts.ts), so neither carries
 * the other's.
 */
registerTexts('giftCards', { cs: cs.giftCards, ...(import.meta.env.SSR ? { en: en.giftCards } : {}) })
