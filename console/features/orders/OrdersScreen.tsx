import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { formatDateTime, money } from '../../lib/format'
import {
  customerName,
  ORDER_STATES,
  type OrderRow,
  PAYMENT_STATES,
  SHIPPING_METHODS,
  SHIPPING_STATES,
} from '../../lib/orders'
import { t } from '../../lib/texts'
import { type Column, DataTable } from '../../ui/DataTable'
import { type FilterField, FilterForm, filledIn, Paging } from '../../ui/ListControls'
import { StateBadge } from '../../ui/StateBadge'
import { type OrderListSearch } from './list-search'

const route = getRouteApi('/objednavky')
export const PAGE_SIZE = 30

const options = (kind: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: t(`${kind}.${value}`) }))

export const orderColumns: Column<OrderRow>[] = [
  {
    header: t('orders.number'),
    cell: (row) => (
      <Link to="/objednavky/$token" params={{ token: row.tokenValue }}>
        {row.number ?? row.tokenValue}
      </Link>
    ),
  },
  { header: t('orders.placed'), cell: (row) => formatDateTime(row.checkoutCompletedAt) },
  { header: t('orders.customer'), cell: customerName },
  { header: t('orders.total'), cell: (row) => money(row.total), className: 'num' },
  {
    header: t('orders.states'),
    cell: (row) => (
      <span className="badges">
        <StateBadge kind="order" state={row.state} />
        <StateBadge kind="payment" state={row.paymentState} />
        <StateBadge kind="shipping" state={row.shippingState} />
      </span>
    ),
  },
  {
    header: t('orders.methods'),
    cell: (row) =>
      [
        row.shippingMethod && t(`methods.shipping.${row.shippingMethod}`),
        row.paymentMethod && t(`methods.payment.${row.paymentMethod}`),
      ]
        .filter(Boolean)
        .join(' · '),
  },
]

const FILTERS: FilterField[] = [
  { name: 'search', type: 'search', label: t('orders.search'), hint: t('orders.searchHint') },
  { name: 'state', label: t('orders.state'), options: options('states.order', ORDER_STATES) },
  { name: 'paymentState', label: t('orders.paymentState'), options: options('states.payment', PAYMENT_STATES) },
  { name: 'shippingState', label: t('orders.shippingState'), options: options('states.shipping', SHIPPING_STATES) },
  { name: 'shippingMethod', label: t('orders.shippingMethod'), options: options('methods.shipping', SHIPPING_METHODS) },
]

function Filters({ search }: { search: OrderListSearch }) {
  const navigate = useNavigate({ from: '/objednavky' })
  return (
    <FilterForm
      label={t('orders.filters')}
      list="/objednavky"
      fields={FILTERS}
      search={search}
      onApply={(values) => void navigate({ search: filledIn(values) })}
    />
  )
}

export function OrdersScreen() {
  const search = route.useSearch()
  const orders = route.useLoaderData()
  return (
    <section>
      <h1>{t('orders.title')}</h1>
      {/* a new key per URL: the form shows the filters of the list it stands above, also after Back */}
      <Filters key={JSON.stringify(search)} search={search} />
      <p role="status" className="result-count">
        {t('orders.count', { n: orders['hydra:totalItems'] })}
      </p>
      <DataTable
        caption={t('orders.caption')}
        columns={orderColumns}
        rows={orders['hydra:member']}
        rowKey={(row) => row.tokenValue}
        empty={t('orders.empty')}
      />
      <Paging list="/objednavky" search={search} total={orders['hydra:totalItems']} pageSize={PAGE_SIZE} />
    </section>
  )
}
