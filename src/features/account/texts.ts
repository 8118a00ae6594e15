import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The texts of the account pages (namespace account), in those pages' chunks only; the breadcrumb and page
 * titles (`account.settings.title`, …) live in locales/*.json, since heads are not split. Imported for its
 * effect by every module the account routes load first.
 */
registerTexts('account', { cs: cs.account, ...(import.meta.env.SSR ? { en: en.account } : {}) })
