import { Await } from '@tanstack/react-router'
import { Suspense } from 'react'
import type { PaymentMethod, PaymentQr } from '../../../../contract/order'
import { variableSymbolOf } from '../../../../contract/variable-symbol'
import { Price } from '../../../components/ui/Price'
import { SectionBoundary } from '../../../components/ui/SectionBoundary'
import type { Order } from '../../../lib/api/normalize'
import { useT } from '../../../lib/services'
import { BankTransferPayment } from './BankTransferPayment'
import { formatDate, formatDateTime } from '../../../../contract/prague-time'
import type { ExpectedDelivery } from './order.api'
import { awaitsOnlinePayment, awaitsPayment, type InfoVariant, isPaid, isShopPickup } from './order-status'
import { PayButton } from './PayButton'
import { ShipmentProgress } from './ShipmentProgress'

type Props = {
  order: Order
  variant: InfoVariant
  /** The method of the order's current payment. */
  method: PaymentMethod | null
  delivery: Promise<ExpectedDelivery | null>
  /** An unpaid bank transfer's account, symbol and QR Platba (docs/qr-platba.md); null for any other order. */
  paymentQr?: PaymentQr | null
}

/** Variants before the parcel leaves: invoice and dispatch within 24 h, and the expected delivery. */
const BEFORE_DISPATCH: readonly InfoVariant[] = ['cod', 'paid', 'pending']

/** Money given back: the timeline keeps "paid" (money was taken), the info says what came back. */
const REFUNDS: Record<string, 'full' | 'partial'> = { refunded: 'full', partially_refunded: 'partial' }

/**
 * What the order's state means for the shopper (docs/product.md#info-variants): the info variant's text, then what to do
 * about the payment (go to the gateway within 30 minutes, transfer the money, or pay on delivery).
 */
export function OrderInfo({ order, variant, method, delivery, paymentQr = null }: Props) {
  const t = useT()
  const refund = REFUNDS[order.paymentState ?? ''] ?? null
  // all the money went back: nothing is coming, whatever state the goods' side is in
  const dispatching = BEFORE_DISPATCH.includes(variant) && refund !== 'full'
  return (
    <section className={`order-info order-info--${variant}`} aria-labelledby="order-info-title">
      <h2 id="order-info-title">{t(`thankYou.info.${variant}.title`)}</h2>
      <p>{t(infoTextKey(order, variant))}</p>
      {variant === 'cancel' && order.cancelReason ? (
        <p className="order-info__reason">{t('order.cancelReason', { reason: order.cancelReason })}</p>
      ) : null}
      {refund && variant !== 'cancel' ? <p className="order-info__refund">{t(`thankYou.refund.${refund}`)}</p> : null}
      {variant === 'shipped' || variant === 'pickup-ready' ? <ShipmentProgress order={order} /> : null}
      {awaitsOnlinePayment(order, method) ? <OnlinePayment order={order} /> : null}
      {variant === 'pending' && method && !method.online ? (
        <TransferInstructions order={order} method={method} paymentQr={paymentQr} />
      ) : null}
      {variant === 'cod' ? (
        <p className="order-info__amount">
          {t('thankYou.cod.amount')} <Price amount={order.total} />
        </p>
      ) : null}
      {dispatching && isShopPickup(order) ? <p className="order-info__dispatch">{t('thankYou.shopPickup')}</p> : null}
      {dispatching && !isShopPickup(order) ? (
        <>
          <p className="order-info__dispatch">{t('thankYou.dispatch')}</p>
          <ExpectedDeliveryNote delivery={delivery} />
        </>
      ) : null}
    </section>
  )
}

/** The variant's text; a pickup in our shop and a cancelled order whose money was taken have their own. */
function infoTextKey(order: Order, variant: InfoVariant): string {
  if (variant === 'pickup-ready' && isShopPickup(order)) return 'thankYou.info.pickup-ready.textShop'
  // "the order and its payment are cancelled" is not true of money already paid: it goes, or went, back
  if (variant === 'cancel' && order.paymentState === 'refunded') return 'thankYou.info.cancel.textRefunded'
  if (variant === 'cancel' && isPaid(order)) return 'thankYou.info.cancel.textRefund'
  return `thankYou.info.${variant}.text`
}

function OnlinePayment({ order }: { order: Order }) {
  const t = useT()
  const due = formatDateTime(order.paymentDueAt)
  return (
    <div className="order-info__payment">
      <PayButton token={order.tokenValue} />
      <p className="order-info__deadline">{due ? t('thankYou.deadlineAt', { time: due }) : t('thankYou.deadline')}</p>
    </div>
  )
}

/**
 * Bank transfer: the shop's account, the amount and the order number as variable symbol with the QR Platba, then the
 * deadline. Without the API's answer (the account is not configured), the method's instructions, amount and symbol.
 */
function TransferInstructions({
  order,
  method,
  paymentQr,
}: {
  order: Order
  method: PaymentMethod
  paymentQr: PaymentQr | null
}) {
  const t = useT()
  // a transfer has 7 days (the API cancels the order after paymentDueAt)
  const due = formatDateTime(order.paymentDueAt)
  return (
    <div className="order-info__transfer">
      {paymentQr && awaitsPayment(order) ? (
        <BankTransferPayment qr={paymentQr} />
      ) : (
        <>
          {method.instructions ? <p className="order-info__instructions">{method.instructions}</p> : null}
          <dl>
            <div>
              <dt>{t('thankYou.transfer.amount')}</dt>
              <dd>
                <Price amount={order.total} />
              </dd>
            </div>
            {order.number ? (
              <div>
                <dt>{t('thankYou.transfer.variableSymbol')}</dt>
                <dd>{variableSymbolOf(order.number)}</dd>
              </div>
            ) : null}
          </dl>
        </>
      )}
      {due ? <p className="order-info__deadline">{t('thankYou.transfer.deadline', { time: due })}</p> : null}
    </div>
  )
}

function ExpectedDeliveryNote({ delivery }: { delivery: Promise<ExpectedDelivery | null> }) {
  const t = useT()
  return (
    <SectionBoundary fallback={null}>
      <Suspense fallback={null}>
        <Await promise={delivery}>
          {(info) =>
            info ? (
              <p className="order-info__delivery">
                {info.deliveryFrom === info.deliveryTo
                  ? t('thankYou.deliveryOn', { date: formatDate(info.deliveryFrom) ?? info.deliveryFrom })
                  : t('thankYou.deliveryBetween', {
                      from: formatDate(info.deliveryFrom) ?? info.deliveryFrom,
                      to: formatDate(info.deliveryTo) ?? info.deliveryTo,
                    })}
              </p>
            ) : null
          }
        </Await>
      </Suspense>
    </SectionBoundary>
  )
}
