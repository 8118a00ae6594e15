import type { Order } from '../../lib/api/normalize'
import { formatPrice } from '../../lib/money'
import { useT } from '../../lib/services'
import { freeShippingProgress } from './cart-totals'

/** How far the goods are from free shipping, from the API's `freeShipping` (threshold and what is missing). */
export function FreeShippingProgress({ cart }: { cart: Order }) {
  const t = useT()
  const progress = freeShippingProgress(cart)
  if (!progress) return null
  const text =
    progress.remaining > 0
      ? t('cart.freeShipping.remaining', { amount: formatPrice(progress.remaining) })
      : t('cart.freeShipping.reached')
  return (
    <div className="free-shipping">
      <p className="free-shipping__text">{text}</p>
      <div
        className="free-shipping__bar"
        role="progressbar"
        aria-label={t('cart.freeShipping.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={text}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  )
}
