import { redirect } from '@tanstack/react-router'
import type { RouteStep, RouteStepContext } from '../../lib/route-steps'
import { getActiveBuildWatch } from './active-build-watch'

/**
 * A route step: when a new build is out, the next navigation loads the target as a whole document, so the
 * visitor gets the new code and assets instead of a client that no longer matches the server.
 * A preload (hover, viewport) must not use up the reload guard, hence the optional `preload` flag.
 */
export const buildUpdateStep: RouteStep = ({
  location,
  isServer,
  preload,
}: RouteStepContext & { preload?: boolean }) => {
  if (isServer || preload) return
  const watch = getActiveBuildWatch()
  if (!watch?.shouldReloadOnNavigation()) return
  watch.markReloading()
  throw redirect({ href: location.href, reloadDocument: true })
}
