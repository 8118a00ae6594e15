import type { Context } from 'hono'
import * as z from 'zod/mini'
import { API_BASE } from '../contract/channel'
import { COOKIE, parseCookies } from '../contract/cookies'
import { withApiCache } from './api-cache'
import { IS_VITE_DEV } from './dev-server'
import type { StorefrontEnv } from './env'

/** Sends a request (path with query, starting with /api/v2/shop or /media) to the shop API. */
export type Upstream = (path: string, init?: RequestInit) => Promise<Response>

const UPSTREAM_TIMEOUT_MS = 15_000
const httpUrl = z.url({ protocol: /^https?$/ })
/** The service binding needs an absolute URL; its host is never resolved. */
const BINDING_ORIGIN = 'https://shop-api.internal'

/** `vite dev`, or a host with the staging suffix: the API base URL may be changed from the browser. */
export function isDevToolsUnlocked(host: string, stagingSuffix: string): boolean {
  if (IS_VITE_DEV) return true
  const hostname = host.split(':')[0]?.toLowerCase() ?? ''
  return stagingSuffix !== '' && hostname.endsWith(stagingSuffix.toLowerCase())
}

/** The API base chosen in the development form, only where that form is unlocked. */
export function getApiBaseOverride(c: Context<StorefrontEnv>): string | null {
  if (!isDevToolsUnlocked(new URL(c.req.url).host, c.env.STAGING_HOST_SUFFIX)) return null
  const chosen = parseCookies(c.req.header('cookie'))[COOKIE.apiBase]
  return chosen && httpUrl.safeParse(chosen).success ? chosen.replace(/\/+$/, '') : null
}

/**
 * Where API calls of this request go: the development override, else API_UPSTREAM (a real Sylius), else the
 * embedded API through the service binding. Adds the visitor's bearer from the HttpOnly auth cookie (except to
 * the login call).
 */
export function createUpstream(c: Context<StorefrontEnv>): { upstream: Upstream; key: string } {
  const base = getApiBaseOverride(c) ?? (c.env.API_UPSTREAM ? c.env.API_UPSTREAM.replace(/\/+$/, '') : null)
  const token = parseCookies(c.req.header('cookie'))[COOKIE.auth]
  const requestId = c.get('requestId')
  const clientIp = c.req.header('cf-connecting-ip')
  const forwardedHost = new URL(c.req.url).host
  const key = base ?? 'embedded'
  const send = withApiCache((request) => (base ? fetch(request) : c.env.SHOP_API.fetch(request)), key)
  const upstream: Upstream = function callUpstream(path, init = {}) {
    const headers = new Headers(init.headers)
    // not on the login call: a stale or revoked token must never stand between a visitor and a new login
    if (token && !isLoginCall(path)) headers.set('authorization', `Bearer ${token}`)
    if (requestId) headers.set('x-request-id', requestId)
    if (clientIp) headers.set('x-forwarded-for', clientIp)
    headers.set('x-forwarded-host', forwardedHost)
    const request = new Request(`${base ?? BINDING_ORIGIN}${path}`, {
      ...init,
      headers,
      signal: init.signal ?? AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    })
    return send(request)
  }
  return { upstream, key }
}

export function isLoginCall(path: string): boolean {
  return path.startsWith(`${API_BASE}/authentication-token`) || path.startsWith(`${API_BASE}/customers/token`)
}
