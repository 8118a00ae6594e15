import type * as z from 'zod/mini'
import { API_BASE } from '../../../contract/channel'
import { getCacheKey, queryString, type Query } from './cache-key'
import { ApiError, NO_RESPONSE } from './errors'
import { retryDelayMs, shouldRetry } from './retry'

/** Sends a request to the shop API: `path` starts with /api/v2/shop and carries the query. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>

export type ApiClientOptions = {
  transport: Transport
  language: 'cs' | 'en'
  /** Scope of cached GETs: the build id, so a new build never reads an old payload. */
  cacheScope: string
  /** How long a GET result is reused. The server's client lives for one request only. */
  cacheTtlMs: number
  retryPauseMs?: number
  /** Called on a 401 from any call but the login call (spec section 8: log out). */
  onUnauthorized?: (error: ApiError) => void
  now?: () => number
}

type GetOptions<S extends z.ZodMiniType> = {
  query?: Query
  schema: S
  /** false: always ask the API (e.g. the cart). */
  cache?: boolean
  /** Per-user data is cached under its own key (the order token), not only the build id. */
  scope?: string
}

type SendOptions<S extends z.ZodMiniType> = { body?: unknown; schema?: S; query?: Query; headers?: HeadersInit }

const LOGIN_PATH = `${API_BASE}/authentication-token`
const CONTENT_TYPE: Record<string, string> = {
  POST: 'application/ld+json',
  PUT: 'application/ld+json',
  PATCH: 'application/merge-patch+json',
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * The one client of the shop API (spec section 7): JSON-LD Accept, the locale's Accept-Language, merge-patch
 * for PATCH, GETs keyed by path plus query and retried once on transient statuses, errors wrapped with
 * method, URL and status. The bearer token is added by the transport (the storefront worker reads it from
 * the HttpOnly cookie), so it never reaches client code.
 */
export function createApiClient(options: ApiClientOptions) {
  const cache = new Map<string, { expires: number; value: Promise<unknown> }>()
  const now = options.now ?? Date.now
  const acceptLanguage = options.language === 'cs' ? 'cs-CZ, cs;q=0.9' : 'en-US, en;q=0.9'

  async function send(method: string, path: string, query: Query | undefined, body: unknown, extra?: HeadersInit) {
    const url = (path.startsWith(API_BASE) ? path : `${API_BASE}${path}`) + queryString(query)
    const headers = new Headers(extra)
    headers.set('accept', 'application/ld+json')
    headers.set('accept-language', acceptLanguage)
    const contentType = CONTENT_TYPE[method]
    if (body !== undefined && contentType) headers.set('content-type', contentType)
    const init: RequestInit = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }
    for (let attempt = 0; ; attempt++) {
      let response: Response
      try {
        response = await options.transport(url, init)
      } catch (cause) {
        throw new ApiError(method, url, NO_RESPONSE, null, cause)
      }
      if (shouldRetry(method, response.status, attempt)) {
        await response.body?.cancel()
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs(response.headers.get('retry-after'), options.retryPauseMs ?? 250)))
        continue
      }
      const data = await readBody(response)
      if (response.ok) return data
      const error = new ApiError(method, url, response.status, data)
      if (response.status === 401 && !url.startsWith(LOGIN_PATH)) options.onUnauthorized?.(error)
      throw error
    }
  }

  function parse<S extends z.ZodMiniType>(method: string, path: string, schema: S | undefined, data: unknown): z.infer<S> {
    if (!schema) return data as z.infer<S>
    const result = schema.safeParse(data)
    if (!result.success) throw new ApiError(method, path, 200, data, result.error)
    return result.data as z.infer<S>
  }

  return {
    get<S extends z.ZodMiniType>(path: string, { query, schema, cache: useCache = true, scope }: GetOptions<S>): Promise<z.infer<S>> {
      const load = () => send('GET', path, query, undefined).then((data) => parse('GET', path, schema, data))
      if (!useCache) return load()
      const key = getCacheKey(scope ?? options.cacheScope, path, query)
      const hit = cache.get(key)
      if (hit && hit.expires > now()) return hit.value as Promise<z.infer<S>>
      const value = load()
      cache.set(key, { expires: now() + options.cacheTtlMs, value })
      value.catch(() => cache.delete(key))
      return value
    },
    post<S extends z.ZodMiniType>(path: string, opts: SendOptions<S> = {}) {
      return send('POST', path, opts.query, opts.body ?? {}, opts.headers).then((d) => parse('POST', path, opts.schema, d))
    },
    put<S extends z.ZodMiniType>(path: string, opts: SendOptions<S> = {}) {
      return send('PUT', path, opts.query, opts.body ?? {}, opts.headers).then((d) => parse('PUT', path, opts.schema, d))
    },
    patch<S extends z.ZodMiniType>(path: string, opts: SendOptions<S> = {}) {
      return send('PATCH', path, opts.query, opts.body ?? {}, opts.headers).then((d) => parse('PATCH', path, opts.schema, d))
    },
    delete(path: string, opts: { query?: Query; headers?: HeadersInit } = {}): Promise<void> {
      return send('DELETE', path, opts.query, undefined, opts.headers).then(() => undefined)
    },
    /** Forgets cached GETs, all of them or those whose path starts with `pathPrefix`. */
    invalidate(pathPrefix = '') {
      for (const key of cache.keys()) if (key.slice(key.indexOf('|') + 1).startsWith(pathPrefix)) cache.delete(key)
    },
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
