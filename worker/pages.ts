import type { Context } from 'hono'
import type { ServerRequestContext } from '../src/lib/request-context'
import { getApiBaseOverride, isDevToolsUnlocked } from './api-base-override'
import { clearAuthCookies } from './auth-cookies'
import type { StorefrontEnv } from './env'
import { isLoginCall, sessionToken } from './upstream'

/** Renders a page: in production the TanStack Start handler (worker/index.ts); in tests a stand-in. */
export type PageRenderer = (request: Request, context: ServerRequestContext) => Promise<Response> | Response

/** Hands a page request to the app with its request context, then sets the page's response headers. */
export function renderPages(render: PageRenderer) {
  return async function renderPage(c: Context<StorefrontEnv>): Promise<Response> {
    let sessionExpired = false
    const hasSession = sessionToken(c) !== undefined
    const url = new URL(c.req.url)
    const context: ServerRequestContext = {
      requestId: c.var.requestId,
      nonce: c.var.nonce,
      url: c.req.url,
      userAgent: c.req.header('user-agent') ?? '',
      cookieHeader: c.req.header('cookie') ?? '',
      siteUrl: c.env.SITE_URL || url.origin,
      ageGateLeaveUrl: c.env.AGE_GATE_LEAVE_URL,
      devToolsUnlocked: isDevToolsUnlocked(url.host, c.env),
      apiBaseOverride: getApiBaseOverride(c),
      /**
       * A 401 to a call that carried the visitor's bearer means the session is over (expired, revoked at
       * logout elsewhere, forged): spec section 8 logs out. On the server that is: the cookies are cleared in
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
    }
    const response = await render(c.req.raw, context)
    const headers = new Headers(response.headers)
    if ((headers.get('content-type') ?? '').startsWith('text/html')) {
      // Pages depend on the visitor's cookies (age gate, session): never shared by caches for now.
      headers.set('cache-control', 'private, no-cache')
      // wrangler dev gzips HTML and so buffers the stream (workers-sdk#6577); locally, send it as it streams.
      if (c.env.ENVIRONMENT === 'local') headers.set('content-encoding', 'identity')
    }
    if (sessionExpired) clearAuthCookies(headers)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
