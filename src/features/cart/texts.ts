import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The cart page's texts (lines, coupon, totals, free shipping, its head), in the cart route's chunk only; what the
 * mini cart, the store and the buy buttons say stays in locales/*.json. Imported for its effect by CartPage, the
 * module the route loads first; the head runs after it.
 */
registerTexts('cart', { cs: cs.cart, ...(import.meta.env.SSR ? { en: en.cart } : {}) })
