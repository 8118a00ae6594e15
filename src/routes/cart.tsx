import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../features/cart/CartPage'

/** The cart (cart layout). A client navigation here reads the cart again, so prices are current. */
export const Route = createFileRoute('/cart')({
  staticData: { layout: 'cart' },
  // A hover preload does not read the cart; the navigation itself does.
  preloadStaleTime: 0,
  loader: ({ context, preload }) => {
    if (import.meta.env.SSR || preload) return
    return context.services.cart.getState().load()
  },
  head: ({ match }) => ({
    meta: [{ title: match.context.services.i18n.t('cart.metaTitle') }, { name: 'robots', content: 'noindex' }],
  }),
  component: CartPage,
})
