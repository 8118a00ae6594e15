import '../texts'
import type { PaymentMethod, PaymentQr } from '../../../../contract/order'
import type { Order } from '../../../lib/api/normalize'
import { useT } from '../../../lib/services'
import { sameAddress } from '../checkout-form'
import { orderTotals } from '../methods'
import { AddressBlock } from './AddressBlock'
import { BankTransferPayment } from './BankTransferPayment'
import { formatDateTime } from '../../../../contract/prague-time'
import type { OrderDocument } from './order.api'
import { OrderDocuments } from './OrderDocuments'
import { OrderItems } from './OrderItems'
import { OrderTimeline } from './OrderTimeline'
import { OrderTotals } from './OrderTotals'
import {
  awaitsPayment,
  currentPayment,
  isCancelled,
  orderStateKey,
  paymentStateKey,
  stateLabelKey,
} from './order-status'
import { ShipmentProgress } from './ShipmentProgress'

type Props = {
  order: Order
  paymentMethods: PaymentMethod[]
  documents: readonly OrderDocument[]
  /** An unpaid bank transfer's account and QR Platba (docs/qr-platba.md); null otherwise. */
  paymentQr?: PaymentQr | null
}

/**
 * `/order/{token}`: items, addresses, shipping with the pickup point, payment, totals, the states and the tax
 * documents.
 */
export function OrderDetail({ order, paymentMethods, documents, paymentQr = null }: Props) {
  const t = useT()
  const shipment = order.shipments[0] ?? null
  const payment = currentPayment(order)
  const paymentName =
    payment?.method?.name ?? paymentMethods.find((method) => method.code === payment?.method?.code)?.name ?? null
  const placedAt = formatDateTime(order.checkoutCompletedAt)
  const label = (key: string, state: string | null | undefined) => {
    const text = t(key)
    return text === key ? (state ?? '') : text
  }
  return (
    <article className="order-detail" aria-labelledby="order-detail-title">
      <h1 id="order-detail-title">{t('order.title', { number: order.number ?? '' })}</h1>
      {placedAt ? <p className="order-detail__date">{t('order.placedAt', { date: placedAt })}</p> : null}
      <dl className="order-detail__states">
        <div>
          <dt>{t('order.stateLabel')}</dt>
          <dd>{label(orderStateKey(order), order.state)}</dd>
        </div>
        <div>
          <dt>{t('order.paymentStateLabel')}</dt>
          <dd>{label(paymentStateKey(order), order.paymentState)}</dd>
        </div>
        <div>
          <dt>{t('order.shippingStateLabel')}</dt>
          <dd>{label(stateLabelKey('shipping', order.shippingState), order.shippingState)}</dd>
        </div>
      </dl>
      {isCancelled(order) && order.cancelReason ? (
        <p className="order-detail__cancel-reason">{t('order.cancelReason', { reason: order.cancelReason })}</p>
      ) : null}
      <OrderTimeline order={order} />
      {paymentQr && awaitsPayment(order) ? (
        <section className="order-detail__section" aria-labelledby="order-transfer-title">
          <h2 id="order-transfer-title">{t('order.transferTitle')}</h2>
          <BankTransferPayment qr={paymentQr} />
        </section>
      ) : null}
      <section className="order-detail__section" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{t('order.items.title')}</h2>
        <OrderItems items={order.items} />
        <OrderTotals totals={orderTotals(order)} couponCode={order.couponCode} giftCards={order.giftCards} />
      </section>
      <OrderDocuments documents={documents} orderToken={order.tokenValue} />
      <div className="order-detail__columns">
        <section className="order-detail__section" aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title">{t('order.shipping.title')}</h2>
          <p>{shipment?.method?.name ?? shipment?.method?.code ?? '—'}</p>
          {shipment?.branchName ? <p>{t('order.shipping.pickupPoint', { name: shipment.branchName })}</p> : null}
          {shipment?.checkAgeAtHandover && !isCancelled(order) ? (
            <p className="order-detail__age-check">{t('order.shipping.ageCheck')}</p>
          ) : null}
          <ShipmentProgress order={order} />
          <h3>{t('order.payment.title')}</h3>
          <p>{paymentName ?? '—'}</p>
        </section>
        <AddressBlock title={t('order.billingAddress')} address={order.billingAddress} withCompany />
        {order.billingAddress && order.shippingAddress && sameAddress(order.billingAddress, order.shippingAddress) ? (
          <section className="order-detail__section">
            <h2>{t('order.shippingAddress')}</h2>
            <p>{t('order.sameAsBilling')}</p>
          </section>
        ) : (
          <AddressBlock title={t('order.shippingAddress')} address={order.shippingAddress} />
        )}
      </div>
      {order.notes ? (
        <section className="order-detail__section" aria-labelledby="order-note-title">
          <h2 id="order-note-title">{t('order.note')}</h2>
          <p className="order-detail__note">{order.notes}</p>
        </section>
      ) : null}
    </article>
  )
}
