import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadCheckoutMethods } from '../features/checkout/checkout.api'
import { CheckoutPage } from '../features/checkout/CheckoutPage'
import { pageHead } from '../lib/page-head'
import checkoutCss from '../features/checkout/checkout.css?url'

/** The cart summary (cart layout, docs/product.md#layouts): the checkout form. An empty cart goes back to /cart. */
export const Route = createFileRoute('/cart_/summary')({
  // The loader travels with the page in its own chunk: catalogue pages do not carry checkout code.
  codeSplitGroupings: [['loader', 'component']],
  staticData: { layout: 'cart' },
  beforeLoad: ({ context: { services } }) => {
    const { status, cart } = services.cart.getState()
    if (status === 'ready' && !cart?.items.length) throw redirect({ to: '/cart' })
  },
  loader: ({ context: { services } }) => loadCheckoutMethods(services.api),
  head: ({ match }) => {
    const t = match.context.services.i18n.t
    const head = pageHead({
      title: t('checkout.metaTitle'),
      description: t('checkout.metaDescription'),
      robots: 'noindex',
    })
    return { ...head, links: [...head.links, { rel: 'stylesheet', href: checkoutCss }] }
  },
  component: function CartSummaryPage() {
    return <CheckoutPage methods={Route.useLoaderData()} />
  },
})
