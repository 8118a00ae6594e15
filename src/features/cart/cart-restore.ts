import { useState } from 'react'
import type { RouteStep } from '../../lib/route-steps'
import type { CartSnapshot, CartStore } from './cart.store'

/**
 * A route step (docs/product.md#route-steps, "restoring the cart"), for guests too: the server render reads the cart of
 * the cookie's token, so the header shows its count at once. In the browser the store is filled from the
 * server's snapshot instead (no second request). A shared render (edge cache) leaves the cart idle: the
 * snapshot says "not checked", and the browser loads the cart of its own cookie after hydration.
 */
export const cartRestoreStep: RouteStep = async ({ services, isServer, preload }) => {
  if (!isServer || preload || services.sharedRender) return
  const cart = services.cart.getState()
  if (cart.status === 'idle') await cart.load()
}

/** The snapshot the root loader hands to the browser. */
export function dehydrateCart(store: CartStore): CartSnapshot {
  return store.getState().dehydrate()
}

/**
 * Fills the browser's store from the server's snapshot during the first render, before any component reads
 * it, so the server's markup and the first browser render agree.
 */
export function useHydrateCart(store: CartStore, snapshot: CartSnapshot | null | undefined): void {
  useState(() => store.getState().hydrate(snapshot ?? null))
}
