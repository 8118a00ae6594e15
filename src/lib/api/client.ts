import type * as z from 'zod/mini'
import { API_BASE } from '../../../contract/channel'
import { responseSchemas } from '../../../contract/responses'
import { getCacheKey, queryString, type Query } from './cache-key'
import { ApiError, isApiError, NO_RESPONSE } from './errors'
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
  /** Called on a 401 from any call but the login call (docs/product.md#errors: log out). */
  onUnauthorized?: (error: ApiError) => void
  now?: () => number
}

export type ResponseSchemaName = keyof typeof responseSchemas
/** The type of an answer the named schema accepts. */
export type ApiAnswer<N extends ResponseSchemaName> = [N] extends [never]
  ? unknown
  : z.infer<(typeof responseSchemas)[N]>

type GetOptions<N extends ResponseSchemaName> = {
  query?: Query
  /** The registered schema of the answer (checked on the server); without one the answer is `unknown`. */
  schema?: N
  /** false: always ask the API (e.g. the cart). */
  cache?: boolean
  /** Per-user data is cached under its own key (the order token), not only the build id. */
  scope?: string
}

type SendOptions<N extends ResponseSchemaName> = { body?: unknown; schema?: N; query?: Query; headers?: HeadersInit }

const LOGIN_PATH = `${API_BASE}/authentication-token`
const CONTENT_TYPE: Record<string, string> = {
  POST: 'application/ld+json',
  PUT: 'application/ld+json',
  PATCH: 'application/merge-patch+json',
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * The one client of the shop API (docs/product.md#calls): JSON-LD Accept, the locale's Accept-Language, merge-patch
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
        await new Promise((resolve) =>
          setTimeout(resolve, retryDelayMs(response.headers.get('retry-after'), options.retryPauseMs ?? 250)),
        )
        continue
      }
      const data = await readBody(response)
      if (response.ok) return data
      const error = new ApiError(method, url, response.status, data)
      if (response.status === 401 && !url.startsWith(LOGIN_PATH)) options.onUnauthorized?.(error)
      throw error
    }
  }

  /**
   * Checks an answer against its schema on the server. The browser trusts it: the same API answered the server
   * render just before, and leaving the check out keeps zod and the schemas out of the client bundle (the
   * condition is static, so the client build drops the schemas entirely).
   */
  function parse<N extends ResponseSchemaName>(
    method: string,
    path: string,
    schema: N | undefined,
    data: unknown,
  ): ApiAnswer<N> {
    if (!import.meta.env.SSR || schema === undefined) return data as ApiAnswer<N>
    const result = responseSchemas[schema].safeParse(data)
    if (!result.success) throw new ApiError(method, path, 200, data, result.error)
    return result.data as ApiAnswer<N>
  }

  function get<N extends ResponseSchemaName = never>(
    path: string,
    { query, schema, cache: useCache = true, scope }: GetOptions<N> = {},
  ): Promise<ApiAnswer<N>> {
    const load = () => send('GET', path, query, undefined).then((data) => parse('GET', path, schema, data))
    if (!useCache) return load()
    const key = getCacheKey(scope ?? options.cacheScope, path, query)
    const hit = cache.get(key)
    if (hit && hit.expires > now()) return hit.value as Promise<ApiAnswer<N>>
    const value = load()
    cache.set(key, { expires: now() + options.cacheTtlMs, value })
    value.catch(() => cache.delete(key))
    return value
  }

  return {
    get,
    /**
     * The resource, or null when the API answers 404 (an unknown slug, a call the API does not have): the one
     * place that turns "not there" into a value. Every other failure is thrown as `get` throws it.
     */
    getOrNull<N extends ResponseSchemaName = never>(
      path: string,
      opts: GetOptions<N> = {},
    ): Promise<ApiAnswer<N> | null> {
      return get(path, opts).catch((error: unknown) => {
        if (isApiError(error, 404)) return null
        throw error
      })
    },
    post<N extends ResponseSchemaName = never>(path: string, opts: SendOptions<N> = {}) {
      return send('POST', path, opts.query, opts.body ?? {}, opts.headers).then((d) =>
        parse('POST', path, opts.schema, d),
      )
    },
    put<N extends ResponseSchemaName = never>(path: string, opts: SendOptions<N> = {}) {
      return send('PUT', path, opts.query, opts.body ?? {}, opts.headers).then((d) =>
        parse('PUT', path, opts.schema, d),
      )
    },
    patch<N extends ResponseSchemaName = never>(path: string, opts: SendOptions<N> = {}) {
      return send('PATCH', path, opts.query, opts.body ?? {}, opts.headers).then((d) =>
        parse('PATCH', path, opts.schema, d),
      )
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
