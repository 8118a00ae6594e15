import { csValidationMessages, enValidationMessages } from '../../../contract/validation'
import { registerTexts } from '../i18n'

/**
 * The validation messages (`validation.*`), where the forms are: imported for its effect by the toolkit's modules
 * (and the checkout's rules), so they travel in the chunks of the pages with forms and not in every page's
 * bundle (docs/decisions/021-first-load-javascript.md). English on the server only.
 */
registerTexts('validation', { cs: csValidationMessages, ...(import.meta.env.SSR ? { en: enValidationMessages } : {}) })
