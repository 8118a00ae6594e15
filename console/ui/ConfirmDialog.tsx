import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { AdminApiError } from '../lib/admin-api'
import { t } from '../lib/texts'

/**
 * Every change in the console goes through this: a modal dialog (the browser's own `<dialog>`: focus kept inside,
 * Escape closes it) that says what will happen, optional fields, and a button that does it. While the request is
 * on its way the buttons are disabled; the API's refusal is shown in the dialog, which stays open.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  children,
  onConfirm,
  onClose,
  danger = false,
}: {
  title: string
  confirmLabel: string
  children: ReactNode
  /** Does the change; a thrown AdminApiError's message is shown. */
  onConfirm: () => Promise<void>
  onClose: () => void
  danger?: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  async function confirm(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
      ref.current?.close()
    } catch (failure) {
      setError(failure instanceof AdminApiError ? failure.message : t('confirm.failed'))
      setBusy(false)
    }
  }
  return (
    <dialog ref={ref} className="confirm" aria-labelledby={titleId} onClose={onClose}>
      <form method="dialog" onSubmit={confirm}>
        <h2 id={titleId}>{title}</h2>
        <div className="confirm__body">{children}</div>
        {error && (
          <p role="alert" className="notice notice--error">
            {error}
          </p>
        )}
        <div className="confirm__buttons">
          <button type="submit" className={danger ? 'button button--danger' : 'button button--primary'} disabled={busy}>
            {busy ? t('confirm.busy') : confirmLabel}
          </button>
          <button type="button" className="button" onClick={() => ref.current?.close()} disabled={busy}>
            {t('confirm.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  )
}
