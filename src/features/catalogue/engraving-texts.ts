import { csEngravingMessages, enEngravingMessages } from '../../../contract/engraving-messages'
import { registerTexts } from '../../lib/i18n'

/** The engraving field's messages (`validation.textTooLong`, …), in the product page's chunk without the rest. */
registerTexts('validation', { cs: csEngravingMessages, ...(import.meta.env.SSR ? { en: enEngravingMessages } : {}) })
