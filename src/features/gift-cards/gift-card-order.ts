import type { ShippingMethod } from '../../../contract/order'
import type { Order } from '../../lib/api/normalize'
import { EMAIL_SHIPPING } from './gift-card-code'

/**
 * What vouchers change at the checkout (docs/decisions/056-gift-vouchers.md): a cart of vouchers only is mailed
 * (one shipping method, "E-mailem", no delivery address), and an order the applied vouchers pay in full needs no
 * payment method.
 */
export function isGiftCardsOnly(cart: Pick<Order, 'items'>): boolean {
  return cart.items.length > 0 && cart.items.every((item) => item.giftCard === true)
}

/** Vouchers pay everything: the API places it as paid without a payment method. */
export function isNothingToPay(cart: Pick<Order, 'total' | 'giftCards'>): boolean {
  return cart.total === 0 && (cart.giftCards?.length ?? 0) > 0
}

/**
 * The shipping methods the checkout offers: a cart of vouchers only gets the e-mail one (the API offers it that
 * one alone); a cart with goods never gets it.
 */
export function offeredShipping(methods: readonly ShippingMethod[], giftCardsOnly: boolean): ShippingMethod[] {
  return methods.filter((method) => (method.code === EMAIL_SHIPPING) === giftCardsOnly)
}
