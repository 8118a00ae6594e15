import { useEffect, useId, useState } from 'react'
import { TextField } from '../../components/ui/FormField'
import { formatPrice } from '../../lib/money'
import { useT } from '../../lib/services'
import { type AmountLimits, parseGiftCardAmount } from './gift-card-amount'
import './amount-texts'

/**
 * The value of a free-amount voucher ("Vlastní částka") on the product page, in whole crowns within the variant's
 * limits (shown under the field). `onAmount` hears the amount in haléře while it is valid, else null.
 * `useGiftCardAmount` keeps the text and says whether an add must be refused (the field then says why).
 */
export function useGiftCardAmount(limits: AmountLimits | null) {
  const [text, setText] = useState('')
  const [shown, setShown] = useState(false)
  // a refused add moves the focus to the field once the render showing its message is done
  const [refusals, setRefusals] = useState(0)
  const id = `${useId()}-gift-card-amount`
  const check = limits ? parseGiftCardAmount(text, limits) : null
  const error = shown && check && !check.ok ? check.error : null
  useEffect(() => {
    if (refusals > 0) document.getElementById(id)?.focus()
  }, [refusals, id])
  return {
    field: limits ? { id, limits, text, onText: setText, error, onBlur: () => setShown(text !== '') } : null,
    /** The amount to send (haléře); undefined for a variant of fixed value. */
    amount: check?.ok ? check.amount : undefined,
    /** True when the amount is missing or wrong: the field shows its message and takes the focus. */
    refuse(): boolean {
      if (!check || check.ok) return false
      setShown(true)
      setRefusals((n) => n + 1)
      return true
    },
  }
}

type FieldProps = NonNullable<ReturnType<typeof useGiftCardAmount>['field']>

export function GiftCardAmountField({ id, limits, text, onText, error, onBlur }: FieldProps) {
  const t = useT()
  const range = { min: formatPrice(limits.min), max: formatPrice(limits.max) }
  return (
    <div className="gift-card-amount">
      <TextField
        id={id}
        name="giftCardAmount"
        label={t('giftCards.amount.label')}
        hint={t('giftCards.amount.hint', range)}
        value={text}
        error={error ? t(`giftCards.amount.errors.${error}`, range) : null}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        onValue={onText}
        onBlur={onBlur}
      />
    </div>
  )
}
