import { useStore } from 'zustand'
import { useServices } from '../../lib/services'
import type { CartState } from './cart.store'

/**
 * The cart's public surface for other features (checkout, shell, catalogue). The store itself is created per
 * request with the other services (`services.cart`); components read it with `useCart(selector)`.
 */
export type { CartState, CartSnapshot, CompleteResult, OrderDetailsInput } from './cart.store'
export type { ShipmentUpdate } from './cart.api'
export type { Order, OrderItem, OrderPayment, OrderShipment } from '../../lib/api/normalize'
export { toCartGa4Item, linePrice } from './cart-analytics'

/**
 * Reads the cart store with a selector. Return one value or a stable reference; a selector that builds a new
 * object on every call needs `useShallow` from `zustand/react/shallow`.
 */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(useServices().cart, selector)
}
