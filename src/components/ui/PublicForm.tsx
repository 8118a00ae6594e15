import { TEXT_AREA_MAX } from '../../../contract/checkout-limits'
import { useT } from '../../lib/services'
import { type BoundFieldProps, FieldLabel, FieldMessage } from './FormField'
import './public-form-texts'

/**
 * The fields of the shop's public forms (the contact form, complaints and returns; decision 026) beside the
 * controls of FormField.tsx: a text area with its counter, the honeypot and the submit button. Apart from
 * FormField.tsx, which every page carries for the footer's newsletter form, so that only these forms' chunks
 * carry them and their texts. Their panel's stylesheet is linked by `withPublicFormStyles` (public-form-head.ts).
 */

/** A text area (docs/product.md#validation: at most 1000 characters) with a live counter, bound like `form.field(name)`. */
export function TextAreaField(props: BoundFieldProps & { hint?: string; rows?: number }) {
  const t = useT()
  const { id, name, label, value, error, required, hint, rows = 5, onValue, onBlur } = props
  const described = [`${id}-counter`, hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        className="field__input field__input--area"
        rows={rows}
        value={value}
        required={required}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onBlur}
      />
      <p
        id={`${id}-counter`}
        className={`field__hint form-panel__counter${value.length > TEXT_AREA_MAX ? ' form-panel__counter--over' : ''}`}
      >
        {t('form.counter', { count: value.length, max: TEXT_AREA_MAX })}
      </p>
      <FieldMessage id={id} error={error} />
    </div>
  )
}

/** The honeypot: off-screen, out of the tab order and hidden from screen readers; people leave it empty. */
export function Honeypot({ id, value, onValue }: { id: string; value: string; onValue: (value: string) => void }) {
  const t = useT()
  return (
    <div className="form-panel__trap" aria-hidden="true">
      <label htmlFor={id}>{t('form.trap')}</label>
      <input
        id={id}
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  )
}

/**
 * The submit button. A press does not take the focus from the field being typed in: the field's blur would show
 * its message first, the button would move down under the pointer, and the click would land beside it (found in
 * the return form's journey). The toolkit focuses the first invalid field on submit anyway.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = 'button button--primary',
}: {
  busy: boolean
  label: string
  busyLabel: string
  className?: string
}) {
  return (
    <button type="submit" className={className} disabled={busy} onMouseDown={(event) => event.preventDefault()}>
      {busy ? busyLabel : label}
    </button>
  )
}
