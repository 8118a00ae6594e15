/**
 * A small in-memory cache of public shop-API answers, in front of the upstream. The API marks catalogue reads
 * `cache-control: public, max-age=60`; without this every page render would ask again for the same category
 * tree, menus and listings. Only GETs without a bearer and answers that say `public` with a max-age are kept,
 * for at most that long, keyed by the upstream, path and query and the language and format asked for.
 * Isolate memory shared by requests on purpose: it holds public data only (ARCHITECTURE decision 8).
 */
const MAX_ENTRIES = 400
const MAX_BODY_BYTES = 512 * 1024
const MAX_AGE_CAP_SECONDS = 300

type Entry = { expires: number; status: number; headers: [string, string][]; body: ArrayBuffer }

const entries = new Map<string, Entry>()

export function forgetApiCache(): void {
  entries.clear()
}

/** Seconds an answer may be reused, from its Cache-Control; 0 when it must not be. */
export function publicMaxAge(cacheControl: string | null): number {
  if (!cacheControl) return 0
  const directives = cacheControl.toLowerCase().split(',').map((d) => d.trim())
  if (!directives.includes('public') || directives.some((d) => d === 'no-store' || d === 'private' || d === 'no-cache')) return 0
  const maxAge = directives.find((d) => d.startsWith('max-age='))
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : 0
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_AGE_CAP_SECONDS) : 0
}

export type Fetch = (request: Request) => Promise<Response>

/** Wraps a fetch to the API so that public GET answers are served from memory while fresh. */
export function withApiCache(fetchApi: Fetch, upstreamKey: string, now: () => number = Date.now): Fetch {
  return async function cachedFetch(request) {
    if (request.method !== 'GET' || request.headers.has('authorization')) return fetchApi(request)
    const url = new URL(request.url)
    const key = [upstreamKey, url.pathname + url.search, request.headers.get('accept') ?? '', request.headers.get('accept-language') ?? ''].join('\n')
    const hit = entries.get(key)
    if (hit && hit.expires > now()) {
      // Least recently used goes first when the cache is full: move the hit to the end.
      entries.delete(key)
      entries.set(key, hit)
      return new Response(hit.body, { status: hit.status, headers: hit.headers })
    }
    const response = await fetchApi(request)
    const maxAge = response.status === 200 ? publicMaxAge(response.headers.get('cache-control')) : 0
    if (maxAge === 0) return response
    const body = await response.arrayBuffer()
    if (body.byteLength <= MAX_BODY_BYTES) {
      entries.set(key, { expires: now() + maxAge * 1000, status: response.status, headers: [...response.headers], body })
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
    }
    return new Response(body, { status: response.status, headers: response.headers })
  }
}
