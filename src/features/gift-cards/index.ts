/**
 * Gift vouchers (dárkové poukazy, docs/decisions/056-gift-vouchers.md) for the other features: the amount field of
 * a free-amount voucher (catalogue), the code field and the voucher rows of the totals (cart, checkout, order
 * pages), the codes a paid voucher line issued, and what a cart of vouchers only needs at the checkout.
 */
export { GiftCardAmountSlot } from './GiftCardAmountSlot'
export { useGiftCardAmount } from './use-gift-card-amount'
export { GiftCardRedeem } from './GiftCardRedeem'
export { GiftCardPayments } from './GiftCardPayments'
export { GiftCardLineNote } from './GiftCardLineNote'
export { isGiftCardsOnly, isNothingToPay, offeredShipping } from './gift-card-order'
export { GiftCardCheckoutNote } from './GiftCardCheckoutNote'
