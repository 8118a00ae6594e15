import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from './channel'

/**
 * Picks the channel locale from Accept-Language (`cs`, `cs-CZ`, `cs_cz`, q-values honoured), falling back to
 * the channel default, as Sylius does. Shared: the API answers in this locale, and the storefront's cache of
 * API answers is keyed by it (never by the raw header, which a client can vary at will).
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
