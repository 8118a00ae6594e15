import type { ReactNode } from 'react'
import { formatPrice } from '../../lib/money'
import { useT } from '../../lib/services'
import { errorId, fieldId } from './checkout-form'

type MethodChoiceProps = {
  field: 'shippingMethod' | 'paymentMethod'
  /** The first choice carries the field's id, where focus goes when the field is missing. */
  first: boolean
  code: string
  name: string
  description?: string | null
  /** Haléře; 0 reads "zdarma". */
  price: number
  chosen: boolean
  error?: string
  onChoose: () => void
  /** Shown under the chosen method (the pickup-point picker). */
  children?: ReactNode
}

/** One radio of the shipping or payment list: name, price or "zdarma", description. */
export function MethodChoice({
  field,
  first,
  code,
  name,
  description,
  price,
  chosen,
  error,
  onChoose,
  children,
}: MethodChoiceProps) {
  const t = useT()
  return (
    <div className={`choice${chosen ? ' choice--chosen' : ''}`}>
      <label className="choice__label">
        {/* the group has no element of its own: its radios carry the state the form toolkit focuses and reads */}
        {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
        <input
          id={first ? fieldId(field) : undefined}
          type="radio"
          name={field}
          value={code}
          checked={chosen}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(field) : undefined}
          onChange={onChoose}
        />
        <span className="choice__name">{name}</span>
        <span className="choice__price">{price === 0 ? t('checkout.free') : formatPrice(price)}</span>
      </label>
      {description ? <p className="choice__description">{description}</p> : null}
      {children}
    </div>
  )
}
