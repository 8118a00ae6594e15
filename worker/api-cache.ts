import { resolveLocale } from '../contract/locale'

/**
 * A small in-memory cache of public shop-API answers, in front of the upstream. The API marks catalogue reads
 * `cache-control: public, max-age=60`; without this every page render would ask again for the same category
 * tree, menus and listings. Only GETs without a bearer and answers that say `public` with a max-age are kept,
 * for at most that long, keyed by the upstream, path and query, format and the channel locale.
 * Isolate memory shared by requests on purpose: it holds public data only (docs/architecture.md#per-request-state).
 *
 * Bounded by bytes, not entries: an isolate has 128 MB for everything, and a client that varies queries could
 * otherwise fill it. The locale in the key is the one the API answers in (contract/locale.ts), and the request
 * is sent with that locale, so a made-up Accept-Language neither adds entries nor stores an answer under
 * another language's key (docs/decisions/015-storefront-hardening.md).
 */
export const MAX_CACHE_BYTES = 4 * 1024 * 1024
/** The `Server-Timing` entry of an answer from this cache. */
export const API_CACHE_HIT = 'api-cache;desc="hit"'
const MAX_BODY_BYTES = 512 * 1024
/** What an entry costs besides its body and key (the map slot, the object, small headers), as a fixed charge. */
const ENTRY_OVERHEAD_BYTES = 256
const MAX_AGE_CAP_SECONDS = 300

type Entry = { expires: number; status: number; headers: [string, string][]; body: ArrayBuffer; bytes: number }

const entries = new Map<string, Entry>()
let totalBytes = 0

export function forgetApiCache(): void {
  entries.clear()
  totalBytes = 0
}

/** Bytes the cache holds now (bodies, keys, headers and the per-entry charge). */
export function apiCacheBytes(): number {
  return totalBytes
}

function remove(key: string): void {
  const entry = entries.get(key)
  if (!entry) return
  entries.delete(key)
  totalBytes -= entry.bytes
}

function store(key: string, entry: Omit<Entry, 'bytes'>): void {
  remove(key)
  const headerBytes = entry.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0)
  const bytes = entry.body.byteLength + key.length + headerBytes + ENTRY_OVERHEAD_BYTES
  entries.set(key, { ...entry, bytes })
  totalBytes += bytes
  // Map order is use order (a hit moves its entry to the end): the least recently used go first.
  while (totalBytes > MAX_CACHE_BYTES) remove(entries.keys().next().value as string)
}

/** Seconds an answer may be reused, from its Cache-Control; 0 when it must not be. */
export function publicMaxAge(cacheControl: string | null): number {
  if (!cacheControl) return 0
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
  if (!directives.includes('public') || directives.some((d) => d === 'no-store' || d === 'private' || d === 'no-cache'))
    return 0
  const maxAge = directives.find((d) => d.startsWith('max-age='))
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : 0
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_AGE_CAP_SECONDS) : 0
}

export type Fetch = (request: Request) => Promise<Response>

/** Wraps a fetch to the API so that public GET answers are served from memory while fresh. */
export function withApiCache(fetchApi: Fetch, upstreamKey: string, now: () => number = Date.now): Fetch {
  return async function cachedFetch(incoming) {
    if (incoming.method !== 'GET' || incoming.headers.has('authorization')) return fetchApi(incoming)
    const locale = resolveLocale(incoming.headers.get('accept-language'))
    const request = new Request(incoming)
    request.headers.set('accept-language', locale.replace('_', '-'))
    const url = new URL(request.url)
    const key = [
      upstreamKey,
      url.pathname + url.search,
      (request.headers.get('accept') ?? '').trim().toLowerCase(),
      locale,
    ].join('\n')
    const hit = entries.get(key)
    // a request that asks for no cached answer (worker/fresh-render.ts) gets the API's, which then replaces the entry
    const revalidate = /\bno-cache\b/i.test(incoming.headers.get('cache-control') ?? '')
    if (hit && hit.expires > now() && !revalidate) {
      entries.delete(key)
      entries.set(key, hit)
      const headers = new Headers(hit.headers)
      // from memory, no round trip: a page's count of calls in a row does not wait on it (decision 058)
      headers.append('server-timing', API_CACHE_HIT)
      return new Response(hit.body, { status: hit.status, headers })
    }
    if (hit) remove(key)
    const response = await fetchApi(request)
    const maxAge = response.status === 200 ? publicMaxAge(response.headers.get('cache-control')) : 0
    if (maxAge === 0) return response
    const body = await response.arrayBuffer()
    if (body.byteLength <= MAX_BODY_BYTES) {
      store(key, { expires: now() + maxAge * 1000, status: response.status, headers: [...response.headers], body })
    }
    return new Response(body, { status: response.status, headers: response.headers })
  }
}
