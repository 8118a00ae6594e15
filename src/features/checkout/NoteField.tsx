import { TEXT_AREA_MAX } from '../../../contract/checkout-limits'
import { useT } from '../../lib/services'
import { errorId, fieldId } from './checkout-form'
import { FieldError } from './FormField'
import type { CheckoutForm } from './use-checkout-form'

/** The note to the order (at most 1000 characters) with a live counter. */
export function NoteField({ form }: { form: CheckoutForm }) {
  const t = useT()
  const error = form.errors.note
  const id = fieldId('note')
  return (
    <div className="checkout-section">
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label className="checkout-section__title field__label" htmlFor={id}>
          {t('checkout.note.label')}
        </label>
        <textarea
          id={id}
          name="note"
          className="field__input field__input--area"
          rows={3}
          value={form.values.note}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-counter${error ? ` ${errorId('note')}` : ''}`}
          onChange={(event) => form.change({ note: event.target.value }, ['note'])}
          onBlur={() => form.touch('note')}
        />
        <p id={`${id}-counter`} className="field__hint">
          {t('checkout.note.counter', { count: form.values.note.length, max: TEXT_AREA_MAX })}
        </p>
        <FieldError name="note" error={error} />
      </div>
    </div>
  )
}
