import { redirect } from '@tanstack/react-router'
import { redirect as redirectSchema } from '../../../contract/catalogue'
import { hydraCollection } from '../../../contract/hydra'
import { buildRedirectTable, findRedirect, type RedirectTable } from '../../../contract/redirects'
import type { ApiClient } from '../../lib/api/client'
import type { RouteStep } from '../../lib/route-steps'

const redirectPage = hydraCollection(redirectSchema)
const PAGE_SIZE = 1000
const TABLE_TTL_MS = 5 * 60_000

// One table per API client, i.e. per page session in the browser (the server never gets here).
const tables = new WeakMap<ApiClient, { table: Promise<RedirectTable>; expires: number }>()

async function fetchTable(api: ApiClient): Promise<RedirectTable> {
  const rows: { originUrl: string; destinationUrl: string }[] = []
  for (let page = 1; ; page++) {
    const body = await api.get('/redirects', { query: { itemsPerPage: PAGE_SIZE, page }, schema: redirectPage })
    rows.push(...body['hydra:member'])
    if (rows.length >= body['hydra:totalItems'] || body['hydra:member'].length === 0) break
  }
  return buildRedirectTable(rows)
}

export function loadRedirectTable(api: ApiClient): Promise<RedirectTable> {
  const cached = tables.get(api)
  if (cached && cached.expires > Date.now()) return cached.table
  const table = fetchTable(api).catch(() => new Map() as RedirectTable)
  tables.set(api, { table, expires: Date.now() + TABLE_TTL_MS })
  return table
}

/**
 * The redirect step for navigations inside the app; full page loads were already redirected by the
 * storefront worker before the page was rendered.
 */
export const redirectStep: RouteStep = async ({ services, location, isServer }) => {
  if (isServer) return
  const table = await loadRedirectTable(services.api)
  const target = findRedirect(table, location.href, window.location.origin)
  if (!target) return
  if (target.startsWith(`${window.location.origin}/`)) throw redirect({ href: target.slice(window.location.origin.length), replace: true })
  throw redirect({ href: target, reloadDocument: true, replace: true })
}
