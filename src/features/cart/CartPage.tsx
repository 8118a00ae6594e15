import { Link, useHydrated } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useServices, useT } from '../../lib/services'
import { GiftCardRedeem, isGiftCardsOnly } from '../gift-cards'
import { trackViewCart } from './cart-analytics'
import { CartItemRow } from './CartItemRow'
import { CartTotals } from './CartTotals'
import { CouponForm } from './CouponForm'
import { FreeShippingProgress } from './FreeShippingProgress'
import './texts'
import { useCart } from './use-cart'

/**
 * The cart page: lines, coupon, totals, progress to free shipping and the way on to the order. It reads
 * without scripts (rendered on the server); changing anything needs them, so the controls wait for hydration.
 */
export function CartPage() {
  const t = useT()
  const cart = useCart((s) => s.cart)
  const status = useCart((s) => s.status)
  const interactive = useHydrated()
  useViewCart()

  if (!cart && status !== 'ready') {
    return (
      <p className="cart-loading" role="status">
        {t('cart.loading')}
      </p>
    )
  }
  if (!cart || cart.items.length === 0) return <CartEmpty />
  const coupon = cart.couponCode ?? cart.promotionCoupon?.code ?? null
  return (
    <section className="cart" aria-labelledby="cart-title">
      <h1 id="cart-title">{t('cart.title')}</h1>
      {/* vouchers alone go by e-mail for free: no way to free shipping to show */}
      {isGiftCardsOnly(cart) ? null : <FreeShippingProgress cart={cart} />}
      <div className="cart__layout">
        <div className="cart__items">
          <h2 className="visually-hidden">{t('cart.items')}</h2>
          <ul className="cart-items">
            {cart.items.map((item) => (
              <CartItemRow key={item.id} item={item} interactive={interactive} />
            ))}
          </ul>
        </div>
        <aside className="cart__summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">{t('cart.totals.title')}</h2>
          <CouponForm applied={coupon} interactive={interactive} />
          <GiftCardRedeem applied={cart.giftCards ?? []} interactive={interactive} openLabel={t('cart.giftCardOpen')} />
          <CartTotals cart={cart} />
          <Link to="/cart/summary" className="button button--primary cart__checkout">
            {t('cart.checkout')}
          </Link>
        </aside>
      </div>
    </section>
  )
}

/** The empty cart (docs/product.md#cart): a message with a link to the bestsellers. */
function CartEmpty() {
  const t = useT()
  return (
    <section className="cart-empty" aria-labelledby="cart-title">
      <h1 id="cart-title">{t('cart.empty.title')}</h1>
      <p>{t('cart.empty.text')}</p>
      <Link to="/" hash="nejprodavanejsi" className="button button--primary">
        {t('cart.empty.link')}
      </Link>
    </section>
  )
}

/** `view_cart` once per visit of the page, when the cart has something in it. */
function useViewCart() {
  const { cart } = useServices()
  const reported = useRef(false)
  useEffect(() => {
    const report = () => {
      const current = cart.getState().cart
      if (reported.current || !current || current.items.length === 0) return
      reported.current = true
      trackViewCart(current)
    }
    report()
    return cart.subscribe(report)
  }, [cart])
}
