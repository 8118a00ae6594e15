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

export async function runRouteSteps(steps: RouteSteps, context: RouteStepContext): Promise<void> {
  for (const step of steps.global) await step(context)
  if (context.services.customerIri()) for (const step of steps.whenLoggedIn) await step(context)
  for (const step of steps.cart) await step(context)
  for (const step of steps.redirects) await step(context)
}
