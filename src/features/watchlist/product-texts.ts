import { registerTexts } from '../../lib/i18n'
import cs from './locales/product.cs.json'
import en from './locales/product.en.json'

/** The product page's two watch buttons (`watchlist.watch.*`), in the product page's chunk; the rest is in texts.ts. */
registerTexts('watchlist', { cs: cs.watchlist, ...(import.meta.env.SSR ? { en: en.watchlist } : {}) })
