import { claimValidationCs, claimValidationEn } from '../../../contract/validation-claims'
import { registerTexts } from '../../lib/i18n'
import cs from './locales/cs.json'
import en from './locales/en.json'

/**
 * The texts of the complaint and return forms and the account's claims, and their validation messages (the shared table stays
 * as every page carries it), in those routes' chunks only (decisions 021, 026).
 */
registerTexts('claims', { cs: cs.claims, ...(import.meta.env.SSR ? { en: en.claims } : {}) })
registerTexts('validation', { cs: claimValidationCs, ...(import.meta.env.SSR ? { en: claimValidationEn } : {}) })
