import { getRouteApi } from '@tanstack/react-router'
import { formatDateTime, money } from '../../lib/format'
import { t } from '../../lib/texts'
import { StateBadge } from '../../ui/StateBadge'

const route = getRouteApi('/objednavky/$token')

/** One order as staff work on it (decision 044's detail): items, addresses, note, age check, money, parcel, history. */
export function OrderScreen() {
  const order = route.useLoaderData()
  return (
    <article className="order">
      <h1>{t('order.title', { number: order.number ?? order.tokenValue })}</h1>
      <p className="badges">
        <StateBadge kind="order" state={order.state} />
        <StateBadge kind="payment" state={order.paymentState} />
        <StateBadge kind="shipping" state={order.shippingState} />
      </p>
      <p>
        {t('order.placed', { at: formatDateTime(order.checkoutCompletedAt) })} · {order.customer.email} ·{' '}
        {money(order.total)}
      </p>
    </article>
  )
}
