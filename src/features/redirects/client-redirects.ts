import { useEffect } from 'react'
import { redirect } from '@tanstack/react-router'
import {
  buildRedirectTable,
  findRedirect,
  loadRedirectRows,
  REDIRECT_PAGE_SIZE,
  type RedirectTable,
} from '../../../contract/redirect-matching'
import type { ApiClient } from '../../lib/api/client'
import type { RouteStep } from '../../lib/route-steps'
import { useServices } from '../../lib/services'

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

/**
 * The redirect step for navigations inside the app; full page loads were already redirected by the
 * storefront worker before the page was rendered.
 */
export const redirectStep: RouteStep = async ({ services, location, isServer }) => {
  if (isServer) return
  const table = await loadRedirectTable(services.api)
  const target = findRedirect(table, location.href, window.location.origin)
  if (!target) return
  if (target.startsWith(`${window.location.origin}/`))
    throw redirect({ href: target.slice(window.location.origin.length), replace: true })
  throw redirect({ href: target, reloadDocument: true, replace: true })
}

/** Loads the table while the browser is idle after hydration, so the first navigation does not wait for it. */
export function useRedirectTablePrefetch(): void {
  const { api } = useServices()
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => void loadRedirectTable(api), 2000)
      return () => clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(() => void loadRedirectTable(api), { timeout: 5000 })
    return () => window.cancelIdleCallback(handle)
  }, [api])
}
