import { waitUntil } from 'cloudflare:workers'
import type { Context } from 'hono'
import { consentValue, parseConsent } from '../contract/consent'
import { COOKIE, parseCookies } from '../contract/cookies'
import { isCrawler } from '../src/lib/crawler'
import { isDevToolsUnlocked } from './api-base-override'
import type { StorefrontEnv } from './env'
import { isCanonicalPath, isPersonalPath } from './page-policy'
import { inlineScriptHashes, withoutNonce } from './page-html'

/**
 * The edge cache of pages that are the same for every visitor (docs/decisions/020-edge-cache.md). Such a
 * page is rendered as a guest whatever cookies the request carried and kept with the Cache API under
 *   build id + cache generation (KV) + variant (age gate shown or not, consent chosen or not, crawler or
 *   browser) + canonical URL.
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

/**
 * Stored with each copy: when it was rendered, and the hashes of its inline scripts, which the CSP of every
 * answer from the copy names instead of a nonce (docs/decisions/059-cached-page-csp-hashes.md).
 */
const STORED_AT = 'x-page-cache-stored-at'
const STORED_SCRIPT_HASHES = 'x-page-cache-script-hashes'
/**
 * Render headers not kept with a page: length and caching are set per answer, a cookie is never shared, the
 * render's Server-Timing is about that render only, and the CSP is the security middleware's.
 */
const NOT_STORED = new Set([
  'content-length',
  'cache-control',
  'set-cookie',
  'server-timing',
  'content-security-policy',
])

/** Campaign and click ids: they never change the page, and fbclid/gclid are unique per click. */
const TRACKING_PARAM = /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|mc_cid|mc_eid|_ga|_gl)$/i
/** Paths rendered by the app that still must not be shared: the login hand-overs and the logout page. */
const NEVER_SHARED = /^\/(?:oauth|logout|_)(?:[/?]|$)/
/** Query parameters that carry a secret (the password reset link's token, the review link's, decision 061). */
const SECRET_PARAMS = ['passwordRecovery', 'reviewToken']

/** The user agents a shared render is given, so the page depends on the variant only, not on the browser. */
const CRAWLER_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

export type PageCacheOptions = {
  /** `__BUILD_ID__` in the worker; tests pass their own. */
  buildId: string
  /** Milliseconds since the epoch; tests move it. */
  now: () => number
}

export const defaultPageCacheOptions = (): PageCacheOptions => ({ buildId: __BUILD_ID__, now: () => Date.now() })

/**
 * `consentChosen`: the visitor has a cookie choice of the current version, so the page carries no consent
 * banner (docs/decisions/035-cookie-consent.md); the choice itself is read in the browser.
 */
export type PageVariant = { ageVerified: boolean; consentChosen: boolean; crawler: boolean }

/**
 * What a shared render with a choice is given: the same stand-in for every visitor (the render only asks
 * whether a choice exists), so no visitor's categories or date reach a shared page.
 */
const CHOSEN_STAND_IN = consentValue({ analytics: false, marketing: false }, new Date(0))

/** What a shared render of this request is: its canonical URL (no tracking parameters) and its variant. */
export type SharedPage = { url: string; variant: PageVariant }

/**
 * The request as a shared page, or null when it must be rendered for this visitor alone: not GET/HEAD, not
 * asking for HTML (Start answers 406), a path not in its canonical spelling, a personal path, a login hand-over, a secret in the query, or the
 * development tools of `vite dev` and staging hosts (the API base form and its cookie change the page).
 */
export function sharedPageOf(c: Context<StorefrontEnv>): SharedPage | null {
  const method = c.req.method
  if (method !== 'GET' && method !== 'HEAD') return null
  const url = new URL(c.req.url)
  // any other spelling of a path (case, escapes, slashes) is rendered for the visitor alone: the router may read
  // it as a personal page (worker/page-policy.ts), and one page is not stored under many keys
  if (!isCanonicalPath(url.pathname)) return null
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
  const cookies = parseCookies(c.req.header('cookie'))
  return {
    url: `${origin}${url.pathname}${search}`,
    variant: {
      ageVerified: cookies[COOKIE.ageVerified] === '1',
      consentChosen: parseConsent(cookies[COOKIE.consent]) !== null,
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
    cookieHeader: [
      page.variant.ageVerified ? `${COOKIE.ageVerified}=1` : '',
      page.variant.consentChosen ? `${COOKIE.consent}=${encodeURIComponent(CHOSEN_STAND_IN)}` : '',
    ]
      .filter(Boolean)
      .join('; '),
    userAgent,
  }
}

/** The Cache API key: on the canonical origin, so it stays within the shop's zone. */
export function pageCacheKey(page: SharedPage, buildId: string, generation: string): string {
  const { origin, pathname, search } = new URL(page.url)
  const { ageVerified, consentChosen, crawler } = page.variant
  const variant = `${ageVerified ? 'adult' : 'gate'}${consentChosen ? '-consented' : ''}-${crawler ? 'crawler' : 'browser'}`
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

/** Opens the Cache API's copy when first needed: a hit from this isolate's memory never needs it. */
export type CacheOpener = () => Promise<Cache>

/** An opener for one request: `caches.open` at most once, and only when the memory cannot answer. */
export function pageCacheOpener(): CacheOpener {
  let opened: Promise<Cache> | undefined
  return () => (opened ??= openPageCache())
}

/** A render worth keeping: a whole 200 HTML page that sets no cookie. A 404 is not kept (unknown URLs are unbounded). */
export function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  )
}

/**
 * A stored page: its HTML as UTF-8 bytes without the render's nonce, the hashes of its inline scripts, the
 * render's headers and when it was rendered. A hit answers with these bytes as they are (no rewrite per answer)
 * and a CSP naming the hashes. Bytes, not text: a miss stores what it read without decoding it, and a hit
 * answers without encoding 90 kB of HTML again (docs/decisions/040-uncached-render.md).
 */
type StoredPage = {
  body: Uint8Array
  scriptHashes: string[]
  headers: [string, string][]
  storedAt: number
  bytes: number
}

/**
 * First level: this isolate's memory, least recently used out first, at most MEMORY_LIMIT bytes of HTML; a
 * page over ENTRY_LIMIT is kept in the Cache API only. The Cache API (second level) is shared by the isolates
 * of a location and costs a lookup and a body read per answer; a hot page in memory costs neither.
 */
const MEMORY_LIMIT = 8 * 1024 * 1024
const ENTRY_LIMIT = 512 * 1024
const memory = new Map<string, StoredPage>()
let memoryBytes = 0

function remember(key: string, page: StoredPage): void {
  forget(key)
  if (page.bytes > ENTRY_LIMIT) return
  memory.set(key, page)
  memoryBytes += page.bytes
  for (const [oldest, entry] of memory) {
    if (memoryBytes <= MEMORY_LIMIT) break
    memory.delete(oldest)
    memoryBytes -= entry.bytes
  }
}

function forget(key: string): void {
  const entry = memory.get(key)
  if (!entry) return
  memory.delete(key)
  memoryBytes -= entry.bytes
}

/** Tests: empties this isolate's first level, so the next read goes to the Cache API. */
export function forgetPagesInMemory(): void {
  memory.clear()
  memoryBytes = 0
}

function storedPageOf(body: Uint8Array, scriptHashes: string[], headers: Headers, storedAt: number): StoredPage {
  const kept = [...headers].filter(([name]) => !NOT_STORED.has(name))
  return { body, scriptHashes, headers: kept, storedAt, bytes: body.byteLength }
}

/** Both levels: memory now, the Cache API for FRESH + STALE seconds (its own expiry drops it after that). */
async function store(cache: CacheOpener, key: string, page: StoredPage): Promise<void> {
  remember(key, page)
  const headers = new Headers(page.headers)
  headers.set('cache-control', `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`)
  headers.set(STORED_AT, String(page.storedAt))
  headers.set(STORED_SCRIPT_HASHES, page.scriptHashes.join(' '))
  await (await cache()).put(key, new Response(page.body, { status: 200, headers }))
}

/**
 * Reads a rendered page's body (the response's own, or its copy while the visitor gets the other), takes its
 * nonce out, hashes its inline scripts and stores it in both levels: the work of a hit done once per render.
 */
async function storeRendered(
  cache: CacheOpener,
  key: string,
  body: ReadableStream,
  response: Response,
  nonce: string,
  storedAt: number,
) {
  const html = withoutNonce(new Uint8Array(await new Response(body).arrayBuffer()), nonce)
  if (!html) return
  await store(cache, key, storedPageOf(html, await inlineScriptHashes(html), response.headers, storedAt))
}

/** The page from memory, else from the Cache API (then kept in memory too). */
async function lookUp(cache: CacheOpener, key: string): Promise<StoredPage | null> {
  const inMemory = memory.get(key)
  if (inMemory) {
    // most recently used goes last
    memory.delete(key)
    memory.set(key, inMemory)
    return inMemory
  }
  const stored = await (await cache()).match(key)
  if (!stored) return null
  const storedAt = Number(stored.headers.get(STORED_AT))
  // the hashes of the page as it was rendered: a body altered since then is not allowed by them
  const scriptHashes = (stored.headers.get(STORED_SCRIPT_HASHES) ?? '').split(' ').filter(Boolean)
  const headers = new Headers(stored.headers)
  headers.delete(STORED_AT)
  headers.delete(STORED_SCRIPT_HASHES)
  const page = storedPageOf(new Uint8Array(await stored.arrayBuffer()), scriptHashes, headers, storedAt)
  remember(key, page)
  return page
}

/** A stored page as an answer, and the hashes of its inline scripts, which its CSP is to name. */
export type CachedPage = { state: 'hit' | 'stale'; response: Response; scriptHashes: readonly string[] }

/** The stored page for the key, its bytes as they were stored, or null (miss or expired). */
export async function readCachedPage(
  cache: CacheOpener,
  key: string,
  now: number,
  head: boolean,
): Promise<CachedPage | null> {
  const page = await lookUp(cache, key)
  if (!page) return null
  const age = (now - page.storedAt) / 1000
  if (!Number.isFinite(age) || age >= FRESH_SECONDS + STALE_SECONDS) {
    forget(key)
    return null
  }
  const headers = new Headers(page.headers)
  headers.set('age', String(Math.max(0, Math.floor(age))))
  return {
    state: age < FRESH_SECONDS ? 'hit' : 'stale',
    response: new Response(head ? null : page.body, { status: 200, headers }),
    scriptHashes: page.scriptHashes,
  }
}

/** Keys being rendered again by this isolate: one background render per stale page at a time. */
const refreshing = new Set<string>()

/** Renders a stale page again after the answer has gone (module-level waitUntil: Start hands Hono no ExecutionContext). */
export function refreshInBackground(
  cache: CacheOpener,
  key: string,
  render: () => Promise<{ response: Response; nonce: string; storedAt: number }>,
): void {
  if (refreshing.has(key)) return
  refreshing.add(key)
  waitUntil(
    (async () => {
      try {
        const { response, nonce, storedAt } = await render()
        if (!isStorable(response) || !response.body) return void (await response.body?.cancel())
        await storeRendered(cache, key, response.body, response, nonce, storedAt)
      } catch {
        // the stale copy stays until it expires; the next stale hit tries again
      } finally {
        refreshing.delete(key)
      }
    })(),
  )
}

/** Stores a fresh render while the visitor receives it: the body is split in two, one half read into the cache. */
export function storeWhileStreaming(
  cache: CacheOpener,
  key: string,
  response: Response,
  nonce: string,
  storedAt: number,
): Response {
  if (!response.body) return response
  const [toVisitor, toCache] = response.body.tee()
  waitUntil(
    (async () => {
      await storeRendered(cache, key, toCache, response, nonce, storedAt)
    })().catch(() => undefined),
  )
  return new Response(toVisitor, response)
}
