import {
  buildRedirectTable,
  findRedirect,
  loadRedirectRows,
  REDIRECT_PAGE_SIZE,
  type RedirectTable,
} from '../../../contract/redirect-matching'
import type { ApiClient } from '../../lib/api/client'

/**
 * The redirect table in the browser: loaded by client-redirects.ts on demand (when the browser is idle after
 * hydration, or at the first navigation), so a first page's scripts do not carry it
 * (docs/decisions/021-first-load-javascript.md).
 */
const TABLE_TTL_MS = 5 * 60_000

// One table per API client, i.e. per page session in the browser (the server never gets here).
const tables = new WeakMap<ApiClient, { table: Promise<RedirectTable>; expires: number }>()

async function fetchTable(api: ApiClient): Promise<RedirectTable> {
  const rows = await loadRedirectRows((page) =>
    api.get('/redirects', { query: { itemsPerPage: REDIRECT_PAGE_SIZE, page }, schema: 'redirectPage' }),
  )
  return buildRedirectTable(rows)
}

export function loadRedirectTable(api: ApiClient): Promise<RedirectTable> {
  const cached = tables.get(api)
  if (cached && cached.expires > Date.now()) return cached.table
  const table = fetchTable(api).catch(() => new Map() as RedirectTable)
  tables.set(api, { table, expires: Date.now() + TABLE_TTL_MS })
  return table
}

/** Where the table sends `href` (absolute), or null. */
export async function redirectTarget(api: ApiClient, href: string, origin: string): Promise<string | null> {
  return findRedirect(await loadRedirectTable(api), href, origin)
}
