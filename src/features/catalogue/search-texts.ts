import { registerTexts } from '../../lib/i18n'
import { searchPage as cs } from './locales/search.cs.json'
import { searchPage as en } from './locales/search.en.json'

/**
 * The search results page's texts (namespace searchPage), in its route's chunk only. Imported for its effect by
 * SearchResults, the module the route loads first; the route's head runs after it.
 */
registerTexts('searchPage', { cs, ...(import.meta.env.SSR ? { en } : {}) })
