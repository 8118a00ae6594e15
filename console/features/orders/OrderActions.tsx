import { useId, useState } from 'react'
import { CheckboxField, TextField } from '../../../src/components/ui/FormField'
import { adminOrder } from '../../../contract/admin/orders'
import { ADMIN_BASE, adminSend } from '../../lib/admin-api'
import { money } from '../../lib/format'
import type { OrderDetail, Payment, Shipment } from '../../lib/orders'
import { t } from '../../lib/texts'
import type { shipmentHold } from './shipment-hold'
import { RefundFields } from './RefundFields'
import { emptyChoice, refundOf } from './refund-total'
import { Transition } from './Transition'

/** The customer's account a transfer's money goes back to: asked by a refund and by cancelling a paid order. */
function RefundAccountField(props: { id: string; name: string; value: string; onValue: (value: string) => void }) {
  return <TextField {...props} label={t('actions.refund.account')} />
}

/** Shows the order as it is after a step (the step answers it; the screen reloads it). */
type Update = (order: OrderDetail) => Promise<void>

const OPEN_PAYMENT = ['new', 'processing', 'authorized', 'cart']

/** The payment's transitions: a transfer or cash received, a refund of chosen lines, shipping, an amount. */
export function PaymentActions({ payment, order, update }: { payment: Payment; order: OrderDetail; update: Update }) {
  const id = useId()
  const refundable = payment.amount - payment.refundedAmount
  const [choice, setChoice] = useState(emptyChoice)
  const [account, setAccount] = useState('')
  const card = payment.method === 'comgate'
  return (
    <div className="actions">
      {!card && OPEN_PAYMENT.includes(payment.state) && (
        <Transition
          label={t('actions.complete.label')}
          title={t('actions.complete.title', { amount: money(payment.amount) })}
          explain={t('actions.complete.explain')}
          run={async () =>
            update(await adminSend(adminOrder, 'PATCH', `/payments/${payment.id}/complete`, { json: {} }))
          }
        />
      )}
      {payment.state === 'completed' && refundable > 0 && (
        <Transition
          label={t('actions.refund.label')}
          title={t('actions.refund.title')}
          explain={card ? t('actions.refund.explainCard') : t('actions.refund.explainTransfer')}
          fields={
            <>
              <RefundFields id={id} order={order} choice={choice} onChoice={setChoice} max={refundable} />
              {!card && <RefundAccountField id={`${id}-account`} name="account" value={account} onValue={setAccount} />}
            </>
          }
          run={async () =>
            update(
              await adminSend(adminOrder, 'POST', `/payments/${payment.id}/refunds`, {
                json: {
                  ...refundOf(order, choice).body,
                  ...(card ? {} : { account: account || null }),
                },
              }),
            )
          }
          danger
        />
      )}
    </div>
  )
}

/**
 * A shipment's steps in the order staff meet them: packed, sent (or ready in the shop), handed over. Packing and
 * dispatch need the order paid, or cash on delivery (decision 044): while `hold` says why not (shipment-hold.ts)
 * the buttons are not offered (the API would refuse them) and the shipment says what it waits for.
 */
export function ShipmentActions({
  shipment,
  update,
  hold,
}: {
  shipment: Shipment
  update: Update
  hold: ReturnType<typeof shipmentHold>
}) {
  const id = useId()
  const [tracking, setTracking] = useState('')
  const [ageChecked, setAgeChecked] = useState(false)
  const [reason, setReason] = useState('')
  const path = `/shipments/${shipment.id}`
  const send =
    (step: string, json: unknown = {}) =>
    async () =>
      update(await adminSend(adminOrder, 'PATCH', `${path}/${step}`, { json }))
  const before = ['ready', 'waiting_for_expedition', 'ready_for_expedition'].includes(shipment.state)
  const method = shipment.method
  // a method with a carrier creates its parcel through the API, whichever carrier it is (decision 060)
  const shipping = shipment.carrier ? 'carrier' : method
  const carrierName = { carrier: shipment.carrier?.name ?? '' }
  if (before && hold) return <p>{t(`actions.${hold}`)}</p>
  return (
    <div className="actions">
      {['ready', 'waiting_for_expedition'].includes(shipment.state) && (
        <Transition
          label={t('actions.packed.label')}
          title={t('actions.packed.title')}
          explain={t('actions.packed.explain')}
          run={send('ready-for-expedition')}
        />
      )}
      {before && (
        <Transition
          label={t(`actions.ship.${shipping}.label`)}
          title={t(`actions.ship.${shipping}.title`, carrierName)}
          explain={t(`actions.ship.${shipping}.explain`, carrierName)}
          fields={
            method === 'courier' ? (
              <TextField
                id={`${id}-tracking`}
                name="trackingCode"
                label={t('actions.ship.tracking')}
                value={tracking}
                onValue={setTracking}
                required
                maxLength={64}
              />
            ) : undefined
          }
          run={send('ship', method === 'courier' ? { trackingCode: tracking.trim() || null } : {})}
        />
      )}
      {shipment.label && (
        <a
          className="button"
          href={`${ADMIN_BASE}${shipment.label.replace(ADMIN_BASE, '')}`}
          target="_blank"
          rel="noreferrer"
        >
          {t('actions.label')}
        </a>
      )}
      {method === 'shop_pickup' && shipment.state === 'ready_for_pickup' && (
        <Transition
          label={t('actions.pickUp.label')}
          title={t('actions.pickUp.title')}
          explain={shipment.checkAgeAtHandover ? t('actions.pickUp.explainAge') : t('actions.pickUp.explain')}
          fields={
            shipment.checkAgeAtHandover ? (
              <CheckboxField
                id={`${id}-age`}
                name="ageChecked"
                label={t('actions.pickUp.ageChecked')}
                checked={ageChecked}
                onChecked={setAgeChecked}
              />
            ) : undefined
          }
          run={send('pick-up', shipment.checkAgeAtHandover ? { ageChecked } : {})}
        />
      )}
      {shipment.state === 'shipped' && (
        <Transition
          label={t('actions.deliver.label')}
          title={t('actions.deliver.title')}
          explain={t('actions.deliver.explain')}
          run={send('deliver')}
        />
      )}
      {['shipped', 'ready_for_pickup'].includes(shipment.state) && (
        <Transition
          label={t('actions.refuse.label')}
          title={t('actions.refuse.title')}
          explain={t('actions.refuse.explain')}
          fields={
            <TextField
              id={`${id}-refuse`}
              name="reason"
              label={t('actions.reason')}
              value={reason}
              onValue={setReason}
              maxLength={500}
            />
          }
          run={send('refuse', { reason: reason || null })}
          danger
        />
      )}
    </div>
  )
}

/** Cancelling the whole order: what it does to the stock, the customer and the money paid. */
export function CancelOrder({ order, update }: { order: OrderDetail; update: Update }) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [account, setAccount] = useState('')
  const shipment = order.shipments[0]
  const cancellable =
    ['new', 'progressing'].includes(order.state) &&
    (!shipment || ['ready', 'waiting_for_expedition', 'ready_for_expedition', 'cancelled'].includes(shipment.state))
  if (!cancellable) return null
  const paid = order.payments
    .filter((p) => p.state === 'completed')
    .reduce((sum, p) => sum + p.amount - p.refundedAmount, 0)
  const card = order.payments.some((p) => p.state === 'completed' && p.method === 'comgate')
  return (
    <Transition
      label={t('actions.cancel.label')}
      title={t('actions.cancel.title', { number: order.number ?? '' })}
      explain={
        paid === 0
          ? t('actions.cancel.explainUnpaid')
          : card
            ? t('actions.cancel.explainCard', { amount: money(paid) })
            : t('actions.cancel.explainTransfer', { amount: money(paid) })
      }
      fields={
        <>
          <TextField
            id={`${id}-reason`}
            name="reason"
            label={t('actions.cancel.reason')}
            value={reason}
            onValue={setReason}
            maxLength={500}
          />
          {paid > 0 && !card && (
            <RefundAccountField id={`${id}-account`} name="refundAccount" value={account} onValue={setAccount} />
          )}
        </>
      }
      run={async () =>
        update(
          await adminSend(adminOrder, 'PATCH', `/orders/${order.tokenValue}/cancel`, {
            json: { reason: reason || null, ...(paid > 0 && !card ? { refundAccount: account || null } : {}) },
          }),
        )
      }
      danger
    />
  )
}
