import { useEffect } from 'react'
import { redirect } from '@tanstack/react-router'
import type { RouteStep } from '../../lib/route-steps'
import { useServices } from '../../lib/services'

/** The table and its matching, loaded when first needed (not part of a first page's scripts). */
const redirectTable = () => import('./redirect-table')

/**
 * The redirect step for navigations inside the app; full page loads were already redirected by the
 * storefront worker before the page was rendered.
 */
export const redirectStep: RouteStep = async ({ services, location, isServer }) => {
  if (isServer) return
  const { redirectTarget } = await redirectTable()
  const target = await redirectTarget(services.api, location.href, window.location.origin)
  if (!target) return
  if (target.startsWith(`${window.location.origin}/`))
    throw redirect({ href: target.slice(window.location.origin.length), replace: true })
  throw redirect({ href: target, reloadDocument: true, replace: true })
}

/** Loads the table while the browser is idle after hydration, so the first navigation does not wait for it. */
export function useRedirectTablePrefetch(): void {
  const { api } = useServices()
  useEffect(() => {
    const load = () => void redirectTable().then(({ loadRedirectTable }) => loadRedirectTable(api))
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 2000)
      return () => clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(load, { timeout: 5000 })
    return () => window.cancelIdleCallback(handle)
  }, [api])
}
