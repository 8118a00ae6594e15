import { TextField } from '../../components/ui/FormField'
import { formatPrice } from '../../lib/money'
import { useT } from '../../lib/services'
import './amount-texts'
import type { GiftCardAmountFieldProps } from './use-gift-card-amount'

/**
 * The value of a free-amount voucher ("Vlastní částka") on the product page, in whole crowns within the variant's
 * limits (shown under the field); its state is `useGiftCardAmount`'s. A chunk of its own with its texts
 * (GiftCardAmountSlot.tsx): a product page without such a voucher loads none of it.
 */
export function GiftCardAmountField({ id, limits, text, onText, error, onBlur }: GiftCardAmountFieldProps) {
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
