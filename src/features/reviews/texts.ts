import { registerTexts } from '../../lib/i18n'
import { reviews as cs } from './locales/reviews.cs.json'
import { reviews as en } from './locales/reviews.en.json'

/** The reviews' own texts, in the chunks of the product page and the review form only. */
registerTexts('reviews', { cs, ...(import.meta.env.SSR ? { en } : {}) })
