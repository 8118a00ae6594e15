import { type Ref, useId } from 'react'
import { useT } from '../../lib/services'
import { engravingLength, validateEngraving } from './engraving'
import './engraving-texts'

export type EngravingProps = {
  maxLength: number
  text: string
  onChange: (text: string) => void
  inputRef: Ref<HTMLInputElement>
}

/**
 * The engraving text with a live character counter; a text too long, or with characters an engraver cannot cut,
 * is flagged at once. The bottles added go on a cart line of their own with this text. A chunk of its own with its
 * messages (EngravingSlot.tsx): the page of a product that cannot be engraved loads none of it.
 */
export function EngravingField({ maxLength, text, onChange, inputRef }: EngravingProps) {
  const t = useT()
  const id = useId()
  const error = validateEngraving(text, maxLength)
  return (
    <div className="product-purchase__engraving">
      <label htmlFor={`${id}-input`}>{t('product.engraving.label')}</label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        name="engraving"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={`${id}-hint ${id}-counter${error ? ` ${id}-error` : ''}`}
        autoComplete="off"
      />
      <p id={`${id}-hint`} className="product-purchase__hint">
        {t('product.engraving.hint', { max: maxLength })}
      </p>
      <p
        id={`${id}-counter`}
        className={`product-purchase__counter${error === 'textTooLong' ? ' product-purchase__counter--over' : ''}`}
      >
        {t('product.engraving.counter', { count: engravingLength(text), max: maxLength })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {t(`validation.${error}`)}
        </p>
      ) : null}
    </div>
  )
}
