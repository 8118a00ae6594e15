import { getRouteApi, useNavigate } from '@tanstack/react-router'
import type { AuditEntry } from '../../../contract/admin/audit'
import { formatDateTime } from '../../lib/format'
import { t } from '../../lib/texts'
import { type Column, DataTable } from '../../ui/DataTable'
import { type FilterField, FilterForm, Paging } from '../../ui/ListControls'
import { AUDIT_ACTIONS, AUDIT_KINDS, auditSearch, type AuditSearch } from './audit-search'
import './audit.css'

type Entry = AuditEntry

export const AUDIT_PAGE_SIZE = 30
const route = getRouteApi('/zaznam-zmen')
const subject = (resource: string) => resource.replace(/^\/api\/v2\/admin\//, '')
const label = (group: string, value: string) => {
  const text = t(`audit.${group}.${value}`)
  return text === `audit.${group}.${value}` ? value : text
}

const columns: Column<Entry>[] = [
  // Prague time, as the filters' days are Prague's (api/admin/audit.ts)
  { header: t('audit.when'), cell: (row) => formatDateTime(row.createdAt) },
  { header: t('audit.who'), cell: (row) => row.actor },
  { header: t('audit.what'), cell: (row) => label('actions', row.action) },
  { header: t('audit.subject'), cell: (row) => <code>{subject(row.resource)}</code> },
  {
    header: t('audit.detail'),
    cell: (row) =>
      row.before === null && row.after === null ? (
        '–'
      ) : (
        <details>
          <summary>{t('audit.beforeAfter')}</summary>
          <dl className="facts">
            <dt>{t('audit.beforeLabel')}</dt>
            <dd>
              <pre>{JSON.stringify(row.before, null, 1)}</pre>
            </dd>
            <dt>{t('audit.afterLabel')}</dt>
            <dd>
              <pre>{JSON.stringify(row.after, null, 1)}</pre>
            </dd>
          </dl>
        </details>
      ),
  },
]

const FILTERS: FilterField[] = [
  { name: 'actor', label: t('audit.actor'), hint: t('audit.actorHint') },
  {
    name: 'action',
    label: t('audit.action'),
    options: AUDIT_ACTIONS.map((value) => ({ value, label: label('actions', value) })),
  },
  {
    name: 'kind',
    label: t('audit.kind'),
    options: AUDIT_KINDS.map((value) => ({ value, label: label('kinds', value) })),
  },
  { name: 'after', type: 'date', label: t('audit.after') },
  { name: 'before', type: 'date', label: t('audit.before') },
]

function Filters({ search }: { search: AuditSearch }) {
  const navigate = useNavigate({ from: '/zaznam-zmen' })
  return (
    <FilterForm
      label={t('audit.filters')}
      list="/zaznam-zmen"
      fields={FILTERS}
      search={search}
      onApply={(values) => void navigate({ search: auditSearch.parse(values) })}
    />
  )
}

export function AuditScreen() {
  const search = route.useSearch()
  const list = route.useLoaderData()
  return (
    <section>
      <h1>{t('audit.title')}</h1>
      <p>{t('audit.intro')}</p>
      {/* a new key per URL: the form shows the filters of the list it stands above, also after Back */}
      <Filters key={JSON.stringify(search)} search={search} />
      <p role="status" className="result-count">
        {t('audit.count', { n: list['hydra:totalItems'] })}
      </p>
      <DataTable
        caption={t('audit.caption')}
        columns={columns}
        rows={list['hydra:member']}
        rowKey={(row) => row.id}
        empty={t('audit.empty')}
      />
      <Paging list="/zaznam-zmen" search={search} total={list['hydra:totalItems']} pageSize={AUDIT_PAGE_SIZE} />
    </section>
  )
}
