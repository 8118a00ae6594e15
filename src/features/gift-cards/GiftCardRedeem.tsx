import { lazy, Suspense, useState } from 'react'
import type { OrderGiftCard } from '../../../contract/gift-cards'
import { useT } from '../../lib/services'
import './texts'

const GiftCardRedeemForm = lazy(() => import('./GiftCardRedeemForm'))

type Props = { applied: readonly OrderGiftCard[]; interactive: boolean }

/**
 * The gift voucher in the cart summary, under the coupon (where Czech shops keep both): "Mám dárkový poukaz" opens
 * the code field, whose code loads only then, so a cart without vouchers carries none of it in its first-load
 * JavaScript (first-load-js.budget.json); a cart with vouchers applied shows the field and the list at once.
 */
export function GiftCardRedeem({ applied, interactive }: Props) {
  const t = useT()
  const [opened, setOpened] = useState(false)
  if (applied.length === 0 && !opened) {
    return (
      <button
        type="button"
        className="button button--ghost gift-card-redeem__open"
        disabled={!interactive}
        onClick={() => setOpened(true)}
      >
        {t('giftCards.redeem.open')}
      </button>
    )
  }
  return (
    <Suspense fallback={null}>
      <GiftCardRedeemForm applied={applied} interactive={interactive} focus={opened} />
    </Suspense>
  )
}
