import { Await } from '@tanstack/react-router'
import { Suspense } from 'react'
import type { PaymentMethod } from '../../../../contract/order'
import { Price } from '../../../components/ui/Price'
import { SectionBoundary } from '../../../components/ui/SectionBoundary'
import type { Order } from '../../../lib/api/normalize'
import { useT } from '../../../lib/services'
import { formatDateTime, formatDay } from './dates'
import type { ExpectedDelivery } from './order.api'
import { awaitsOnlinePayment, type InfoVariant, isShopPickup } from './order-status'
import { PayButton } from './PayButton'
import { ShipmentProgress } from './ShipmentProgress'

type Props = {
  order: Order
  variant: InfoVariant
  /** The method of the order's current payment. */
  method: PaymentMethod | null
  delivery: Promise<ExpectedDelivery | null>
}

/** Variants before the parcel leaves: invoice and dispatch within 24 h, and the expected delivery. */
const BEFORE_DISPATCH: readonly InfoVariant[] = ['cod', 'paid', 'pending']

/**
 * What the order's state means for the shopper (docs/product.md#info-variants): the info variant's text, then what to do
 * about the payment (go to the gateway within 30 minutes, transfer the money, or pay on delivery).
 */
export function OrderInfo({ order, variant, method, delivery }: Props) {
  const t = useT()
  return (
    <section className={`order-info order-info--${variant}`} aria-labelledby="order-info-title">
      <h2 id="order-info-title">{t(`thankYou.info.${variant}.title`)}</h2>
      <p>
        {t(
          variant === 'pickup-ready' && isShopPickup(order)
            ? 'thankYou.info.pickup-ready.textShop'
            : `thankYou.info.${variant}.text`,
        )}
      </p>
      {variant === 'shipped' || variant === 'pickup-ready' ? <ShipmentProgress order={order} /> : null}
      {awaitsOnlinePayment(order, method) ? <OnlinePayment order={order} /> : null}
      {variant === 'pending' && method && !method.online ? (
        <TransferInstructions order={order} method={method} />
      ) : null}
      {variant === 'cod' ? (
        <p className="order-info__amount">
          {t('thankYou.cod.amount')} <Price amount={order.total} />
        </p>
      ) : null}
      {BEFORE_DISPATCH.includes(variant) && isShopPickup(order) ? (
        <p className="order-info__dispatch">{t('thankYou.shopPickup')}</p>
      ) : null}
      {BEFORE_DISPATCH.includes(variant) && !isShopPickup(order) ? (
        <>
          <p className="order-info__dispatch">{t('thankYou.dispatch')}</p>
          <ExpectedDeliveryNote delivery={delivery} />
        </>
      ) : null}
    </section>
  )
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

/** Bank transfer: the method's instructions (the account), the amount, the order number as variable symbol, the deadline. */
function TransferInstructions({ order, method }: { order: Order; method: PaymentMethod }) {
  const t = useT()
  // a transfer has 7 days (the API cancels the order after paymentDueAt)
  const due = formatDateTime(order.paymentDueAt)
  return (
    <div className="order-info__transfer">
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
            <dd>{order.number}</dd>
          </div>
        ) : null}
      </dl>
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
                  ? t('thankYou.deliveryOn', { date: formatDay(info.deliveryFrom) })
                  : t('thankYou.deliveryBetween', {
                      from: formatDay(info.deliveryFrom),
                      to: formatDay(info.deliveryTo),
                    })}
              </p>
            ) : null
          }
        </Await>
      </Suspense>
    </SectionBoundary>
  )
}
