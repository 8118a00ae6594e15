import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The search results page's texts (namespace searchPage), in its route's chunk only. Imported for its effect by
 * SearchResults, the module the route loads first; the route's head runs after it.
 */
registerTexts('searchPage', { cs: cs.searchPage, ...(import.meta.env.SSR ? { en: en.searchPage } : {}) })
