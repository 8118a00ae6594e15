import type { InputHTMLAttributes, ReactNode } from 'react'

/**
 * Labelled inputs of the account forms (popup, settings, address book) with their message beside them:
 * `aria-invalid` and `aria-describedby` point screen readers at the message (spec section 5).
 */
type TextFieldProps = {
  /** Unique in the page: the input's id; the message's id is derived from it. */
  id: string
  name: string
  label: string
  value: string
  error?: string | null
  required?: boolean
  hint?: string
  onValue: (value: string) => void
  onBlur?: () => void
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'autoFocus'>

export function TextField({ id, name, label, value, error, required, hint, onValue, onBlur, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : null
  const errorId = error ? `${id}-error` : null
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onBlur}
        {...input}
      />
      {hint ? (
        <p id={hintId ?? undefined} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId ?? undefined} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type CheckboxFieldProps = { id: string; name: string; label: ReactNode; checked: boolean; onChecked: (checked: boolean) => void }

export function CheckboxField({ id, name, label, checked, onChecked }: CheckboxFieldProps) {
  return (
    <div className="field field--checkbox">
      <input id={id} type="checkbox" name={name} checked={checked} onChange={(event) => onChecked(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

/** A message about the whole form (a refused login, a failed request), announced when it appears. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`form-message form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  )
}
