import { useEffect, useState } from 'react'
import { useT } from '../../lib/services'
import { clampQuantity, parseQuantity, QUANTITY_MAX, QUANTITY_MIN } from './quantity'

type Props = {
  id: string
  value: number
  /** Called with a new quantity (within 1–9999) when a step button is used or a typed value is committed. */
  onCommit: (quantity: number) => void
  /**
   * The step buttons, when the owner counts them itself (the cart line: from the quantity last asked for, not yet
   * answered); without it a step commits `value` ± 1.
   */
  onStep?: (step: 1 | -1) => void
  disabled?: boolean
  /** Accessible names: the field and the two step buttons. */
  label: string
  decreaseLabel: string
  increaseLabel: string
}

/**
 * A quantity stepper: −, a number field, +. The field keeps its own text while typed and commits on Enter or
 * when it loses focus; arrow keys step (the native number field), and the buttons commit at once.
 */
export function QuantityField({ id, value, onCommit, onStep, disabled, label, decreaseLabel, increaseLabel }: Props) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])

  function commit(next: number) {
    const quantity = clampQuantity(next)
    setText(String(quantity))
    if (quantity !== value) onCommit(quantity)
  }

  function step(by: 1 | -1) {
    if (onStep) onStep(by)
    else commit(value + by)
  }

  function commitText() {
    const parsed = parseQuantity(text)
    if (parsed === null) setText(String(value))
    else commit(parsed)
  }

  return (
    <div className="quantity-field">
      <button
        type="button"
        className="quantity-field__step"
        aria-label={decreaseLabel}
        disabled={disabled || value <= QUANTITY_MIN}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        id={id}
        className="quantity-field__input"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        value={text}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={commitText}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          commitText()
        }}
      />
      <button
        type="button"
        className="quantity-field__step"
        aria-label={increaseLabel}
        disabled={disabled || value >= QUANTITY_MAX}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  )
}

/** The field's accessible names, naming the item when there are several on the page (the cart). */
export function useQuantityLabels(name?: string) {
  const t = useT()
  return name
    ? {
        label: t('cart.quantityOf', { name }),
        decreaseLabel: t('cart.decreaseOf', { name }),
        increaseLabel: t('cart.increaseOf', { name }),
      }
    : { label: t('cart.quantity'), decreaseLabel: t('cart.decrease'), increaseLabel: t('cart.increase') }
}
