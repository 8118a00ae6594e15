import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { TEXT_AREA_MAX } from '../../../contract/claim-limits'
import { type BoundFieldProps, CheckboxField, FieldLabel, FieldMessage } from '../../components/ui/FormField'
import { useT } from '../../lib/services'
import './texts'

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
        className={`field__hint request-form__counter${value.length > TEXT_AREA_MAX ? ' request-form__counter--over' : ''}`}
      >
        {t('claims.counter', { count: value.length, max: TEXT_AREA_MAX })}
      </p>
      <FieldMessage id={id} error={error} />
    </div>
  )
}

/** A select bound like `form.field(name)`; the first option is the empty prompt. */
export function SelectField(
  props: BoundFieldProps & { prompt: string; options: readonly { value: string; label: string }[] },
) {
  const { id, name, label, value, error, required, prompt, options, onValue, onBlur } = props
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        required={required}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={id} error={error} />
    </div>
  )
}

/** The honeypot: off-screen, out of the tab order and hidden from screen readers; people leave it empty. */
export function Honeypot({ id, value, onValue }: { id: string; value: string; onValue: (value: string) => void }) {
  const t = useT()
  return (
    <div className="request-form__trap" aria-hidden="true">
      <label htmlFor={id}>{t('claims.trap')}</label>
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

/** The consent checkbox with the link to the consent page (docs/product.md#validation: required). */
export function ConsentField(props: {
  id: string
  name: string
  checked: boolean
  error?: string | null
  onChecked: (checked: boolean) => void
}) {
  const t = useT()
  const label: ReactNode = (
    <>
      {t('claims.consent.text')}{' '}
      <Link to="/$slug" params={{ slug: 'souhlas-se-zpracovanim-osobnich-udaju' }}>
        {t('claims.consent.link')}
      </Link>
    </>
  )
  return <CheckboxField {...props} label={label} />
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
