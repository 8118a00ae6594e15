import { useCallback, useEffect, useId, useState } from 'react'
import { useFormState } from '../../lib/forms'
import { type AmountLimits, parseGiftCardAmount } from './gift-card-amount'

const FIELDS = ['giftCardAmount'] as const
type Values = { giftCardAmount: string }

/**
 * The value typed for a free-amount voucher ("Vlastní částka") on the product page, in whole crowns within the
 * variant's limits; `amount` is the value in haléře while it is valid. Apart from the field
 * (GiftCardAmountField.tsx), which is a chunk of its own: every product page runs this hook.
 * The text lives on the form toolkit (decision 023): the message shows once the field is left with something typed,
 * after the pointer press that left it (else it moves the button from under the pointer and the click on it is
 * lost), and an add that must be refused shows it and moves the focus to the field.
 */
export function useGiftCardAmount(limits: AmountLimits | null) {
  const validate = useCallback(
    (values: Values) => {
      const check = limits ? parseGiftCardAmount(values.giftCardAmount, limits) : null
      return check && !check.ok ? { giftCardAmount: check.error } : {}
    },
    [limits],
  )
  const form = useFormState<Values, (typeof FIELDS)[number]>({ giftCardAmount: '' }, validate, FIELDS)
  const text = form.values.giftCardAmount
  // a refused add moves the focus to the field once the render showing its message is done
  const [refusals, setRefusals] = useState(0)
  const id = `${useId()}-gift-card-amount`
  const check = limits ? parseGiftCardAmount(text, limits) : null
  useEffect(() => {
    if (refusals > 0) document.getElementById(id)?.focus()
  }, [refusals, id])
  return {
    field: limits
      ? {
          id,
          limits,
          text,
          onText: (giftCardAmount: string) => form.change({ giftCardAmount }),
          error: form.errors.giftCardAmount ?? null,
          onBlur: () => {
            if (text !== '') form.touch('giftCardAmount')
          },
        }
      : null,
    /** The amount to send (haléře); undefined for a variant of fixed value. */
    amount: check?.ok ? check.amount : undefined,
    /** True when the amount is missing or wrong: the field shows its message and takes the focus. */
    refuse(): boolean {
      if (!check || check.ok) return false
      form.markSubmitted()
      setRefusals((n) => n + 1)
      return true
    },
  }
}

export type GiftCardAmountFieldProps = NonNullable<ReturnType<typeof useGiftCardAmount>['field']>
