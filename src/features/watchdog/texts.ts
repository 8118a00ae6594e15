import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The watch list's texts (namespace watchdog): the store's failure toasts, the product page's watch panel and
 * the account screen. Registered by the modules loaded on demand (the store's operations, the panel, the
 * account route), so none of it is in a page's first load. The two button labels that product pages and
 * product cards show at once (`watchdog.watch.*`) are in locales/*.json: the cards are on most pages.
 */
registerTexts('watchdog', { cs: cs.watchdog, ...(import.meta.env.SSR ? { en: en.watchdog } : {}) })
