import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { redirectImportResult } from '../../../contract/admin/redirects'
import { readRedirectsCsv } from '../../../contract/redirect-csv'
import { FieldLabel } from '../../../src/components/ui/FormField'
import { AdminApiError, adminSend } from '../../lib/admin-api'
import { t } from '../../lib/texts'

/**
 * A CSV file of redirects, read in the browser by the same reader as `npm run redirects -- import` and sent as
 * the same `POST /redirects/import`: all rows or none, every problem named by its line in the file, as the CLI
 * names them.
 */
export function RedirectImport() {
  const id = useId()
  const router = useRouter()
  const [file, setFile] = useState<File | null>(null)
  const [force, setForce] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const [done, setDone] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setDone(null)
    if (!file) return setProblems([t('redirects.noFile')])
    setBusy(true)
    try {
      const { rows, problems: inFile } = readRedirectsCsv(await file.text())
      if (inFile.length > 0) return setProblems(inFile.map((p) => t('redirects.line', p)))
      const redirects = rows.map(({ line: _, ...row }) => row)
      const lineOf = (index: number) => rows[index]?.line ?? 0
      try {
        const result = await adminSend(redirectImportResult, 'POST', `/redirects/import${force ? '?force=1' : ''}`, {
          json: { redirects },
        })
        setProblems([])
        setDone(t('redirects.imported', result))
        await router.invalidate()
      } catch (failure) {
        if (!(failure instanceof AdminApiError)) throw failure
        const lines = failure.violations.map((v) => {
          const row = /^redirects\[(\d+)\]\.(.*)$/.exec(v.propertyPath)
          return row
            ? t('redirects.line', { line: lineOf(Number(row[1])), message: `${row[2]}: ${v.message}` })
            : v.message
        })
        setProblems(lines.length > 0 ? lines : [failure.message])
      }
    } catch {
      setProblems([t('screen.failed')])
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('redirects.import')}</h2>
      <form onSubmit={submit} className="upload" noValidate>
        <div className="field">
          <FieldLabel id={`${id}-file`} label={t('redirects.file')} required />
          <input
            id={`${id}-file`}
            type="file"
            name="redirects"
            accept=".csv,text/csv"
            aria-describedby={`${id}-hint`}
            aria-required
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p id={`${id}-hint`} className="field__hint">
            {t('redirects.importHint')}
          </p>
        </div>
        <label className="check">
          <input type="checkbox" checked={force} onChange={(event) => setForce(event.target.checked)} />{' '}
          {t('redirects.force')}
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('confirm.busy') : t('redirects.importButton')}
        </button>
      </form>
      {problems.length > 0 && (
        <div role="alert" className="notice notice--error">
          <p>{t('redirects.importProblems')}</p>
          <ul>
            {problems.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {done && (
        <p role="status" className="notice notice--success">
          {done}
        </p>
      )}
    </section>
  )
}
