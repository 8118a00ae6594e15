/** The price screen's search: a variant's code (`?code=`, the opened one) and a part of a name (`?search=`). */
export type CatalogueSearch = { code?: string; search?: string }

export function parseCatalogueSearch(query: Record<string, unknown>): CatalogueSearch {
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')
  const code = text(query.code, 255)
  const search = text(query.search, 100)
  return { ...(code ? { code } : {}), ...(search ? { search } : {}) }
}
