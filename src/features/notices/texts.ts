import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The return notices' texts, in the chunk ReturnNotices loads when an address carries a return parameter (a link
 * from an e-mail); no other visit needs them. Imported for its effect by return-params.ts.
 */
registerTexts('notices', { cs: cs.notices, ...(import.meta.env.SSR ? { en: en.notices } : {}) })
