import { getRouteApi, useNavigate } from '@tanstack/react-router'
import type { AdminClaimRow as ClaimRow } from '../../../contract/admin/claims'
import { t } from '../../lib/texts'
import { type Column, DataTable } from '../../ui/DataTable'
import { type FilterField, FilterForm, filledIn, Paging } from '../../ui/ListControls'
import { CLAIM_COLUMNS } from './claim-columns'
import { CLAIM_STATES, CLAIM_TYPES, type ClaimListSearch } from './list-search'

const route = getRouteApi('/reklamace')
export const CLAIMS_PAGE_SIZE = 30

const columns: Column<ClaimRow>[] = Object.values(CLAIM_COLUMNS)

const FILTERS: FilterField[] = [
  { name: 'search', type: 'search', label: t('claims.search'), hint: t('claims.searchHint') },
  {
    name: 'state',
    label: t('claims.state'),
    options: CLAIM_STATES.map((value) => ({ value, label: t(`claims.states.${value}`) })),
  },
  {
    name: 'type',
    label: t('claims.type'),
    options: CLAIM_TYPES.map((value) => ({ value, label: t(`claims.types.${value}`) })),
  },
  { name: 'overdue', label: t('claims.deadline'), options: [{ value: 'true', label: t('claims.onlyOverdue') }] },
]

function Filters({ search }: { search: ClaimListSearch }) {
  const navigate = useNavigate({ from: '/reklamace' })
  return (
    <FilterForm
      label={t('claims.filters')}
      list="/reklamace"
      fields={FILTERS}
      search={search}
      onApply={(values) => void navigate({ search: filledIn(values) })}
    />
  )
}

/** The complaints and returns inbox (decision 050): filters in the URL, the deadline warned about. */
export function ClaimsScreen() {
  const search = route.useSearch()
  const claims = route.useLoaderData()
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
      <Paging list="/reklamace" search={search} total={claims['hydra:totalItems']} pageSize={CLAIMS_PAGE_SIZE} />
    </section>
  )
}
