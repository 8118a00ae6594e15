import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The texts of the checkout, thank-you and order pages (namespaces checkout, thankYou, order), in these pages'
 * chunks only. Imported for its effect by every module those routes load first (their API calls and pages).
 */
for (const namespace of Object.keys(cs) as Array<keyof typeof cs>) {
  registerTexts(namespace, { cs: cs[namespace], ...(import.meta.env.SSR ? { en: en[namespace] } : {}) })
}
