import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { FieldLabel } from '../../../src/components/ui/FormField'
import type { InvoiceRecap } from '../../../contract/admin/invoices'
import { formatDate, money } from '../../lib/format'
import { t } from '../../lib/texts'
import { type Column, DataTable } from '../../ui/DataTable'
import { exportUrl } from './accounting-search'

/**
 * "Účetnictví" (docs/accounting-export.md): a month's tax documents for the accountant. The recap per VAT rate
 * first, so the sums can be checked against the PDFs before the download; then the ISDOC ZIP or the POHODA XML.
 */

const route = getRouteApi('/ucetnictvi')
type Rate = InvoiceRecap['rates'][number]

const columns: Column<Rate>[] = [
  { header: t('accounting.rate'), cell: (row) => `${row.rate} %` },
  { header: t('accounting.base'), cell: (row) => money(row.base), className: 'num' },
  { header: t('accounting.vat'), cell: (row) => money(row.vat), className: 'num' },
  { header: t('accounting.gross'), cell: (row) => money(row.gross), className: 'num' },
]

function Series({ label, series }: { label: string; series: InvoiceRecap['invoices'] }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {series.count === 0
          ? t('accounting.none')
          : t('accounting.series', { n: series.count, first: series.first ?? '', last: series.last ?? '' })}
        {series.gaps.length > 0 ? (
          <strong role="alert"> {t('accounting.gaps', { numbers: series.gaps.join(', ') })}</strong>
        ) : null}
      </dd>
    </>
  )
}

export function AccountingScreen() {
  const id = useId()
  const { month } = route.useLoaderDeps()
  const recap = route.useLoaderData()
  const navigate = useNavigate({ from: '/ucetnictvi' })
  function pick(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('month')
    void navigate({ search: { month: typeof value === 'string' && value ? value : undefined } })
  }
  return (
    <section>
      <h1>{t('accounting.title')}</h1>
      <p>{t('accounting.intro')}</p>
      <form onSubmit={pick} className="filters" key={month}>
        <div className="field">
          <FieldLabel id={`${id}-month`} label={t('accounting.month')} />
          <input id={`${id}-month`} type="month" name="month" defaultValue={month} className="field__input" />
        </div>
        <button type="submit" className="button">
          {t('accounting.show')}
        </button>
      </form>
      <h2>{t('accounting.recapTitle', { from: formatDate(recap.from), to: formatDate(recap.to) })}</h2>
      <dl className="facts">
        <Series label={t('accounting.invoices')} series={recap.invoices} />
        <Series label={t('accounting.creditNotes')} series={recap.creditNotes} />
        <dt>{t('accounting.total')}</dt>
        <dd>{money(recap.total)}</dd>
      </dl>
      <DataTable
        caption={t('accounting.caption')}
        columns={columns}
        rows={recap.rates}
        rowKey={(row) => row.rate}
        empty={t('accounting.empty')}
      />
      <h2>{t('accounting.download')}</h2>
      <ul>
        <li>
          <a href={exportUrl('isdoc', month)} download>
            {t('accounting.isdoc')}
          </a>
        </li>
        <li>
          <a href={exportUrl('pohoda', month)} download>
            {t('accounting.pohoda')}
          </a>
        </li>
      </ul>
    </section>
  )
}
