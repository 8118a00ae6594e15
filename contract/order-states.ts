/**
 * The states of an order, of its payment and of its shipment (docs/decisions/044-fulfilment.md): what the admin
 * API's order list filters by and the staff console offers, from one list.
 */
export const ORDER_STATES = ['new', 'progressing', 'fulfilled', 'cancelled'] as const
export const PAYMENT_STATES = [
  'awaiting_payment',
  'authorized',
  'paid',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const
export const SHIPPING_STATES = [
  'ready',
  'waiting_for_expedition',
  'ready_for_expedition',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'refused',
  'cancelled',
] as const

/**
 * The staff console's queues of today's work (decision 049): `toPay` bank transfers not yet arrived; `toPack`
 * parcels to pack that may go (paid, or cash on delivery); `toHandToCarrier` packed for a carrier whose parcels
 * the shop creates through its API (any carrier, docs/decisions/060-carrier-port.md), `toHandToCourier` packed for
 * the courier whose tracking number staff type in; `readyForPickup` waiting in the shop for their customer.
 * Cancelled orders are in none.
 */
export const ORDER_QUEUES = ['toPay', 'toPack', 'toHandToCarrier', 'toHandToCourier', 'readyForPickup'] as const
export type OrderQueue = (typeof ORDER_QUEUES)[number]

/** The codes of the shipping and payment methods the shop has (contract/checkout-limits.ts names them). */
export const SHIPPING_METHODS = ['packeta', 'courier', 'shop_pickup'] as const
export const PAYMENT_METHODS = ['comgate', 'bank_transfer', 'cod'] as const
