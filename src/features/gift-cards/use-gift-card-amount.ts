import { useEffect, useId, useState } from 'react'
import { type AmountLimits, parseGiftCardAmount } from './gift-card-amount'

/**
 * The value typed for a free-amount voucher ("Vlastní částka") on the product page, in whole crowns within the
 * variant's limits: keeps the text and says whether an add must be refused (the field, GiftCardAmountField.tsx,
 * then says why). Apart from the field, which is a chunk of its own: every product page runs this hook.
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

export type GiftCardAmountFieldProps = NonNullable<ReturnType<typeof useGiftCardAmount>['field']>
