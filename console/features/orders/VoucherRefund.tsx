import { useId, useState } from 'react'
import { adminOrder } from '../../../contract/admin/orders'
import { adminSend } from '../../lib/admin-api'
import type { OrderDetail } from '../../lib/orders'
import { t } from '../../lib/texts'
import { RefundFields } from './RefundFields'
import { emptyChoice, refundOf, vouchersRefundable } from './refund-total'
import { Transition } from './Transition'

/**
 * A refund of an order that vouchers paid wholly, or whose money is all back already (decision 056): the chosen
 * lines, shipping or amount go back to the vouchers, the last applied first, with a credit note; no money moves.
 * The screen then shows the refund with its vouchers and the credit note (`update` reloads the order).
 */
export function VoucherRefund({
  order,
  update,
}: {
  order: OrderDetail
  update: (order: OrderDetail) => Promise<void>
}) {
  const id = useId()
  const [choice, setChoice] = useState(emptyChoice)
  const left = vouchersRefundable(order)
  if (left <= 0) return null
  return (
    <div className="actions">
      <Transition
        label={t('actions.voucherRefund.label')}
        title={t('actions.voucherRefund.title')}
        explain={t('actions.voucherRefund.explain')}
        fields={<RefundFields id={id} order={order} choice={choice} onChoice={setChoice} max={left} toVouchers />}
        run={async () =>
          update(
            await adminSend(adminOrder, 'POST', `/orders/${order.tokenValue}/refunds`, {
              json: refundOf(order, choice).body,
            }),
          )
        }
        danger
      />
    </div>
  )
}
