import type { Context } from 'hono'
import {
  apiD1ServerTiming,
  apiServerTiming,
  createCallChain,
  readServerTiming,
  type CallChain,
} from '../contract/call-chain'
import type { ServerRequestContext } from '../src/lib/request-context'
import { getApiBaseOverride, isDevToolsUnlocked } from './api-base-override'
import { API_CACHE_HIT } from './api-cache'
import { clearAuthCookies } from './auth-cookies'
import type { StorefrontEnv } from './env'
import { noCache, wantsFreshData } from './fresh-render'
import { createNonce } from './middleware/security-headers'
import {
  cacheGeneration,
  defaultPageCacheOptions,
  isStorable,
  pageCacheOpener,
  pageCacheKey,
  type PageCacheOptions,
  readCachedPage,
  refreshInBackground,
  type SharedPage,
  sharedPageOf,
  sharedRenderInput,
  storeWhileStreaming,
} from './page-cache'
import { isLoginCall, sessionToken } from './upstream'

/** Renders a page: in production the TanStack Start handler (worker/index.ts); in tests a stand-in. */
export type PageRenderer = (request: Request, context: ServerRequestContext) => Promise<Response> | Response

type Varying = Pick<ServerRequestContext, 'nonce' | 'url' | 'userAgent' | 'cookieHeader' | 'shared' | 'fetchApi'>

/**
 * The one place a render's request context is made. A shared render (the edge-cached page every visitor gets)
 * and a visitor's own differ in whom it is for; a shared one never offers the developer tools or an API override.
 */
function requestContext(
  c: Context<StorefrontEnv>,
  { apiCalls, ...varying }: Varying & { apiCalls: CallChain },
): ServerRequestContext {
  const url = new URL(c.req.url)
  const { fetchApi } = varying
  return {
    requestId: c.var.requestId,
    siteUrl: c.env.SITE_URL || url.origin,
    ageGateLeaveUrl: c.env.AGE_GATE_LEAVE_URL,
    gtmId: c.env.GTM_ID ?? '',
    heurekaKey: c.env.HEUREKA_CERTIFICATE_KEY ?? '',
    devToolsUnlocked: !varying.shared && isDevToolsUnlocked(url.host, c.env),
    apiBaseOverride: varying.shared ? null : getApiBaseOverride(c),
    ...varying,
    // every API call of the render, for the page's Server-Timing (decision 058)
    async fetchApi(path, init) {
      const done = apiCalls.start()
      try {
        const response = await fetchApi(path, init)
        const timing = response.headers.get('server-timing')
        done(readServerTiming(timing, 'd1')?.values.trips ?? 1, timing?.includes(API_CACHE_HIT) ?? false)
        return response
      } finally {
        done()
      }
    },
  }
}

/** Sets the headers every HTML answer gets, cached or not. */
function finishPage(
  c: Context<StorefrontEnv>,
  response: Response,
  cache: 'hit' | 'stale' | 'miss' | 'bypass',
  apiCalls: CallChain | null,
  sessionExpired = false,
): Response {
  const headers = new Headers(response.headers)
  if ((headers.get('content-type') ?? '').startsWith('text/html')) {
    // The render's API calls as far as they are known when the headers go: the loaders' calls have ended, a
    // deferred section's are counted from their start (decision 058). A page from the cache made none.
    const calls = apiCalls?.summary() ?? { calls: 0, depth: 0, pending: 0, ms: 0, weighted: 0, endedDepth: 0 }
    headers.append('server-timing', apiServerTiming(calls))
    headers.append('server-timing', apiD1ServerTiming(calls))
    // Shared pages are shared by the worker's edge cache only: a cache downstream cannot tell the age-gate
    // variants apart (a cookie chooses them), and a rendered answer carries its own CSP nonce.
    headers.set('cache-control', 'private, no-cache')
    headers.set('x-cache', cache)
    // wrangler dev gzips HTML and so buffers the stream (workers-sdk#6577); locally, send it as it streams.
    if (c.env.ENVIRONMENT === 'local') headers.set('content-encoding', 'identity')
  }
  if (sessionExpired) clearAuthCookies(headers)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * A page that is the same for every visitor (worker/page-cache.ts): from the edge cache, else rendered as a
 * guest (no session or cart cookie reaches the render, every API call goes without the bearer) and stored.
 */
async function serveSharedPage(
  c: Context<StorefrontEnv>,
  render: PageRenderer,
  page: SharedPage,
  options: PageCacheOptions,
): Promise<Response | null> {
  const now = options.now()
  const generation = await cacheGeneration(c.env.CACHE, now)
  if (generation === null) return null
  // an alert's product link promises current data: no cached API answers for its render (fresh-render.ts)
  const fresh = wantsFreshData(new URL(page.url))
  const renderShared = async (nonce: string, apiCalls = createCallChain()) => {
    const input = sharedRenderInput(page)
    const context = requestContext(c, {
      nonce,
      url: page.url,
      userAgent: input.userAgent,
      cookieHeader: input.cookieHeader,
      shared: true,
      fetchApi: (path, init) => c.var.upstream(path, fresh ? noCache(init) : init, { asGuest: true }),
      apiCalls,
    })
    return render(input.request, context)
  }
  const cache = pageCacheOpener()
  const key = pageCacheKey(page, options.buildId, generation)
  const head = c.req.method === 'HEAD'
  const cached = await readCachedPage(cache, key, now, head)
  if (cached) {
    // its CSP names the hashes of the stored page's inline scripts instead of this answer's nonce
    c.set('scriptHashes', cached.scriptHashes)
    if (cached.state === 'stale') {
      refreshInBackground(cache, key, async () => {
        const nonce = createNonce()
        return { response: await renderShared(nonce), nonce, storedAt: options.now() }
      })
    }
    return finishPage(c, cached.response, cached.state, null)
  }
  const apiCalls = createCallChain()
  const response = await renderShared(c.var.nonce, apiCalls)
  if (head) {
    await response.body?.cancel()
    return finishPage(c, new Response(null, response), 'miss', apiCalls)
  }
  if (!isStorable(response)) return finishPage(c, response, 'miss', apiCalls)
  return finishPage(c, storeWhileStreaming(cache, key, response, c.var.nonce, now), 'miss', apiCalls)
}

/** Hands a page request to the app with its request context, then sets the page's response headers. */
export function renderPages(render: PageRenderer, cacheOptions: PageCacheOptions = defaultPageCacheOptions()) {
  return async function renderPage(c: Context<StorefrontEnv>): Promise<Response> {
    const page = sharedPageOf(c)
    if (page) {
      const shared = await serveSharedPage(c, render, page, cacheOptions)
      if (shared) return shared
    }
    let sessionExpired = false
    const hasSession = sessionToken(c) !== undefined
    const apiCalls = createCallChain()
    const context = requestContext(c, {
      nonce: c.var.nonce,
      url: c.req.url,
      userAgent: c.req.header('user-agent') ?? '',
      cookieHeader: c.req.header('cookie') ?? '',
      shared: false,
      /**
       * A 401 to a call that carried the visitor's bearer means the session is over (expired, revoked at
       * logout elsewhere, forged): the shop logs out (docs/product.md#session). On the server that is: the cookies are cleared in
       * the response, the call is asked again as a guest and the rest of the page renders as a guest, so the
       * page never fails on it.
       */
      async fetchApi(path, init) {
        if (sessionExpired) return c.var.upstream(path, init, { asGuest: true })
        const response = await c.var.upstream(path, init)
        if (response.status !== 401 || !hasSession || isLoginCall(path)) return response
        sessionExpired = true
        await response.body?.cancel()
        return c.var.upstream(path, init, { asGuest: true })
      },
      apiCalls,
    })
    const response = await render(c.req.raw, context)
    return finishPage(c, response, 'bypass', apiCalls, sessionExpired)
  }
}
