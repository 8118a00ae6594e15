import type { InputHTMLAttributes, ReactNode } from 'react'

/**
 * Labelled form controls with their message beside them (docs/product.md#validation: field messages next to fields):
 * `aria-invalid` and `aria-describedby` point screen readers at the hint and the message. The message's id is
 * the input's id with `-error`. Shared by every form of the storefront and the staff console (decision 023). Every
 * page carries this module (the footer's newsletter form), so the controls fewer forms use are modules beside it:
 * PasswordField.tsx, SelectField.tsx and the public forms' PublicForm.tsx.
 */
/** What every labelled control takes: bound like `form.field(name)` (src/lib/forms) plus its id and label. */
export type BoundFieldProps = {
  /** Unique in the page: the control's id. */
  id: string
  name: string
  label: string
  value: string
  error?: string | null
  required?: boolean
  onValue: (value: string) => void
  onBlur?: () => void
}

type TextFieldProps = BoundFieldProps & { hint?: string } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'autoFocus'
  >

export function TextField({
  id,
  name,
  label,
  value,
  error,
  required,
  hint,
  onValue,
  onBlur,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : null
  const describedBy = [hintId, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        className="field__input"
        value={value}
        required={required}
        aria-required={required}
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
      <FieldMessage id={id} error={error} />
    </div>
  )
}

/** A control's label, with the asterisk of a required field (hidden from screen readers: `aria-required` says it). */
export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label className="field__label" htmlFor={id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  )
}

/** The message of the control with this id (none without an error). */
export function FieldMessage({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  )
}

type CheckboxFieldProps = {
  id: string
  name: string
  label: ReactNode
  checked: boolean
  onChecked: (checked: boolean) => void
  /** A checkbox that carries a message of its own (the consent). */
  error?: string | null
}

export function CheckboxField({ id, name, label, checked, onChecked, error }: CheckboxFieldProps) {
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChecked(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldMessage id={id} error={error} />
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
