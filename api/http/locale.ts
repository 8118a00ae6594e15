import { createMiddleware } from 'hono/factory'
import type { LocaleCode } from '../../contract/channel'
import { resolveLocale } from '../../contract/locale'
import type { ValidationLanguage } from '../../contract/validation'
import type { ApiEnv } from '../env'

/** The one rule of Accept-Language lives in contract/locale.ts (the storefront's API cache keys by it too). */
export { resolveLocale }

export function languageOf(locale: LocaleCode): ValidationLanguage {
  return locale.startsWith('cs') ? 'cs' : 'en'
}

export const localeMiddleware = createMiddleware<ApiEnv>(async function resolveRequestLocale(c, next) {
  const locale = resolveLocale(c.req.header('accept-language'))
  c.set('locale', locale)
  c.set('language', languageOf(locale))
  await next()
  c.header('content-language', locale.replace('_', '-'))
  c.header('vary', 'Accept-Language', { append: true })
})
