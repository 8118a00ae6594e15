/**
 * Links that promise current data: the product link of a watchdog alert says "back in stock" or "cheaper now",
 * so its page must not come from a cache filled before the change. It carries `?upozorneni={id}`: unique, so the
 * edge cache (decision 020) has no page under it, and its render asks the API with `cache-control: no-cache`,
 * which the storefront's API cache (api-cache.ts) answers from the API rather than from memory.
 */
export const FRESH_DATA_PARAM = 'upozorneni'

/**
 * Product pages only: the alerts link nothing else, and anyone can put the parameter on a URL, so elsewhere it
 * would be a way to make every render skip the API cache.
 */
export function wantsFreshData(url: URL): boolean {
  return url.pathname.startsWith('/produkt/') && url.searchParams.has(FRESH_DATA_PARAM)
}

/** `init` with `cache-control: no-cache` added to its headers. */
export function noCache(init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers)
  headers.set('cache-control', 'no-cache')
  return { ...init, headers }
}
