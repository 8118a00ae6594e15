import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/** The texts of PublicForm.tsx's fields, in the chunks of the forms that use them only (decisions 021, 026). */
registerTexts('form', { cs: cs.form, ...(import.meta.env.SSR ? { en: en.form } : {}) })
