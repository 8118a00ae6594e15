import { createMiddleware } from 'hono/factory'
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '../../contract/channel'
import type { ValidationLanguage } from '../../contract/validation'
import type { ApiEnv } from '../env'

/**
 * Picks the channel locale from Accept-Language (`cs`, `cs-CZ`, `cs_cz`, q-values honoured), falling back to
 * the channel default, as Sylius does.
 */
export function resolveLocale(header: string | null | undefined): LocaleCode {
  if (!header) return DEFAULT_LOCALE
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.trim().replace('_', '-').toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const exact = LOCALES.find((locale) => locale.replace('_', '-').toLowerCase() === tag)
    if (exact) return exact
    const language = LOCALES.find((locale) => locale.slice(0, 2) === tag.slice(0, 2))
    if (language) return language
  }
  return DEFAULT_LOCALE
}

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
