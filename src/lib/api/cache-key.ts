export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>

/** The query string of a call, keys sorted so equal queries give equal keys; empty values are left out. */
export function queryString(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const key of Object.keys(query).sort()) {
    const value = query[key]
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v))
    else params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** GET calls are keyed by path plus query, within a scope (the build id, or an order token for per-user data). */
export function getCacheKey(scope: string, path: string, query?: Query): string {
  return `${scope}|${path}${queryString(query)}`
}
