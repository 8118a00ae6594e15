import { waitUntil } from 'cloudflare:workers'
import type { Context } from 'hono'
import { COOKIE, parseCookies } from '../contract/cookies'
import { isCrawler } from '../src/lib/crawler'
import { isDevToolsUnlocked } from './api-base-override'
import type { StorefrontEnv } from './env'
import { isPersonalPath } from './page-policy'

/**
 * The edge cache of pages that are the same for every visitor (docs/decisions/020-edge-cache.md). Such a
 * page is rendered as a guest whatever cookies the request carried and kept with the Cache API under
 *   build id + cache generation (KV) + variant (age gate shown or not, crawler or browser) + canonical URL.
 * Fresh for FRESH_SECONDS; then, for STALE_SECONDS more, the stored copy is still served and rendered again
 * in the background (stale-while-revalidate, which the Workers Cache API does not do by itself).
 */
export const FRESH_SECONDS = 60
export const STALE_SECONDS = 300
const CACHE_NAME = 'pages'
/** KV key of the cache generation: bumping it (scripts/purge-page-cache.mjs) makes every stored page a miss. */
export const GENERATION_KEY = 'page-cache:generation'
/** How long an isolate trusts the generation it read (KV itself caches it for 60 s at each location). */
const GENERATION_MEMO_MS = 10_000

/** Stored with each copy: when it was rendered, and the CSP nonce its scripts carry (replaced on every hit). */
const STORED_AT = 'x-page-cache-stored-at'
const STORED_NONCE = 'x-page-cache-nonce'

/** Campaign and click ids: they never change the page, and fbclid/gclid are unique per click. */
const TRACKING_PARAM = /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|mc_cid|mc_eid|_ga|_gl)$/i
/** Paths rendered by the app that still must not be shared: the login hand-overs and the logout page. */
const NEVER_SHARED = /^\/(?:oauth|logout|_)(?:[/?]|$)/
/** Query parameters that carry a secret (the password reset link's token). */
const SECRET_PARAMS = ['passwordRecovery']

/** The user agents a shared render is given, so the page depends on the variant only, not on the browser. */
const CRAWLER_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

export type PageCacheOptions = {
  /** `__BUILD_ID__` in the worker; tests pass their own. */
  buildId: string
  /** Milliseconds since the epoch; tests move it. */
  now: () => number
}

export const defaultPageCacheOptions = (): PageCacheOptions => ({ buildId: __BUILD_ID__, now: () => Date.now() })

export type PageVariant = { ageVerified: boolean; crawler: boolean }

/** What a shared render of this request is: its canonical URL (no tracking parameters) and its variant. */
export type SharedPage = { url: string; variant: PageVariant }

/**
 * The request as a shared page, or null when it must be rendered for this visitor alone: not GET/HEAD, not
 * asking for HTML (Start answers 406), a personal path, a login hand-over, a secret in the query, or the
 * development tools of `vite dev` and staging hosts (the API base form and its cookie change the page).
 */
export function sharedPageOf(c: Context<StorefrontEnv>): SharedPage | null {
  const method = c.req.method
  if (method !== 'GET' && method !== 'HEAD') return null
  const url = new URL(c.req.url)
  if (isPersonalPath(url.pathname) || NEVER_SHARED.test(url.pathname)) return null
  if (SECRET_PARAMS.some((name) => url.searchParams.has(name))) return null
  if (!/(^|,)\s*(\*\/\*|text\/html)/.test(c.req.header('accept') || '*/*')) return null
  if (isDevToolsUnlocked(url.host, c.env)) return null
  const origin = c.env.SITE_URL ? new URL(c.env.SITE_URL).origin : url.origin
  // the query otherwise as sent (filters live in it), in its own order and encoding
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING_PARAM.test(safeDecode(pair.split('=')[0] ?? '')))
  const search = kept.length ? `?${kept.join('&')}` : ''
  return {
    url: `${origin}${url.pathname}${search}`,
    variant: {
      ageVerified: parseCookies(c.req.header('cookie'))[COOKIE.ageVerified] === '1',
      crawler: isCrawler(c.req.header('user-agent')),
    },
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

/** What the shared render is given instead of the visitor's headers. */
export function sharedRenderInput(page: SharedPage): { request: Request; cookieHeader: string; userAgent: string } {
  const userAgent = page.variant.crawler ? CRAWLER_AGENT : BROWSER_AGENT
  return {
    request: new Request(page.url, { headers: { accept: 'text/html', 'user-agent': userAgent } }),
    cookieHeader: page.variant.ageVerified ? `${COOKIE.ageVerified}=1` : '',
    userAgent,
  }
}

/** The Cache API key: on the canonical origin, so it stays within the shop's zone. */
export function pageCacheKey(page: SharedPage, buildId: string, generation: string): string {
  const { origin, pathname, search } = new URL(page.url)
  const variant = `${page.variant.ageVerified ? 'adult' : 'gate'}-${page.variant.crawler ? 'crawler' : 'browser'}`
  return `${origin}/__page-cache/${encodeURIComponent(buildId)}/${encodeURIComponent(generation)}/${variant}${pathname}${search}`
}

let generationMemo = new WeakMap<KVNamespace, { value: string; until: number }>()

/** Tests: the next request reads the generation from KV again. */
export function forgetCacheGeneration(): void {
  generationMemo = new WeakMap()
}

/** The cache generation from KV ('0' until the first purge); null when KV fails (then nothing is cached). */
export async function cacheGeneration(kv: KVNamespace, now: number): Promise<string | null> {
  const memo = generationMemo.get(kv)
  if (memo && memo.until > now) return memo.value
  try {
    const value = (await kv.get(GENERATION_KEY, { cacheTtl: 60 })) ?? '0'
    generationMemo.set(kv, { value, until: now + GENERATION_MEMO_MS })
    return value
  } catch {
    return memo?.value ?? null
  }
}

export const openPageCache = () => caches.open(CACHE_NAME)

/** A render worth keeping: a whole 200 HTML page that sets no cookie. A 404 is not kept (unknown URLs are unbounded). */
export function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  )
}

/** The copy to store: the render's headers, when and with which nonce it was rendered, kept FRESH + STALE seconds. */
export function storedCopy(body: ReadableStream, response: Response, nonce: string, storedAt: number): Response {
  const headers = new Headers(response.headers)
  headers.set('cache-control', `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`)
  headers.set(STORED_AT, String(storedAt))
  headers.set(STORED_NONCE, nonce)
  headers.delete('content-length')
  return new Response(body, { status: 200, headers })
}

export type CachedPage = { state: 'hit' | 'stale'; response: Response }

/** The stored copy for the key, as an answer for this visitor (their nonce), or null (miss or expired). */
export async function readCachedPage(cache: Cache, key: string, now: number, nonce: string, head: boolean): Promise<CachedPage | null> {
  const stored = await cache.match(key)
  if (!stored) return null
  const storedAt = Number(stored.headers.get(STORED_AT))
  const age = (now - storedAt) / 1000
  if (!Number.isFinite(age) || age >= FRESH_SECONDS + STALE_SECONDS) {
    await stored.body?.cancel()
    return null
  }
  const storedNonce = stored.headers.get(STORED_NONCE) ?? ''
  const headers = new Headers(stored.headers)
  headers.delete(STORED_AT)
  headers.delete(STORED_NONCE)
  headers.delete('cache-control')
  headers.set('age', String(Math.max(0, Math.floor(age))))
  let body: string | null = null
  if (head) await stored.body?.cancel()
  // The nonce is 24 random base64 characters, found only in nonce="…" attributes and the csp-nonce meta.
  else body = storedNonce ? (await stored.text()).replaceAll(storedNonce, nonce) : await stored.text()
  return { state: age < FRESH_SECONDS ? 'hit' : 'stale', response: new Response(body, { status: 200, headers }) }
}

/** Keys being rendered again by this isolate: one background render per stale page at a time. */
const refreshing = new Set<string>()

/** Renders a stale page again after the answer has gone (module-level waitUntil: Start hands Hono no ExecutionContext). */
export function refreshInBackground(cache: Cache, key: string, render: () => Promise<{ response: Response; nonce: string; storedAt: number }>): void {
  if (refreshing.has(key)) return
  refreshing.add(key)
  waitUntil(
    (async () => {
      try {
        const { response, nonce, storedAt } = await render()
        if (!isStorable(response) || !response.body) return void (await response.body?.cancel())
        await cache.put(key, storedCopy(response.body, response, nonce, storedAt))
      } catch {
        // the stale copy stays until it expires; the next stale hit tries again
      } finally {
        refreshing.delete(key)
      }
    })(),
  )
}

/** Stores a fresh render while the visitor receives it: the body is split in two. */
export function storeWhileStreaming(cache: Cache, key: string, response: Response, nonce: string, storedAt: number): Response {
  if (!response.body) return response
  const [toVisitor, toCache] = response.body.tee()
  waitUntil(cache.put(key, storedCopy(toCache, response, nonce, storedAt)).catch(() => undefined))
  return new Response(toVisitor, response)
}
