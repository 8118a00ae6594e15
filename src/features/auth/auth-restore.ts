import { useState } from 'react'
import type { RouteStep } from '../../lib/route-steps'
import type { AuthSnapshot, AuthStore } from './auth.store'

/**
 * A route step of the `whenLoggedIn` group (docs/product.md#route-steps, "restoring the user"): the server render loads the
 * user of the session cookie before the cart is restored, so the page is rendered for that customer. The
 * browser starts from the server's snapshot instead (no second request).
 */
export const userRestoreStep: RouteStep = async ({ services, isServer, preload }) => {
  if (!isServer || preload) return
  const auth = services.auth.getState()
  if (auth.status === 'idle') await auth.restore()
}

/** The snapshot the root loader hands to the browser. */
export function dehydrateAuth(store: AuthStore): AuthSnapshot {
  return store.getState().dehydrate()
}

/** Fills the browser's store from the server's snapshot during the first render, before any component reads it. */
export function useHydrateAuth(store: AuthStore, snapshot: AuthSnapshot | null | undefined): void {
  useState(() => store.getState().hydrate(snapshot ?? null))
}
