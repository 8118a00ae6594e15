import { registerTexts } from '../../lib/i18n'
import { product as cs } from './locales/product.cs.json'
import { product as en } from './locales/product.en.json'

/**
 * The product page's own texts (facts, gallery, purchase, engraving, attributes, associations), in its route's
 * chunk only; what a product card says stays in locales/*.json. Imported for its effect by ProductDetail, the
 * module the route loads first, and by the parts that use them.
 */
registerTexts('product', { cs, ...(import.meta.env.SSR ? { en } : {}) })
