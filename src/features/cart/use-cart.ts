import { useSyncExternalStore } from 'react'
import { useServices } from '../../lib/services'
import type { CartState } from './cart.store'

/**
 * Reads the cart store with a selector. Return one value or a stable reference; a selector that builds a new
 * object on every call needs `useShallow` from `zustand/react/shallow`.
 *
 * Not zustand's `useStore`: that renders the store's *initial* state on the server and during hydration,
 * while the cart is loaded on the server (route step) and hydrated from its snapshot before the first render.
 * Reading the current state in both places keeps the server's header count and the browser's first render equal.
 */
export function useCart<T>(selector: (state: CartState) => T): T {
  const store = useServices().cart
  const read = () => selector(store.getState())
  return useSyncExternalStore(store.subscribe, read, read)
}
