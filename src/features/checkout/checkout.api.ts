import './texts'
import type { PaymentMethod, ShippingMethod } from '../../../contract/order'
import type { ApiClient } from '../../lib/api/client'
import type { Order } from '../../lib/api/normalize'

/** Calls of the checkout: the method lists, this cart's shipping prices and the start of an online payment. */
export type CheckoutMethods = { shipping: ShippingMethod[]; payment: PaymentMethod[] }

/** Shipping and payment methods with their list prices and the allowed pairs (public, cached). */
export async function loadCheckoutMethods(api: ApiClient): Promise<CheckoutMethods> {
  const [shipping, payment] = await Promise.all([
    api.get('/shipping-methods', { schema: 'shippingMethodList' }),
    api.get('/payment-methods', { schema: 'paymentMethodList' }),
  ])
  return { shipping: shipping['hydra:member'], payment: payment['hydra:member'] }
}

/** What each shipping method costs for this cart (free above the threshold), by code; null without a shipment. */
export async function loadCartShippingPrices(api: ApiClient, cart: Order): Promise<Map<string, number> | null> {
  const shipment = cart.shipments[0]
  if (!shipment) return null
  const path = `/orders/${encodeURIComponent(cart.tokenValue)}/shipments/${shipment.id}/methods`
  const answer = await api.get(path, { schema: 'shippingMethodList', cache: false })
  return new Map(answer['hydra:member'].map((method) => [method.code, method.price]))
}
