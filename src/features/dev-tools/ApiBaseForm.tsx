import { useId, useState, type FormEvent } from 'react'
import { COOKIE, serializeCookie } from '../../../contract/cookies'
import { useT } from '../../lib/services'
import './texts'

const COOKIE_MAX_AGE_S = 30 * 24 * 3600
/** An absolute http(s) URL; the storefront worker checks it again before it uses it. */
function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

function saveApiBase(url: string | null) {
  document.cookie =
    url === null
      ? serializeCookie(COOKIE.apiBase, '', { maxAge: 0 })
      : serializeCookie(COOKIE.apiBase, url, {
          maxAge: COOKIE_MAX_AGE_S,
          secure: window.location.protocol === 'https:',
        })
  // The storefront worker reads the cookie per request; a fresh document makes every call use the new base.
  window.location.reload()
}

/**
 * The development form to point the storefront at another shop API (docs/product.md#root-view). Shown by the parent only
 * on unlocked hosts; the worker honours the cookie only there as well.
 */
export function ApiBaseForm({ current }: { current: string | null }) {
  const t = useT()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState(current ?? '')
  const [invalid, setInvalid] = useState(false)
  const panelId = `${id}-panel`
  const inputId = `${id}-input`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = value.trim()
    // The hint promises that an empty field means the environment's default API.
    if (trimmed === '') saveApiBase(null)
    else if (isHttpUrl(trimmed)) saveApiBase(trimmed.replace(/\/+$/, ''))
    else setInvalid(true)
  }

  return (
    <aside className="dev-api" aria-label={t('devApi.title')}>
      <button
        type="button"
        className="dev-api__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {t('devApi.toggle')}
      </button>
      <form id={panelId} className="dev-api__panel" hidden={!open} onSubmit={onSubmit} noValidate>
        <h2 className="dev-api__title">{t('devApi.title')}</h2>
        <label className="dev-api__label" htmlFor={inputId}>
          {t('devApi.label')}
        </label>
        <input
          id={inputId}
          className="dev-api__input"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://"
          value={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setValue(event.target.value)
            setInvalid(false)
          }}
        />
        {invalid && (
          <p id={errorId} className="dev-api__error" role="alert">
            {t('devApi.invalid')}
          </p>
        )}
        <p id={hintId} className="dev-api__hint">
          {t('devApi.hint')}
        </p>
        <p className="dev-api__current">{t('devApi.current', { url: current ?? t('devApi.default') })}</p>
        <div className="dev-api__actions">
          <button type="submit" className="dev-api__button dev-api__button--primary">
            {t('devApi.save')}
          </button>
          <button type="button" className="dev-api__button" onClick={() => saveApiBase(null)}>
            {t('devApi.reset')}
          </button>
        </div>
      </form>
    </aside>
  )
}
