import { createExecutionContext, env } from 'cloudflare:test'
import { Hono } from 'hono'
import type { ServerRequestContext } from '../../src/lib/request-context'
import { createStorefront } from '../app'
import type { Bindings } from '../env'
import type { PageCacheOptions } from '../page-cache'

export const TEST_ORIGIN = 'https://shop.example.cz'

/**
 * A storefront worker wired to a stand-in shop API: every request the storefront sends upstream is shown to
 * `onApiRequest` first (to record it), then answered by `api`; pages are answered by `render`.
 */
export function wireStorefront(input: {
  api: { fetch: (request: Request) => Response | Promise<Response> }
  onApiRequest?: (request: Request) => void | Promise<void>
  render: Parameters<typeof createStorefront>[0]
  apiUpstream?: string
  apiBaseOverrides?: string
  environment?: string
  pageCache?: PageCacheOptions
  /** Heureka's public certificate key (HEUREKA_CERTIFICATE_KEY); empty unless told. */
  heurekaKey?: string
}) {
  const shopApi = {
    fetch: async (requestInfo: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(requestInfo, init)
      await input.onApiRequest?.(request)
      return input.api.fetch(request)
    },
  } as unknown as Fetcher
  // each storefront its own build id unless told: pages one test stored are not another test's cache hits
  const storefront = createStorefront(
    input.render,
    input.pageCache ?? { buildId: crypto.randomUUID(), now: () => Date.now() },
  )
  const bindings: Bindings = {
    SHOP_API: shopApi,
    CACHE: (env as unknown as { CACHE: KVNamespace }).CACHE,
    ENVIRONMENT: input.environment ?? 'local',
    SITE_URL: TEST_ORIGIN,
    API_UPSTREAM: input.apiUpstream ?? '',
    STAGING_HOST_SUFFIX: '.staging.example.cz',
    API_BASE_OVERRIDES: input.apiBaseOverrides ?? '',
    AGE_GATE_LEAVE_URL: 'https://www.google.cz/',
    GTM_ID: '',
    HEUREKA_CERTIFICATE_KEY: input.heurekaKey ?? '',
    REDIRECTS_TTL_SECONDS: '300',
  }
  return (path: string, init?: RequestInit) =>
    storefront.request(new URL(path, TEST_ORIGIN).href, init, bindings, createExecutionContext())
}

/** A stand-in shop API and a storefront wired to it, with a page renderer that records what it was given. */
export function createTestStorefront(
  options: {
    redirects?: { originUrl: string; destinationUrl: string }[]
    apiDown?: boolean
    apiUpstream?: string
    apiBaseOverrides?: string
    environment?: string
    pageCache?: PageCacheOptions
    heurekaKey?: string
    /** Extra answers of the stand-in API, by path (without the query): JSON, or a whole Response (an error). */
    answers?: Record<string, (url: URL) => unknown>
  } = {},
) {
  const calls: Request[] = []
  const api = new Hono()
    .get('/api/v2/shop/redirects', (c) => {
      if (options.apiDown) return c.text('down', 503)
      const rows = options.redirects ?? []
      return c.json({
        'hydra:member': rows.map((row, i) => ({ '@id': `/api/v2/shop/redirects/${i + 1}`, ...row })),
        'hydra:totalItems': rows.length,
      })
    })
    .get('/api/v2/shop/customers/me', (c) => c.json({ code: 401, message: 'Expired JWT Token' }, 401))
    .all('*', (c) => {
      const url = new URL(c.req.url)
      const answer = options.answers?.[url.pathname]
      if (answer) {
        const value = answer(url)
        return value instanceof Response ? value : c.json(value as object)
      }
      return c.json({
        path: url.pathname + url.search,
        auth: c.req.header('authorization') ?? null,
        cookie: c.req.header('cookie') ?? null,
      })
    })
  const rendered: ServerRequestContext[] = []
  const request = wireStorefront({
    api,
    onApiRequest: (sent) => void calls.push(sent),
    apiUpstream: options.apiUpstream,
    apiBaseOverrides: options.apiBaseOverrides,
    environment: options.environment,
    pageCache: options.pageCache,
    heurekaKey: options.heurekaKey,
    render: async (_request, context) => {
      rendered.push(context)
      const me = context.cookieHeader.includes('expired=1')
        ? await context.fetchApi('/api/v2/shop/customers/me', {})
        : null
      return new Response(`<!doctype html><p>page ${me?.status ?? ''}</p>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      })
    },
  })
  return { calls, rendered, request }
}
