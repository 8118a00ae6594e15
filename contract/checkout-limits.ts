/**
 * Limits and method codes of the cart and checkout, without schemas: the browser imports these (quantity
 * fields, the note counter, the thank-you page) without pulling zod in (docs/decisions/009).
 */
export const NAME_MIN = 2
export const NAME_MAX = 16
export const FULL_NAME_MAX = 35
export const TEXT_AREA_MAX = 1000
export const QUANTITY_MIN = 1
export const QUANTITY_MAX = 9999
/** We deliver in Czechia only (Packeta, courier, the Prague shop); the ZIP rule is the Czech one. */
export const DELIVERY_COUNTRIES = ['CZ'] as const

/** Codes of the methods the demo shop seeds; the API reads methods from its tables. */
export const SHIPPING = { packeta: 'packeta', courier: 'courier', shopPickup: 'shop_pickup' } as const
export const PAYMENT = { online: 'comgate', bankTransfer: 'bank_transfer', cashOnDelivery: 'cod' } as const
/** Minutes an online payment may take before the order is cancelled (docs/product.md#checkout). */
export const PAYMENT_DEADLINE_MINUTES = 30
