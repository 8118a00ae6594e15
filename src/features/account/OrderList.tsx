import { Link } from '@tanstack/react-router'
import { idFromIri } from '../../../contract/iri'
import { formatPrice } from '../../lib/money'
import { useT } from '../../lib/services'
import { currentStep, type OrderProgress } from '../checkout'
import type { AccountOrder } from './account.api'
import { formatDate } from '../../../contract/prague-time'

/** The list's order as the timeline reads it; the shipping method may come as an IRI (stock Sylius) or an object. */
function progressOf(order: AccountOrder): OrderProgress {
  const shipments = (order.shipments ?? []).map(({ method }) => ({
    method: !method
      ? null
      : { code: typeof method === 'string' ? idFromIri(method) : (method.code ?? idFromIri(method['@id'])) },
  }))
  return { state: order.state, paymentState: order.paymentState, shippingState: order.shippingState, shipments }
}

const REFUNDS = new Set(['refunded', 'partially_refunded'])

/**
 * The customer's placed orders as a table; each links to its detail at /order/{token}. An order's state is the
 * step its page's timeline shows as current (paid, dispatched, ready for pickup, …), and a refund as on that page.
 */
export function OrderList({ orders }: { orders: AccountOrder[] }) {
  const t = useT()
  if (orders.length === 0) return <p className="account-empty">{t('account.orders.empty')}</p>
  return (
    <table className="account-orders">
      <caption className="visually-hidden">{t('account.orders.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.orders.number')}</th>
          <th scope="col">{t('account.orders.date')}</th>
          <th scope="col">{t('account.orders.state')}</th>
          <th scope="col">{t('account.orders.total')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('account.orders.detail')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const step = currentStep(progressOf(order))
          return (
            <tr key={order.tokenValue}>
              <th scope="row">{order.number}</th>
              <td>{formatDate(order.checkoutCompletedAt) ?? ''}</td>
              <td>
                {t(`account.orders.states.${step}`)}
                {step !== 'refunded' && REFUNDS.has(order.paymentState)
                  ? `, ${t(`account.orders.refund.${order.paymentState}`)}`
                  : null}
              </td>
              <td>{formatPrice(order.total)}</td>
              <td>
                <Link
                  to="/order/$token"
                  params={{ token: order.tokenValue }}
                  aria-label={t('account.orders.detailOf', { number: order.number ?? '' })}
                >
                  {t('account.orders.detail')}
                </Link>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
