import '../texts'
import { Link } from '@tanstack/react-router'
import type { PaymentMethod, PaymentQr } from '../../../../contract/order'
import type { Order } from '../../../lib/api/normalize'
import { useT } from '../../../lib/services'
import { orderTotals } from '../methods'
import type { ExpectedDelivery, OrderDocument } from './order.api'
import { currentPayment, infoVariant, isCancelled } from './order-status'
import { OrderDocuments } from './OrderDocuments'
import { OrderInfo } from './OrderInfo'
import { OrderItems } from './OrderItems'
import { OrderTimeline } from './OrderTimeline'
import { OrderTotals } from './OrderTotals'
import type { PaymentReturn } from './use-payment-return'

type Props = {
  order: Order
  paymentMethods: PaymentMethod[]
  /** The invoice and credit notes issued so far (an order paid online has its invoice when the shopper returns). */
  documents: readonly OrderDocument[]
  delivery: Promise<ExpectedDelivery | null>
  paymentReturn: PaymentReturn
  /** An unpaid bank transfer's account and QR Platba (docs/qr-platba.md); null otherwise. */
  paymentQr?: PaymentQr | null
}

/**
 * `/cart/thank-you/{token}`: the order number, its timeline, what its state means, what was ordered (an engraving's
 * text too, so the shopper can check it before it is cut), and where to go next.
 */
export function ThankYouPage({ order, paymentMethods, documents, delivery, paymentReturn, paymentQr = null }: Props) {
  const t = useT()
  const code = currentPayment(order)?.method?.code
  const method = paymentMethods.find((candidate) => candidate.code === code) ?? null
  const variant = infoVariant(order)
  return (
    <section className="thank-you" aria-labelledby="thank-you-title">
      <h1 id="thank-you-title">{t('thankYou.title')}</h1>
      {order.number ? <p className="thank-you__number">{t('thankYou.number', { number: order.number })}</p> : null}
      <PaymentReturnNotice paymentReturn={paymentReturn} paid={order.paymentState === 'paid'} />
      <OrderTimeline order={order} />
      <OrderInfo order={order} variant={variant} method={method} delivery={delivery} paymentQr={paymentQr} />
      {order.shipments[0]?.checkAgeAtHandover && !isCancelled(order) ? (
        <p className="thank-you__age-check">{t('order.shipping.ageCheck')}</p>
      ) : null}
      <section className="thank-you__items" aria-labelledby="thank-you-items-title">
        <h2 id="thank-you-items-title">{t('order.items.title')}</h2>
        <OrderItems items={order.items} />
        <OrderTotals totals={orderTotals(order)} couponCode={order.couponCode} giftCards={order.giftCards} />
      </section>
      <OrderDocuments documents={documents} orderToken={order.tokenValue} />
      <p className="thank-you__links">
        <Link to="/order/$token" params={{ token: order.tokenValue }}>
          {t('thankYou.detail')}
        </Link>
        <Link to="/" className="button button--ghost">
          {t('thankYou.continue')}
        </Link>
      </p>
    </section>
  )
}

/** What the gateway said on the way back, while the page confirms it with the API. */
function PaymentReturnNotice({ paymentReturn, paid }: { paymentReturn: PaymentReturn; paid: boolean }) {
  const t = useT()
  const { status, checking } = paymentReturn
  let message: string | null = null
  if (status === 'PAID' && !paid) message = checking ? t('thankYou.return.checking') : t('thankYou.return.notYet')
  if (status === 'CANCELLED') message = t('thankYou.return.cancelled')
  if (status === 'PENDING') message = t('thankYou.return.pending')
  return (
    <div className="thank-you__return" role="status">
      {message ? <p>{message}</p> : null}
    </div>
  )
}
