/**
 * The cart's public surface for other features (checkout, shell, catalogue). The store is created per request
 * with the other services (`services.cart`, for loaders and event handlers); components read it with
 * `useCart(selector)`.
 */
export type { CartState, CartSnapshot, CompleteResult, OrderDetailsInput } from './cart.store'
export type { CompletionChoices, ShipmentUpdate } from './cart.api'
export type { Order, OrderItem, OrderPayment, OrderShipment } from '../../lib/api/normalize'
export { toCartGa4Item, linePrice } from './cart-analytics'
export { useCart } from './use-cart'
export { AddToCart } from './AddToCart'
