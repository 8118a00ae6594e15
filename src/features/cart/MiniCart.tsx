import { Link } from '@tanstack/react-router'
import { formatPrice } from '../../lib/money'
import { useT } from '../../lib/services'
import { useCart } from './use-cart'
import { goodsTotal, itemCount } from './cart-summary'
import { useCartSync } from './use-cart-sync'

/** The header's link to the cart with the number of pieces and what the goods cost; rendered on the server. */
export function MiniCart({ isCartLayout }: { isCartLayout: boolean }) {
  const t = useT()
  useCartSync(isCartLayout)
  const count = useCart((s) => itemCount(s.cart))
  const total = useCart((s) => goodsTotal(s.cart))
  // The link's name is its own (hidden) text, "Košík, 1 položka, 1 290 Kč", not an aria-label that would have to
  // contain the bare figures shown beside the icon (WCAG 2.5.3 label in name); the figures are for the eye only.
  return (
    <Link to="/cart" className="mini-cart">
      <svg className="mini-cart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 11h10.2L20 7H7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{t('cart.mini', { count, total: formatPrice(total) })}</span>
      <span className="mini-cart__count" aria-hidden="true">
        {count}
      </span>
      <span className="mini-cart__total" aria-hidden="true">
        {formatPrice(total)}
      </span>
    </Link>
  )
}
