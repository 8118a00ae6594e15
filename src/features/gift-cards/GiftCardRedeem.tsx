import { lazy, Suspense, useState } from 'react'
import type { OrderGiftCard } from '../../../contract/gift-cards'

const GiftCardRedeemForm = lazy(() => import('./GiftCardRedeemForm'))

type Props = {
  applied: readonly OrderGiftCard[]
  interactive: boolean
  /** The button's text, from the page's own texts: this module carries none, so a cart without vouchers loads none. */
  openLabel: string
}

/**
 * The gift voucher in the cart summary, under the coupon (where Czech shops keep both): "Mám dárkový poukaz" opens
 * the code field, whose code loads only then, so a cart without vouchers carries none of it in its first-load
 * JavaScript (first-load-js.budget.json); a cart with vouchers applied shows the field and the list at once.
 */
export function GiftCardRedeem({ applied, interactive, openLabel }: Props) {
  const [opened, setOpened] = useState(false)
  if (applied.length === 0 && !opened) {
    return (
      <button
        type="button"
        className="button button--ghost gift-card-redeem__open"
        disabled={!interactive}
        onClick={() => setOpened(true)}
      >
        {openLabel}
      </button>
    )
  }
  return (
    <Suspense fallback={null}>
      <GiftCardRedeemForm applied={applied} interactive={interactive} focus={opened} />
    </Suspense>
  )
}
