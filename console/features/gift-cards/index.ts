/** What other console features use of the vouchers' screens: a refund's voucher part on the order screen. */
export { RefundGiftCards } from './RefundGiftCards'
