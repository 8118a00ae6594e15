import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDateTime, money } from '../../lib/format'
import type { OrderDetail } from '../../lib/orders'
import { t } from '../../lib/texts'
import { type Column, DataTable } from '../../ui/DataTable'
import { StateBadge } from '../../ui/StateBadge'
import { RefundGiftCards } from '../gift-cards'
import { AddressBlock } from './AddressBlock'
import { BankTransferCard } from './BankTransferCard'
import { CancelOrder, PaymentActions, ShipmentActions } from './OrderActions'
import { nameWithVariant } from '../../../contract/variant-label'
import { actorName, ageMethodName } from './names'
import { shipmentHold } from './shipment-hold'
import { VoucherRefund } from './VoucherRefund'
import './orders.css'

const route = getRouteApi('/objednavky/$token')

const itemColumns: Column<OrderDetail['items'][number]>[] = [
  {
    header: t('order.item'),
    cell: (line) => (
      <>
        {nameWithVariant(line.productName, line.variantName)}
        {line.alcohol && <span className="badge">{t('order.alcohol')}</span>}
        {line.engraving && (
          <p className="engraving">
            <span className="engraving__label">{t('order.engraving')}</span>
            <span className="engraving__text">{line.engraving}</span>
          </p>
        )}
      </>
    ),
  },
  { header: t('order.code'), cell: (line) => line.variantCode },
  { header: t('order.quantity'), cell: (line) => line.quantity, className: 'num' },
  { header: t('order.unitPrice'), cell: (line) => money(line.unitPrice), className: 'num' },
  { header: t('orders.total'), cell: (line) => money(line.total), className: 'num' },
]

/** One order as staff work on it (decision 044's detail): items, addresses, note, age check, money, parcel, history. */
export function OrderScreen() {
  const router = useRouter()
  // the order is always the loader's: a copy in state would keep showing the first visit after steps elsewhere
  const order = route.useLoaderData()
  const [updated, setUpdated] = useState<string | null>(null)
  const done = updated === order.tokenValue ? t('order.updated') : null
  // after a step the screen loads the order again, so the router's data (and a later visit) is the new state
  const update = async () => {
    await router.invalidate()
    setUpdated(order.tokenValue)
  }
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
        <strong>{money(order.total)}</strong>
      </p>
      <p role="status" className={done ? 'notice notice--success' : 'visually-hidden'}>
        {done}
      </p>
      {order.cancelReason && <p className="notice">{t('order.cancelReason', { reason: order.cancelReason })}</p>}

      {order.containsAlcohol && (
        <section className="card card--alert" aria-labelledby="age">
          <h2 id="age">{t('order.ageTitle')}</h2>
          <p>
            {order.ageVerification
              ? t('order.ageVerified', {
                  at: formatDateTime(order.ageVerification.verifiedAt),
                  method: ageMethodName(order.ageVerification.method),
                })
              : t('order.ageMissing')}
          </p>
          {/* who checks the ID: the carrier (named from the data), the courier, the shop's counter */}
          {order.shipments.map((shipment) => (
            <p key={shipment.id}>
              {shipment.carrier
                ? t('order.ageHandover.carrier', { carrier: shipment.carrier.name })
                : t(`order.ageHandover.${shipment.method}`)}
            </p>
          ))}
        </section>
      )}

      <DataTable
        caption={t('order.items')}
        columns={itemColumns}
        rows={order.items}
        rowKey={(line) => line.id}
        empty="–"
      />
      <p className="totals">
        {t('order.totals', {
          items: money(order.itemsTotal),
          shipping: money(order.shippingTotal),
          fee: money(order.paymentFeeTotal),
          total: money(order.total),
        })}
      </p>

      <div className="cards">
        <AddressBlock title={t('order.billing')} address={order.billingAddress} empty="–" />
        <AddressBlock title={t('order.shipping')} address={order.shippingAddress} empty={t('order.noShipping')} />
        <section className="card">
          <h2>{t('order.note')}</h2>
          <p className="note">{order.notes || t('order.noNote')}</p>
        </section>
      </div>

      <section aria-labelledby="payments">
        <h2 id="payments">{t('order.payments')}</h2>
        {order.payments.map((payment) => (
          <div key={payment.id} className="card">
            <p>
              {t(`methods.payment.${payment.method}`)} · {money(payment.amount)} ·{' '}
              <span className="badge">{t(`states.paymentItem.${payment.state}`)}</span>
              {payment.refundedAmount > 0 && <> · {t('order.refunded', { amount: money(payment.refundedAmount) })}</>}
              {payment.completedAt && <> · {formatDateTime(payment.completedAt)}</>}
            </p>
            <PaymentActions
              key={`${payment.state}:${payment.refundedAmount}`}
              payment={payment}
              order={order}
              update={update}
            />
          </div>
        ))}
        {order.bankTransfer && <BankTransferCard transfer={order.bankTransfer} />}
        {/* the fields start anew after each refund */}
        <VoucherRefund key={`${order.state}:${order.giftCardsLeft}`} order={order} update={update} />
        {order.refunds.length > 0 && (
          <ul>
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {refund.method === 'gift_card'
                  ? t('order.refundToGiftCards', {
                      at: formatDateTime(refund.createdAt),
                      actor: actorName(refund.actor),
                    })
                  : t('order.refundLine', {
                      amount: money(refund.amount),
                      at: formatDateTime(refund.createdAt),
                      actor: actorName(refund.actor),
                      state: refund.state,
                    })}
                {refund.account && <> · {refund.account}</>}
                {refund.reason && <> · {refund.reason}</>}
                {((refund.lines ?? []).length > 0 || refund.giftCards.length > 0) && (
                  <ul>
                    {(refund.lines ?? []).map((line, index) => (
                      <li key={index}>
                        {t('order.refundPart', {
                          name: line.name,
                          quantity: line.quantity,
                          amount: money(line.amount),
                        })}
                        {line.reason && <> · {line.reason}</>}
                      </li>
                    ))}
                    <RefundGiftCards parts={refund.giftCards} />
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="shipments">
        <h2 id="shipments">{t('order.shipments')}</h2>
        {order.shipments.map((shipment) => (
          <div key={shipment.id} className="card">
            <p>
              {t(`methods.shipping.${shipment.method}`)}
              {shipment.pickupPoint && <> · {shipment.pickupPoint.name ?? shipment.pickupPoint.id}</>} ·{' '}
              <StateBadge kind="shipping" state={shipment.state} />
              {shipment.tracking && (
                <>
                  {' '}
                  · {t('order.tracking')}{' '}
                  {shipment.trackingUrl ? (
                    <a href={shipment.trackingUrl} target="_blank" rel="noreferrer">
                      {shipment.tracking}
                    </a>
                  ) : (
                    shipment.tracking
                  )}
                </>
              )}
            </p>
            {shipment.handover && (
              <p>
                {t('order.handover', { at: formatDateTime(shipment.handover.at), by: shipment.handover.by ?? '–' })}
                {shipment.handover.ageChecked !== null &&
                  ` · ${shipment.handover.ageChecked ? t('order.ageCheckedYes') : t('order.ageCheckedNo')}`}
              </p>
            )}
            <ShipmentActions
              // the dialogs' fields start anew for the shipment's next state
              key={shipment.state}
              shipment={shipment}
              update={update}
              hold={shipmentHold(order)}
            />
          </div>
        ))}
      </section>

      <section aria-labelledby="invoices">
        <h2 id="invoices">{t('order.invoices')}</h2>
        {order.invoices.length === 0 ? (
          <p>{t('order.noInvoices')}</p>
        ) : (
          <ul>
            {order.invoices.map((invoice) => (
              <li key={invoice.id}>
                <a href={invoice.download} download>
                  {t(invoice.kind === 'invoice' ? 'order.invoice' : 'order.creditNote', { number: invoice.number })}
                </a>{' '}
                ({money(invoice.total)}){' '}
                <a href={invoice.isdoc} download aria-label={t('order.isdocLabel', { number: invoice.number })}>
                  {t('order.isdoc')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="order-actions">
        <h2 id="order-actions">{t('order.orderActions')}</h2>
        <CancelOrder key={order.state} order={order} update={update} />
      </section>

      <section aria-labelledby="history">
        <h2 id="history">{t('order.history')}</h2>
        <ol className="history">
          {order.history.map((entry) => (
            <li key={entry.id}>
              <time>{formatDateTime(entry.createdAt)}</time> · {t(`history.${entry.transition}`)} ·{' '}
              {actorName(entry.actor)}
            </li>
          ))}
        </ol>
      </section>
    </article>
  )
}
