import { useT } from '../../lib/services'
import './texts'

/**
 * What the checkout says instead of a step vouchers make needless: a cart of vouchers only asks for no delivery
 * address (they come by e-mail), an order vouchers pay in full asks for no payment method.
 */
export function GiftCardCheckoutNote({ kind }: { kind: 'emailOnly' | 'nothingToPay' }) {
  const t = useT()
  const text = kind === 'emailOnly' ? t('giftCards.shipping.emailOnly') : t('giftCards.totals.nothingToPay')
  return <p className="checkout-section checkout-section--plain gift-card-checkout-note">{text}</p>
}
