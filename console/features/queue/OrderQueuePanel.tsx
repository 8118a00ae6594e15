import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { adminOrder, adminOrderList } from '../../../contract/admin/orders'
import type { OrderQueue } from '../../../contract/order-states'
import { ADMIN_BASE, adminSend, AdminApiError } from '../../lib/admin-api'
import { money } from '../../lib/format'
import { customerName, type OrderRow } from '../../lib/orders'
import { t } from '../../lib/texts'
import { useAdmin } from '../../lib/use-admin'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { type Column, DataTable } from '../../ui/DataTable'
import { daysLeft } from './days-left'

/**
 * One queue of today's work (`GET /orders?queue=…`, decision 049): its count is the list's total, so the two
 * always agree. `toPay` shows the days left of the transfer deadline; `toHandToCarrier` lets staff pick parcels,
 * create them at their carriers (each row names its own, from the data) and print all their labels at once.
 */
export type { OrderQueue }

const shipmentId = (row: OrderRow) => Number(row.shipment?.split('/').pop())

function orderLink(row: OrderRow) {
  return (
    <Link to="/objednavky/$token" params={{ token: row.tokenValue }}>
      {row.number ?? row.tokenValue}
    </Link>
  )
}

function dueCell(row: OrderRow) {
  const days = daysLeft(row.paymentDueAt)
  if (days === null) return '–'
  return days < 0 ? <strong>{t('queue.overdue')}</strong> : t('queue.daysLeft', { n: days })
}

/** The names of the chosen rows' carriers, each once: the dialog says who gets the parcels. */
function carriersOf(rows: readonly OrderRow[], selected: readonly number[]): string {
  const names = rows.filter((row) => selected.includes(shipmentId(row))).map((row) => row.carrier?.name ?? '')
  return [...new Set(names.filter(Boolean))].join(' a ')
}

export function OrderQueuePanel({ queue }: { queue: OrderQueue }) {
  const { data, error, loading, reload } = useAdmin(adminOrderList, `/orders?queue=${queue}&itemsPerPage=100`)
  const [selected, setSelected] = useState<number[]>([])
  const [confirming, setConfirming] = useState(false)
  const [printable, setPrintable] = useState<number[]>([])
  const rows = data?.['hydra:member'] ?? []
  const count = data?.['hydra:totalItems']
  const carrierQueue = queue === 'toHandToCarrier'
  const headingId = `queue-${queue}`

  const columns: Column<OrderRow>[] = [
    ...(carrierQueue
      ? [
          {
            header: t('queue.pick'),
            cell: (row: OrderRow) => (
              <input
                type="checkbox"
                aria-label={t('queue.pickOrder', { number: row.number ?? '' })}
                checked={selected.includes(shipmentId(row))}
                onChange={(event) =>
                  setSelected((current) =>
                    event.target.checked
                      ? [...current, shipmentId(row)]
                      : current.filter((id) => id !== shipmentId(row)),
                  )
                }
              />
            ),
          },
        ]
      : []),
    { header: t('orders.number'), cell: orderLink },
    { header: t('orders.customer'), cell: customerName },
    { header: t('orders.total'), cell: (row) => money(row.total), className: 'num' },
    ...(queue === 'toPay' ? [{ header: t('queue.deadline'), cell: dueCell }] : []),
    ...(carrierQueue ? [{ header: t('queue.carrier'), cell: (row: OrderRow) => row.carrier?.name ?? '–' }] : []),
    {
      header: t('orders.methods'),
      cell: (row: OrderRow) =>
        [
          row.shippingMethod && t(`methods.shipping.${row.shippingMethod}`),
          row.paymentMethod && t(`methods.payment.${row.paymentMethod}`),
        ]
          .filter(Boolean)
          .join(' · '),
    },
  ]

  async function shipSelected() {
    const done: number[] = []
    try {
      for (const id of selected) {
        await adminSend(adminOrder, 'PATCH', `/shipments/${id}/ship`, { json: {} })
        done.push(id)
      }
    } catch (failure) {
      if (done.length > 0) setPrintable(done)
      reload()
      setSelected((current) => current.filter((id) => !done.includes(id)))
      throw failure instanceof AdminApiError
        ? new AdminApiError(failure.status, t('queue.shipStopped', { done: done.length, message: failure.message }))
        : failure
    }
    setPrintable(done)
    setSelected([])
    reload()
  }

  let body: ReactNode
  if (error) body = <p role="alert">{error instanceof AdminApiError ? error.message : t('screen.failed')}</p>
  else if (!data) body = <p>{t('queue.loading')}</p>
  else
    body = (
      <DataTable
        caption={t(`queue.${queue}.title`)}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.tokenValue}
        empty={t('queue.empty')}
      />
    )

  return (
    <section className="queue-panel" aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId}>
        {t(`queue.${queue}.title`)} <span className="queue-count">{count ?? '…'}</span>
      </h2>
      <p className="queue-hint">{t(`queue.${queue}.hint`)}</p>
      {carrierQueue && printable.length > 0 && (
        <p className="notice notice--success" role="status">
          {t('queue.shipped', { n: printable.length })}{' '}
          <a href={`${ADMIN_BASE}/shipments/labels?ids=${printable.join(',')}`} target="_blank" rel="noreferrer">
            {t('queue.printLabels', { n: printable.length })}
          </a>
        </p>
      )}
      {carrierQueue && rows.length > 0 && (
        <p>
          <button
            type="button"
            className="button button--primary"
            disabled={selected.length === 0}
            onClick={() => setConfirming(true)}
          >
            {t('queue.ship', { n: selected.length })}
          </button>
        </p>
      )}
      {body}
      {confirming && (
        <ConfirmDialog
          title={t('queue.shipTitle', { n: selected.length, carriers: carriersOf(rows, selected) })}
          confirmLabel={t('queue.shipConfirm')}
          onConfirm={shipSelected}
          onClose={() => setConfirming(false)}
        >
          <p>{t('queue.shipExplain')}</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
