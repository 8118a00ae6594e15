import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The watch list's texts (namespace watchlist): the store's failure toasts, the product page's watch panel and
 * the account screen. Registered by the modules loaded on demand (the store's operations, the panel, the
 * account route), so none of it is in a page's first load; the two button labels the product page shows at
 * once are registered by product-texts.ts (`watchlist.watch.*`, a key of their own, so neither file hides the other).
 */
registerTexts('watchlist', { cs: cs.watchlist, ...(import.meta.env.SSR ? { en: en.watchlist } : {}) })
