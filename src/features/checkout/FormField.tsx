import type { InputHTMLAttributes, ReactNode } from 'react'
import { errorId, type FieldName, fieldId } from './checkout-form'

/**
 * A labelled input of the checkout form with its message beside it: `aria-invalid` and `aria-describedby`
 * point screen readers at the message (spec section 5: field messages next to fields).
 */
type TextFieldProps = {
  name: FieldName
  label: string
  value: string
  error?: string
  required?: boolean
  hint?: string
  onValue: (value: string) => void
  onBlur: () => void
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'>

export function TextField({ name, label, value, error, required, hint, onValue, onBlur, ...input }: TextFieldProps) {
  const id = fieldId(name)
  const hintId = hint ? `${id}-hint` : null
  const describedBy = [hintId, error ? errorId(name) : null].filter(Boolean).join(' ') || undefined
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
      <FieldError name={name} error={error} />
    </div>
  )
}

export function FieldError({ name, error }: { name: FieldName; error?: string }) {
  if (!error) return null
  return (
    <p id={errorId(name)} className="field__error">
      {error}
    </p>
  )
}

type CheckboxProps = {
  name: string
  label: ReactNode
  checked: boolean
  onChecked: (checked: boolean) => void
  /** A checkbox that carries a message of its own (the consent). */
  field?: FieldName
  error?: string
}

export function CheckboxField({ name, label, checked, onChecked, field, error }: CheckboxProps) {
  const id = field ? fieldId(field) : `checkout-${name}`
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error && field ? errorId(field) : undefined}
        onChange={(event) => onChecked(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {field ? <FieldError name={field} error={error} /> : null}
    </div>
  )
}
