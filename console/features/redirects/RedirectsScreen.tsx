import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { TextField } from '../../../src/components/ui/FormField'
import { type AdminRedirect, adminRedirect } from '../../../contract/admin/redirects'
import { adminDelete, adminSend } from '../../lib/admin-api'
import { t } from '../../lib/texts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { ReviewedForm, useReviewedForm } from '../../ui/ReviewedForm'
import { type Column, DataTable } from '../../ui/DataTable'
import { Paging } from '../../ui/ListControls'
import { RedirectImport } from './RedirectImport'

type Redirect = AdminRedirect
type NewRedirect = { originUrl: string; destinationUrl: string; force: boolean }

export const REDIRECTS_PAGE_SIZE = 50
const route = getRouteApi('/presmerovani')

function AddForm({ onAdded }: { onAdded: (text: string) => void }) {
  const router = useRouter()
  const [force, setForce] = useState(false)
  const form = useReviewedForm<'originUrl' | 'destinationUrl', NewRedirect>(
    { originUrl: '', destinationUrl: '' },
    (texts) => {
      const originUrl = texts.originUrl.trim()
      const destinationUrl = texts.destinationUrl.trim()
      if (originUrl && destinationUrl) return { ready: { originUrl, destinationUrl, force } }
      const required = t('redirects.required')
      return {
        errors: { originUrl: originUrl ? undefined : required, destinationUrl: destinationUrl ? undefined : required },
      }
    },
  )
  async function add(row: NewRedirect) {
    await adminSend(adminRedirect, 'POST', `/redirects${row.force ? '?force=1' : ''}`, {
      json: { originUrl: row.originUrl, destinationUrl: row.destinationUrl },
    })
    form.reset()
    setForce(false)
    onAdded(t('redirects.added'))
    await router.invalidate()
  }
  return (
    <section aria-labelledby="redirect-add-title">
      <h2 id="redirect-add-title">{t('redirects.add')}</h2>
      <ReviewedForm
        form={form}
        submitLabel={t('redirects.addButton')}
        confirm={(pending) => ({
          title: t('redirects.addTitle'),
          confirmLabel: t('redirects.addConfirm'),
          onConfirm: () => add(pending),
          body: <p>{t('redirects.addBody', { origin: pending.originUrl, destination: pending.destinationUrl })}</p>,
        })}
      >
        <TextField
          {...form.field('originUrl', 'redirect-origin')}
          label={t('redirects.origin')}
          hint={t('redirects.originHint')}
          maxLength={2000}
          required
        />
        <TextField
          {...form.field('destinationUrl', 'redirect-destination')}
          label={t('redirects.destination')}
          hint={t('redirects.destinationHint')}
          maxLength={2000}
          required
        />
        <label className="check">
          <input type="checkbox" checked={force} onChange={(event) => setForce(event.target.checked)} />{' '}
          {t('redirects.force')}
        </label>
      </ReviewedForm>
    </section>
  )
}

export function RedirectsScreen() {
  const router = useRouter()
  const search = route.useSearch()
  const list = route.useLoaderData()
  const [removing, setRemoving] = useState<Redirect | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const columns: Column<Redirect>[] = [
    { header: t('redirects.origin'), cell: (row) => <code>{row.originUrl}</code> },
    { header: t('redirects.destination'), cell: (row) => <code>{row.destinationUrl}</code> },
    { header: t('redirects.state'), cell: (row) => (row.enabled ? t('redirects.on') : t('redirects.off')) },
    {
      header: t('redirects.actions'),
      cell: (row) => (
        <button
          type="button"
          className="button button--danger-outline"
          aria-label={t('redirects.removeLabel', { origin: row.originUrl })}
          onClick={() => setRemoving(row)}
        >
          {t('redirects.remove')}
        </button>
      ),
    },
  ]
  async function remove(row: Redirect) {
    await adminDelete(`/redirects/${row.id}`)
    setNotice(t('redirects.removed'))
    await router.invalidate()
  }
  return (
    <section>
      <h1>{t('redirects.title')}</h1>
      <p>{t('redirects.intro')}</p>
      <AddForm onAdded={setNotice} />
      {notice && (
        <p role="status" className="notice notice--success">
          {notice}
        </p>
      )}
      <p className="result-count">{t('redirects.count', { n: list['hydra:totalItems'] })}</p>
      <DataTable
        caption={t('redirects.caption')}
        columns={columns}
        rows={list['hydra:member']}
        rowKey={(row) => row.id}
        empty={t('redirects.empty')}
      />
      <Paging list="/presmerovani" search={search} total={list['hydra:totalItems']} pageSize={REDIRECTS_PAGE_SIZE} />
      <RedirectImport />
      {removing && (
        <ConfirmDialog
          title={t('redirects.removeTitle')}
          confirmLabel={t('redirects.remove')}
          danger
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        >
          <p>{t('redirects.removeBody', { origin: removing.originUrl, destination: removing.destinationUrl })}</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
