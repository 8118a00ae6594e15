import type { ParsedLocation } from '@tanstack/react-router'
import type { AppServices } from './services'

/**
 * Route processing order (docs/product.md#route-steps): a first global step; then, when logged in, restoring the user,
 * restoring the cart and loading the watch list; then redirects. Features contribute steps; the root route
 * runs them in its `beforeLoad`. A step may throw a router `redirect()`.
 */
export type RouteStepContext = {
  services: AppServices
  location: ParsedLocation
  isServer: boolean
  /** A preload (hover, intent) runs the steps too; steps with side effects skip it. */
  preload: boolean
}
export type RouteStep = (context: RouteStepContext) => void | Promise<void>

export type RouteSteps = {
  global: readonly RouteStep[]
  /** Run in order: the user first, then what depends on the user (cart, watch list). */
  whenLoggedIn: readonly RouteStep[]
  /** Restoring the cart: after the user (a login may pick up a cart), and for guests as well. */
  cart: readonly RouteStep[]
  redirects: readonly RouteStep[]
}

async function inOrder(steps: readonly RouteStep[], context: RouteStepContext): Promise<void> {
  for (const step of steps) await step(context)
}

export async function runRouteSteps(steps: RouteSteps, context: RouteStepContext): Promise<void> {
  await inOrder(steps.global, context)
  const loggedIn = context.services.customerIri() ? steps.whenLoggedIn : []
  if (context.isServer) {
    // On the server both only read what the cookies name (the user of the session, the cart of the token); the
    // order matters for a login's cart pickup, which happens in the browser. Side by side they cost one API
    // call in the page's longest chain, not two (docs/decisions/058-round-trips.md).
    await Promise.all([inOrder(loggedIn, context), inOrder(steps.cart, context)])
  } else {
    await inOrder(loggedIn, context)
    await inOrder(steps.cart, context)
  }
  await inOrder(steps.redirects, context)
}
