import { createFileRoute, notFound } from '@tanstack/react-router'
import {
  awaitsTransfer,
  fetchPaymentQr,
  getOrder,
  getOrderDocuments,
  getPaymentQr,
  loadPaymentMethods,
} from '../features/checkout/order/order.api'
import { OrderDetail } from '../features/checkout/order/OrderDetail'
import { pageHead } from '../lib/page-head'
import checkoutCss from '../features/checkout/checkout.css?url'

/** The order detail by its token (private: noindex, never cached). An unknown token or a cart is a 404. */
export const Route = createFileRoute('/order/$token')({
  // The loader travels with the page in its own chunk: catalogue pages do not carry checkout code.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { services }, params }) => {
    // The server asks for the QR beside the order, not after it: two API calls in a row, not three (decision
    // 058). The browser asks only for an order that awaits a transfer: there a 404 shows as a failed load.
    const early = import.meta.env.SSR ? fetchPaymentQr(services.api, params.token).catch(() => null) : null
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
    return { order, paymentMethods, documents, paymentQr }
  },
  head: ({ match, loaderData }) => {
    const t = match.context.services.i18n.t
    const title = t('order.metaTitle', { number: loaderData?.order.number ?? '' })
    const head = pageHead({ title, description: title, robots: 'noindex, nofollow' })
    return { ...head, links: [...head.links, { rel: 'stylesheet', href: checkoutCss }] }
  },
  component: function OrderRoute() {
    return <OrderDetail {...Route.useLoaderData()} />
  },
})
