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
