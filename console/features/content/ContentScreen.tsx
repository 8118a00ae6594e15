import { getRouteApi } from '@tanstack/react-router'
import type { ContentStatus } from '../../../contract/admin/content'
import { formatDateTime } from '../../lib/format'
import { t } from '../../lib/texts'
import { type Column, DataTable } from '../../ui/DataTable'

type Page = ContentStatus['pages'][number]
type Import = ContentStatus['imports'][number]

const route = getRouteApi('/obsah')

const pageColumns: Column<Page>[] = [
  { header: t('content.name'), cell: (row) => row.name },
  { header: t('content.type'), cell: (row) => t(`content.types.${row.type}`) },
  { header: t('content.slug'), cell: (row) => <code>{row.slug}</code> },
  {
    header: t('content.state'),
    cell: (row) =>
      !row.enabled
        ? t('content.hidden')
        : row.publishAt && Date.parse(row.publishAt) > Date.now()
          ? t('content.scheduled', { at: formatDateTime(row.publishAt) })
          : t('content.live'),
  },
  { header: t('content.updated'), cell: (row) => formatDateTime(row.updatedAt) },
]

const importColumns: Column<Import>[] = [
  { header: t('content.when'), cell: (row) => formatDateTime(row.at) },
  { header: t('content.who'), cell: (row) => row.actor },
  { header: t('content.files'), cell: (row) => row.files ?? '–', className: 'num' },
  { header: t('content.summary'), cell: (row) => row.summary ?? '–' },
]

export function ContentScreen() {
  const status = route.useLoaderData()
  const { counts } = status
  const newest = status.pages[0]
  return (
    <section>
      <h1>{t('content.title')}</h1>
      <p>{t('content.intro')}</p>
      <dl className="facts" aria-label={t('content.holds')}>
        <dt>{t('content.pages')}</dt>
        <dd>{counts.pages}</dd>
        <dt>{t('content.sections')}</dt>
        <dd>{counts.sections}</dd>
        <dt>{t('content.blocks')}</dt>
        <dd>{counts.blocks}</dd>
        <dt>{t('content.faq')}</dt>
        <dd>{counts.faq}</dd>
        <dt>{t('content.pictures')}</dt>
        <dd>{counts.pictures}</dd>
        <dt>{t('content.lastChange')}</dt>
        <dd>{newest ? `${formatDateTime(newest.updatedAt)} (${newest.name})` : t('content.nothing')}</dd>
      </dl>
      <h2>{t('content.importsTitle')}</h2>
      <p>{t('content.importsHint')}</p>
      <DataTable
        caption={t('content.importsCaption')}
        columns={importColumns}
        rows={status.imports}
        rowKey={(row) => row.at}
        empty={t('content.noImports')}
      />
      <h2>{t('content.pagesTitle')}</h2>
      <DataTable
        caption={t('content.pagesCaption')}
        columns={pageColumns}
        rows={status.pages}
        rowKey={(row) => row.code}
        empty={t('content.nothing')}
      />
    </section>
  )
}
