import type { Context } from 'hono'
import { API_BASE } from '../contract/channel'
import { COOKIE, parseCookies } from '../contract/cookies'
import { D1_BOOKMARK_HEADER } from '../contract/d1-bookmark'
import { REQUEST_ID_HEADER } from '../contract/request-log'
import { getApiBaseOverride } from './api-base-override'
import { withApiCache } from './api-cache'
import { requestBookmarks } from './d1-bookmark'
import type { StorefrontEnv } from './env'

/**
 * Sends a request (path with query, starting with /api/v2/shop or /media) to the shop API. `asGuest` leaves
 * the visitor's bearer out (the server render after the API refused it).
 */
export type Upstream = (path: string, init?: RequestInit, options?: { asGuest?: boolean }) => Promise<Response>

const UPSTREAM_TIMEOUT_MS = 15_000
/** The service binding needs an absolute URL; its host is never resolved. */
const BINDING_ORIGIN = 'https://shop-api.internal'

/** What a header may carry as a bearer: visible ASCII (a JWT is base64url parts and dots). */
const HEADER_SAFE = /^[\x21-\x7e]{1,4096}$/

/**
 * The visitor's JWT from the HttpOnly auth cookie, if any. A cookie that cannot even be a token (a NUL, a
 * space, 5 kB of text) would make the bearer header throw; it goes as a token the API refuses, so the
 * usual 401 path renders the page as a guest and clears the cookie.
 */
export function sessionToken(c: Context<StorefrontEnv>): string | undefined {
  const token = parseCookies(c.req.header('cookie'))[COOKIE.auth]
  if (!token) return undefined
  return HEADER_SAFE.test(token) ? token : 'malformed'
}

/**
 * Where API calls of this request go: the development override (worker/api-base-override.ts), else
 * API_UPSTREAM (a real Sylius), else the embedded API through the service binding. Adds the visitor's bearer
 * from the HttpOnly auth cookie, except to the login call and never to an override: a base URL chosen in a
 * browser is not trusted with anyone's session.
 */
export function createUpstream(c: Context<StorefrontEnv>): { upstream: Upstream; key: string } {
  const override = getApiBaseOverride(c)
  const base = override ?? (c.env.API_UPSTREAM ? c.env.API_UPSTREAM.replace(/\/+$/, '') : null)
  const token = override === null ? sessionToken(c) : undefined
  const requestId = c.get('requestId')
  const clientIp = c.req.header('cf-connecting-ip')
  const forwardedHost = new URL(c.req.url).host
  const key = base ?? 'embedded'
  const bookmarks = requestBookmarks(c)
  const send = withApiCache((request) => (base ? fetch(request) : c.env.SHOP_API.fetch(request)), key)
  const upstream: Upstream = function callUpstream(path, init = {}, options = {}) {
    const headers = new Headers(init.headers)
    // not on the login call: a stale or revoked token must never stand between a visitor and a new login
    if (token && !options.asGuest && !isLoginCall(path)) headers.set('authorization', `Bearer ${token}`)
    if (requestId) headers.set(REQUEST_ID_HEADER, requestId)
    if (clientIp) headers.set('x-forwarded-for', clientIp)
    headers.set('x-forwarded-host', forwardedHost)
    // the shopper's last write, from their cookie only (decision 057); never on a shared render, never to another API
    const bookmark = base || options.asGuest ? null : bookmarks.current()
    if (bookmark) headers.set(D1_BOOKMARK_HEADER, bookmark)
    else headers.delete(D1_BOOKMARK_HEADER)
    const request = new Request(`${base ?? BINDING_ORIGIN}${path}`, {
      ...init,
      headers,
      signal: init.signal ?? AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    })
    return send(request).then((answer) => (bookmarks.note(answer), answer))
  }
  return { upstream, key }
}

export function isLoginCall(path: string): boolean {
  return path.startsWith(`${API_BASE}/authentication-token`) || path.startsWith(`${API_BASE}/customers/token`)
}
