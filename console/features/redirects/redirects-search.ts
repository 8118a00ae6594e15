/** The redirects list's search: its page alone, the first page with none. */
export type RedirectsSearch = { page?: number }

export function parseRedirectsSearch(search: Record<string, unknown>): RedirectsSearch {
  const page = Number(search.page)
  return Number.isInteger(page) && page > 1 ? { page } : {}
}
