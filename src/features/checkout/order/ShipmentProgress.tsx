import { OpeningHoursTable, SHOP_INFO } from '../../content'
import type { Order } from '../../../lib/api/normalize'
import { useT } from '../../../lib/services'
import { isShopPickup } from './order-status'

/**
 * What the shopper can do about a dispatched order (decision 044): follow the parcel on the carrier's tracking
 * page, or, for a pickup in our shop, come by in the opening hours. Nothing before the order leaves.
 */
export function ShipmentProgress({ order }: { order: Order }) {
  const t = useT()
  const shipment = order.shipments.at(-1)
  if (!shipment) return null
  if (isShopPickup(order) && order.shippingState === 'ready_for_pickup') {
    const { address } = SHOP_INFO
    return (
      <div className="shipment-progress">
        <p>{t('order.shipping.shopReady')}</p>
        <address>
          {SHOP_INFO.name}
          <br />
          {address.street}
          <br />
          {address.postalCode} {address.city}
        </address>
        <OpeningHoursTable hours={SHOP_INFO.shopHours} caption={t('order.shipping.shopHours')} />
      </div>
    )
  }
  if (!shipment.trackingUrl && !shipment.tracking) return null
  return (
    <p className="shipment-progress">
      {shipment.tracking ? <span>{t('order.shipping.trackingNumber', { number: shipment.tracking })} </span> : null}
      {shipment.trackingUrl ? (
        <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          {t('order.shipping.track')}
        </a>
      ) : null}
    </p>
  )
}
