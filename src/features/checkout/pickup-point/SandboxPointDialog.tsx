import { type SyntheticEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useT } from '../../../lib/services'
import { formatPostcode } from '../../../lib/postcode'
import { filterPoints, type ListedPoint, listRequestUrl, MAX_SHOWN_POINTS, parsePointList } from './pickup-point'

type Props = {
  listUrl: string
  requireStaffed: boolean
  currentId: string | null
  onPick: (point: ListedPoint) => void
  onClose: () => void
}

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; points: ListedPoint[] }

/** The sandbox point list; the API marks it publicly cacheable, so opening the dialog again costs no request. */
function usePointList(url: string): ListState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<ListState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    fetch(url, { headers: { accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const points = parsePointList(body)
        setState(points ? { status: 'ready', points } : { status: 'failed' })
      })
      .catch(function failed() {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      })
    return () => controller.abort()
  }, [url, attempt])
  return { ...state, retry: () => setAttempt((count) => count + 1) }
}

/**
 * The local stand-in for Packeta's map: a modal `<dialog>` (the page behind is inert, Escape closes it, focus
 * returns to the button that opened it) with a labelled search over the sandbox list.
 */
export function SandboxPointDialog({ listUrl, requireStaffed, currentId, onPick, onClose }: Props) {
  const t = useT()
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const list = usePointList(listRequestUrl(listUrl, requireStaffed))
  const points = list.status === 'ready' ? list.points : null
  const found = useMemo(() => (points ? filterPoints(points, query) : []), [points, query])
  const shown = found.slice(0, MAX_SHOWN_POINTS)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    dialog.showModal()
    searchRef.current?.focus()
    return () => {
      if (dialog.open) dialog.close()
    }
  }, [])

  // Every way out (Escape, the close button, a pick) goes through the native close, which restores focus.
  function closed(event: SyntheticEvent<HTMLDialogElement>) {
    if (!event.currentTarget.open) onClose()
  }

  function countText(): string {
    if (found.length === 0) return t('checkout.pickupPoint.noMatch')
    if (found.length > shown.length)
      return t('checkout.pickupPoint.shownOf', { shown: shown.length, count: found.length })
    return t('checkout.pickupPoint.found', { count: found.length })
  }

  function pick(point: ListedPoint) {
    onPick(point)
    dialogRef.current?.close()
  }

  return (
    <dialog ref={dialogRef} className="pickup-dialog" aria-labelledby={`${id}title`} onClose={closed}>
      <div className="pickup-dialog__head">
        <h2 id={`${id}title`}>{t('checkout.pickupPoint.dialogTitle')}</h2>
        <button type="button" className="button button--ghost" onClick={() => dialogRef.current?.close()}>
          {t('checkout.pickupPoint.close')}
        </button>
      </div>
      <p className="pickup-dialog__sandbox">{t('checkout.pickupPoint.sandboxNote')}</p>
      {requireStaffed && <p className="pickup-point__staffed">{t('checkout.pickupPoint.staffedOnly')}</p>}
      <label className="pickup-dialog__label" htmlFor={`${id}search`}>
        {t('checkout.pickupPoint.search')}
      </label>
      <input
        ref={searchRef}
        id={`${id}search`}
        className="pickup-dialog__search"
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        // A search field eats the first Escape to clear itself; here Escape always closes, as in the rest of the dialog.
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return
          event.preventDefault()
          dialogRef.current?.close()
        }}
      />
      {list.status === 'loading' && <p role="status">{t('checkout.pickupPoint.loading')}</p>}
      {list.status === 'failed' && (
        <p role="alert" className="pickup-point__error">
          {t('checkout.pickupPoint.loadFailed')}{' '}
          <button type="button" className="button button--ghost" onClick={list.retry}>
            {t('checkout.pickupPoint.retry')}
          </button>
        </p>
      )}
      {list.status === 'ready' && (
        <>
          <p role="status" className="pickup-dialog__count">
            {countText()}
          </p>
          <ul className="pickup-dialog__list" aria-labelledby={`${id}title`}>
            {shown.map((point) => (
              <li key={point.id}>
                <button
                  type="button"
                  className="pickup-dialog__point"
                  aria-current={point.id === currentId ? 'true' : undefined}
                  onClick={() => pick(point)}
                >
                  <span className="pickup-dialog__name">{point.name}</span>
                  <span className="pickup-dialog__meta">
                    {[point.place, formatPostcode(point.zip), point.openingHours].filter(Boolean).join(' · ')}
                  </span>
                  <span className="pickup-dialog__kind">
                    {point.isStaffed ? t('checkout.pickupPoint.staffed') : t('checkout.pickupPoint.locker')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </dialog>
  )
}
