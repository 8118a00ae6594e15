import { createMiddleware } from 'hono/factory'
import * as z from 'zod/mini'
import { redirect as redirectSchema, redirectTableVersion } from '../contract/catalogue'
import { API_BASE } from '../contract/channel'
import { hydraCollection } from '../contract/hydra'
import {
  buildRedirectTable,
  findRedirect,
  loadRedirectRows,
  REDIRECT_PAGE_SIZE,
  type RedirectTable,
} from '../contract/redirect-matching'
import type { StorefrontEnv } from './env'
import type { Upstream } from './upstream'

/**
 * The redirect step of docs/product.md#redirects, run before any page renders. The table comes from `GET /redirects`;
 * KV keeps it for the TTL across isolates and the isolate keeps it in memory (KV is a cache, never the source
 * of truth: docs/architecture.md#kv-is-a-cache). Every few seconds an isolate asks the API for the table's version
 * (`GET /redirects-version`, bumped by every write): a new one reloads the table at once, so ops' changes are
 * live within seconds, not after the TTL (decision 029). An upstream without that route (a real Sylius) keeps
 * the TTL alone. An unreachable API gives an empty table for a short while, so pages keep working.
 */
const FAILURE_TTL_MS = 10_000
/** How long an isolate trusts its table before asking for the version again. */
export const VERSION_CHECK_MS = 5_000
export const REDIRECTS_KV_KEY = 'redirects:v2'

const redirectPage = hydraCollection(redirectSchema)
const storedRows = z.array(z.object({ originUrl: z.string(), destinationUrl: z.string() }))
type Rows = z.infer<typeof storedRows>
const stored = z.object({ version: z.nullable(z.number()), rows: storedRows })

type Cached = { table: RedirectTable; version: number | null; checkAfter: number; expires: number }
// Isolate memory, one entry per upstream. Shared by requests on purpose: it holds public data only.
const memory = new Map<string, Cached>()

export function forgetRedirectTables(): void {
  memory.clear()
}

// both reads skip the storefront's API answer cache (worker/api-cache.ts): a minute-old table is what this replaces
const fresh = { accept: 'application/ld+json', 'cache-control': 'no-cache' }

function fetchRows(upstream: Upstream): Promise<Rows> {
  return loadRedirectRows(async (page) => {
    // as a guest: the table is shared by every visitor, so one visitor's refused bearer must not empty it
    const response = await upstream(
      `${API_BASE}/redirects?itemsPerPage=${REDIRECT_PAGE_SIZE}&page=${page}`,
      { headers: fresh },
      { asGuest: true },
    )
    if (!response.ok) throw new Error(`GET /redirects answered ${response.status}`)
    return redirectPage.parse(await response.json())
  })
}

/** The table's version, or null where the upstream has none (or fails): then the TTL alone decides. */
async function fetchVersion(upstream: Upstream): Promise<number | null> {
  try {
    const response = await upstream(`${API_BASE}/redirects-version`, { headers: fresh }, { asGuest: true })
    if (!response.ok) return null
    const body = redirectTableVersion.safeParse(await response.json())
    return body.success ? body.data.version : null
  } catch {
    return null
  }
}

export async function getRedirectTable(options: {
  kv: KVNamespace
  upstream: Upstream
  upstreamKey: string
  ttlSeconds: number
  now?: number
}): Promise<RedirectTable> {
  const now = options.now ?? Date.now()
  const cached = memory.get(options.upstreamKey)
  if (cached && cached.checkAfter > now && cached.expires > now) return cached.table
  const version = await fetchVersion(options.upstream)
  const ttlMs = options.ttlSeconds * 1000
  const keep = (entry: Omit<Cached, 'checkAfter'>) => {
    memory.set(options.upstreamKey, { ...entry, checkAfter: now + VERSION_CHECK_MS })
    return entry.table
  }
  if (cached && cached.expires > now && (version === null || version === cached.version)) return keep(cached)
  const kvKey = `${REDIRECTS_KV_KEY}:${options.upstreamKey}`
  try {
    const copy = stored.safeParse(await options.kv.get(kvKey, 'json'))
    let rows: Rows
    if (copy.success && (version === null || copy.data.version === version)) {
      rows = copy.data.rows
    } else {
      rows = await fetchRows(options.upstream)
      // KV refuses TTLs under 60 s.
      await options.kv.put(kvKey, JSON.stringify({ version, rows }), {
        expirationTtl: Math.max(60, options.ttlSeconds),
      })
    }
    return keep({ table: buildRedirectTable(rows), version, expires: now + ttlMs })
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'redirect table unavailable', error: String(error) }))
    const table: RedirectTable = cached?.table ?? new Map()
    memory.set(options.upstreamKey, {
      table,
      version: null,
      checkAfter: now + FAILURE_TTL_MS,
      expires: now + FAILURE_TTL_MS,
    })
    return table
  }
}

/**
 * Answers 301 to the destination when the table has the request's path; other requests go on. The answer is
 * `no-store`: ops change or remove a redirect and expect it live within seconds (decision 029), and a browser
 * keeps a 301 as long as its `max-age` says (with none, as long as it likes). The cost is one request to the
 * worker per visit of an old address, answered from the isolate's table.
 */
export const applyRedirects = createMiddleware<StorefrontEnv>(async function applyRedirectTable(c, next) {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = new URL(c.req.url)
  const table = await getRedirectTable({
    kv: c.env.CACHE,
    upstream: c.var.upstream,
    upstreamKey: c.var.upstreamKey,
    ttlSeconds: Number(c.env.REDIRECTS_TTL_SECONDS) || 300,
  })
  const destination = findRedirect(table, url.pathname + url.search, c.env.SITE_URL || url.origin)
  if (!destination) return next()
  c.header('cache-control', 'no-store')
  return c.redirect(destination, 301)
})
