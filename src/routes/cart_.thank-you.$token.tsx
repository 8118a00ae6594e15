import { createFileRoute, notFound } from '@tanstack/react-router'
import {
  awaitsTransfer,
  fetchPaymentQr,
  getExpectedDelivery,
  getOrder,
  getOrderDocuments,
  getPaymentQr,
  loadPaymentMethods,
} from '../features/checkout/order/order.api'
import { parseThankYouSearch } from '../features/checkout/order/payment-return'
import { ThankYouPage } from '../features/checkout/order/ThankYouPage'
import { usePaymentReturn } from '../features/checkout/order/use-payment-return'
import { pageHead } from '../lib/page-head'
import checkoutCss from '../features/checkout/checkout.css?url'

/** The thank-you page after ordering; private (noindex, never cached). An unknown token is a 404. */
export const Route = createFileRoute('/cart_/thank-you/$token')({
  // The loader travels with the page in its own chunk: catalogue pages do not carry checkout code.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: parseThankYouSearch,
  loader: async ({ context: { services }, params }) => {
    // As on the order page: the server asks for the QR beside the order (decision 058).
    const early = import.meta.env.SSR ? fetchPaymentQr(services.api, params.token).catch(() => null) : null
    // Streamed after the page; without an answer the page simply leaves the dates out.
    const delivery = getExpectedDelivery(services.api, params.token).catch(() => null)
    const [order, paymentMethods, documents] = await Promise.all([
      getOrder(services.api, params.token),
      loadPaymentMethods(services.api),
      // the documents are a part of the page, not a reason to fail it
      getOrderDocuments(services.api, params.token).catch(() => []),
    ])
    if (!order || order.state === 'cart') throw notFound()
    // only an unpaid transfer has one; without it the page still names the method's instructions
    const paymentQr = awaitsTransfer(order)
      ? await (early ?? getPaymentQr(services.api, order).catch(() => null))
      : null
    return { order, paymentMethods, documents, delivery, paymentQr }
  },
  head: ({ match }) => {
    const t = match.context.services.i18n.t
    const head = pageHead({
      title: t('thankYou.metaTitle'),
      description: t('thankYou.metaTitle'),
      robots: 'noindex, nofollow',
    })
    return { ...head, links: [...head.links, { rel: 'stylesheet', href: checkoutCss }] }
  },
  component: function ThankYouRoute() {
    const { order, paymentMethods, documents, delivery, paymentQr } = Route.useLoaderData()
    const { status } = Route.useSearch()
    const paymentReturn = usePaymentReturn(Route.id, status, order.paymentState)
    return (
      <ThankYouPage
        order={order}
        paymentMethods={paymentMethods}
        documents={documents}
        delivery={delivery}
        paymentReturn={paymentReturn}
        paymentQr={paymentQr}
      />
    )
  },
})
