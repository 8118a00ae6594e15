import { useStore } from 'zustand'
import { useServices } from '../../lib/services'
import type { CartState } from './cart.store'

/**
 * Reads the cart store with a selector. Return one value or a stable reference; a selector that builds a new
 * object on every call needs `useShallow` from `zustand/react/shallow`.
 */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(useServices().cart, selector)
}
