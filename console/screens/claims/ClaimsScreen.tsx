import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { TextField } from '../../../src/components/ui/FormField'
import { formatDateTime } from '../../lib/format'
import { t } from '../../lib/texts'
import { type Column, DataTable } from '../../ui/DataTable'
import { SelectField } from '../../ui/SelectField'
import { Deadline } from './Deadline'
import { CLAIM_STATES, CLAIM_TYPES, type ClaimListSearch, type ClaimRow } from './types'

const route = getRouteApi('/reklamace')
export const CLAIMS_PAGE_SIZE = 30

const columns: Column<ClaimRow>[] = [
  {
    header: t('claims.number'),
    cell: (row) => (
      <Link to="/reklamace/$id" params={{ id: String(row.id) }}>
        {row.number}
      </Link>
    ),
  },
  { header: t('claims.type'), cell: (row) => t(`claims.types.${row.type}`) },
  { header: t('claims.filed'), cell: (row) => formatDateTime(row.createdAt) },
  { header: t('claims.order'), cell: (row) => row.orderNumber },
  { header: t('claims.email'), cell: (row) => row.email },
  {
    header: t('claims.state'),
    cell: (row) => `${t(`claims.states.${row.state}`)}${row.awaitingShop ? ` · ${t('claims.awaiting')}` : ''}`,
  },
  { header: t('claims.deadline'), cell: (row) => <Deadline claim={row} /> },
]

function Filters({ search }: { search: ClaimListSearch }) {
  const navigate = useNavigate({ from: '/reklamace' })
  const [values, setValues] = useState({
    search: search.search ?? '',
    state: search.state ?? '',
    type: search.type ?? '',
    overdue: search.overdue ?? '',
  })
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }))
  return (
    <form
      className="filters"
      role="search"
      aria-label={t('claims.filters')}
      onSubmit={(event) => {
        event.preventDefault()
        void navigate({ search: Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')) })
      }}
    >
      <TextField
        id="claims-search"
        name="search"
        type="search"
        label={t('claims.search')}
        hint={t('claims.searchHint')}
        value={values.search}
        onValue={set('search')}
        maxLength={100}
      />
      <SelectField
        id="claims-state"
        label={t('claims.state')}
        value={values.state}
        options={CLAIM_STATES.map((value) => ({ value, label: t(`claims.states.${value}`) }))}
        anyLabel={t('orders.any')}
        onValue={set('state')}
      />
      <SelectField
        id="claims-type"
        label={t('claims.type')}
        value={values.type}
        options={CLAIM_TYPES.map((value) => ({ value, label: t(`claims.types.${value}`) }))}
        anyLabel={t('orders.any')}
        onValue={set('type')}
      />
      <SelectField
        id="claims-overdue"
        label={t('claims.deadline')}
        value={values.overdue}
        options={[{ value: 'true', label: t('claims.onlyOverdue') }]}
        anyLabel={t('orders.any')}
        onValue={set('overdue')}
      />
      <div className="filters__buttons">
        <button type="submit" className="button button--primary">
          {t('orders.filter')}
        </button>
        <Link to="/reklamace" search={{}} className="button">
          {t('orders.clear')}
        </Link>
      </div>
    </form>
  )
}

/** The complaints and returns inbox (decision 050): filters in the URL, the deadline warned about. */
export function ClaimsScreen() {
  const search = route.useSearch()
  const claims = route.useLoaderData()
  const page = search.page ?? 1
  const pages = Math.max(1, Math.ceil(claims['hydra:totalItems'] / CLAIMS_PAGE_SIZE))
  return (
    <section>
      <h1>{t('claims.title')}</h1>
      <Filters key={JSON.stringify(search)} search={search} />
      <p role="status" className="result-count">
        {t('claims.count', { n: claims['hydra:totalItems'] })}
      </p>
      <DataTable
        caption={t('claims.caption')}
        columns={columns}
        rows={claims['hydra:member']}
        rowKey={(row) => row.id}
        empty={t('claims.empty')}
      />
      {pages > 1 && (
        <nav aria-label={t('orders.paging')} className="paging">
          {page > 1 && (
            <Link to="/reklamace" search={{ ...search, page: page - 1 === 1 ? undefined : page - 1 }}>
              {t('orders.previous')}
            </Link>
          )}
          <span>{t('orders.page', { page, pages })}</span>
          {page < pages && (
            <Link to="/reklamace" search={{ ...search, page: page + 1 }}>
              {t('orders.next')}
            </Link>
          )}
        </nav>
      )}
    </section>
  )
}
