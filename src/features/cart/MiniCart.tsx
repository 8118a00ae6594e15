import { Link } from '@tanstack/react-router'
import { formatPrice } from '../../lib/money'
import { useT } from '../../lib/services'
import { useCart } from './use-cart'
import { countForm } from '../../lib/plural'
import { goodsTotal, itemCount } from './cart-summary'
import { useCartSync } from './use-cart-sync'

/** The header's link to the cart with the number of pieces and what the goods cost; rendered on the server. */
export function MiniCart({ isCartLayout }: { isCartLayout: boolean }) {
  const t = useT()
  useCartSync(isCartLayout)
  const count = useCart((s) => itemCount(s.cart))
  const total = useCart((s) => goodsTotal(s.cart))
  // The accessible name is the link's own text: the visible count and total, with the words between them for
  // screen readers only, so the name contains what is seen (WCAG 2.5.3 label in name): "Košík, 1 položka, 1 290 Kč".
  const [before, between] = t(`cart.mini.${countForm(count)}`, { count: '\u0000', total: '\u0000' }).split('\u0000')
  return (
    <Link to="/cart" className="mini-cart">
      <svg className="mini-cart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 11h10.2L20 7H7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{before}</span>
      <span className="mini-cart__count">{count}</span>
      <span className="visually-hidden">{between}</span>
      <span className="mini-cart__total">{formatPrice(total)}</span>
    </Link>
  )
}
