import { registerTexts } from '../../lib/i18n'
import { catalogue as cs } from './locales/listing.cs.json'
import { catalogue as en } from './locales/listing.en.json'

/**
 * The product listing's texts (filters, sort, count, paging, the empty listing), in the chunk of the pages that
 * list products (category, search, landing pages) only. Imported for its effect by the listing's components; the
 * heads' and breadcrumbs' `catalogue.*` keys stay in locales/*.json.
 */
registerTexts('catalogue', { cs, ...(import.meta.env.SSR ? { en } : {}) })
