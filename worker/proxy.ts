import type { Context } from 'hono'
import { clearAuthCookies, setAuthCookies, takeLoginSession } from './auth-cookies'
import type { StorefrontEnv } from './env'
import { discardLimit, maxApiBodyBytes, payloadTooLarge, readBodyWithin } from './request-body'
import { isLoginCall } from './upstream'

/** Request headers the API may see; cookies stay with the storefront (the bearer is added by the upstream). */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'idempotency-key',
  'if-none-match',
  'if-modified-since',
  'user-agent',
]
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'set-cookie', 'content-encoding', 'content-length']

/**
 * `/api/v2/shop/*` and `/media/*` on the storefront's own origin, passed to the shop API, which learns the
 * public origin from `x-forwarded-host` and `x-forwarded-proto` (return addresses of the payment gateway).
 * `/sandbox/*` (the local stand-ins of the payment gateway and pickup points, pages a shopper clicks through)
 * keeps the API's redirects for the browser to follow.
 */
export async function proxyToApi(c: Context<StorefrontEnv>): Promise<Response> {
  const url = new URL(c.req.url)
  const isSandbox = url.pathname.startsWith('/sandbox/')
  const path = url.pathname + url.search
  const headers = new Headers()
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = c.req.header(name)
    if (value) headers.set(name, value)
  }
  headers.set('x-forwarded-host', url.host)
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''))
  const method = c.req.method
  const maxBytes = maxApiBodyBytes(method, url.pathname)
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? await readBodyWithin(c.req.raw, maxBytes, discardLimit(c.env.ENVIRONMENT)) : undefined
  if (body === null) return payloadTooLarge(maxBytes)
  const upstream = await c.var.upstream(path, {
    method,
    headers,
    body,
    redirect: isSandbox ? 'manual' : 'follow',
  })
  const responseHeaders = new Headers(upstream.headers)
  for (const name of HOP_BY_HOP) responseHeaders.delete(name)
  if (upstream.status === 401 && !isLoginCall(path)) clearAuthCookies(responseHeaders)
  if (upstream.status === 200 && method === 'POST' && isLoginCall(path)) {
    // The JWT goes into the HttpOnly cookie and out of the body (docs/decisions/002-auth-cookie.md).
    const { body, session } = await takeLoginSession(upstream)
    if (session) setAuthCookies(responseHeaders, session)
    responseHeaders.set('cache-control', 'no-store')
    return new Response(body, { status: 200, headers: responseHeaders })
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  })
}

/**
 * The admin API (/api/v2/admin, decision 029) lives on the API worker's own route only: the storefront answers
 * 404 itself and never sends it on, whatever the request carries.
 */
export function refuseAdminApi(c: Context<StorefrontEnv>): Response {
  return c.json({ '@type': 'hydra:Error', 'hydra:title': 'An error occurred', 'hydra:description': 'Not Found' }, 404, {
    'cache-control': 'no-store',
  })
}
