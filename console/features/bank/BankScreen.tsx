import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { FieldLabel, FormMessage } from '../../../src/components/ui/FormField'
import { type BankStatementImport, bankStatementImport } from '../../../contract/admin/bank'
import { adminSend, failureText } from '../../lib/admin-api'
import { formatDate, money } from '../../lib/format'
import { t } from '../../lib/texts'
import { type Column, DataTable } from '../../ui/DataTable'
import './bank.css'

/** `POST /api/v2/admin/bank-statements`'s answer (decision 045): which movements paid which orders, and why not. */
type Result = BankStatementImport
type Unpaired = Result['unpaired'][number]
type Movement = Result['pairs'][number] | Unpaired

const base: Column<Movement>[] = [
  { header: t('bank.date'), cell: (m) => formatDate(m.valueDate) },
  { header: t('bank.amount'), cell: (m) => money(m.amount), className: 'num' },
  { header: t('bank.symbol'), cell: (m) => m.variableSymbol ?? '–' },
  { header: t('bank.counterparty'), cell: (m) => m.counterName ?? '–' },
]
const orderCell = (m: Movement) =>
  m.orderNumber ? (
    <Link to="/objednavky" search={{ search: m.orderNumber }}>
      {m.orderNumber}
    </Link>
  ) : (
    '–'
  )

export function BankScreen() {
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<Result | null>(null)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!file) return setError(t('bank.noFile'))
    setBusy(true)
    setError(null)
    const form = new FormData()
    form.set('statement', file)
    try {
      setResult(await adminSend(bankStatementImport, 'POST', '/bank-statements', { form }))
    } catch (failure) {
      setError(failureText(failure, t('screen.failed')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section>
      <h1>{t('bank.title')}</h1>
      <p>{t('bank.intro')}</p>
      <form onSubmit={submit} className="upload" noValidate>
        <div className="field">
          <FieldLabel id={`${id}-file`} label={t('bank.file')} required />
          <input
            id={`${id}-file`}
            type="file"
            name="statement"
            accept=".gpc,.json,application/json"
            aria-describedby={`${id}-hint`}
            aria-required
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p id={`${id}-hint`} className="field__hint">
            {t('bank.fileHint')}
          </p>
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('confirm.busy') : t('bank.upload')}
        </button>
      </form>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {result && (
        <div role="status" className="bank-result">
          <p className="notice notice--success">
            {t('bank.summary', { movements: result.movements, paired: result.pairs.length })}
          </p>
          <DataTable
            caption={t('bank.paired')}
            columns={[...base, { header: t('bank.order'), cell: orderCell }]}
            rows={result.pairs}
            rowKey={(m) => m.position}
            empty={t('bank.nonePaired')}
          />
          <DataTable
            caption={t('bank.unpaired')}
            columns={[...base, { header: t('bank.why'), cell: (m: Unpaired) => m.message }]}
            rows={result.unpaired}
            rowKey={(m) => m.position}
            empty={t('bank.noneUnpaired')}
          />
        </div>
      )}
    </section>
  )
}
