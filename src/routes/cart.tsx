import { createFileRoute, Link } from '@tanstack/react-router'
import { useT } from '../lib/services'

/** The cart (cart layout). Items, quantities and checkout come with the cart capability; empty until then. */
export const Route = createFileRoute('/cart')({
  staticData: { layout: 'cart' },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: CartPage,
})

function CartPage() {
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
