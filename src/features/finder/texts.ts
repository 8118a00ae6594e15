import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The finders' texts (steps, answers, results, heads), in the finder pages' chunk only: the largest namespace, read
 * by no other page. Imported for its effect by FinderPage, the module both finder routes load first; their heads
 * run after it (docs/decisions/021-first-load-javascript.md).
 */
registerTexts('finder', { cs: cs.finder, ...(import.meta.env.SSR ? { en: en.finder } : {}) })
