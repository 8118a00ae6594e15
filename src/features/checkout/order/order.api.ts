import '../texts'
import { API_BASE } from '../../../../contract/channel'
import type { PaymentMethod, PaymentQr } from '../../../../contract/order'
import type { ApiAnswer, ApiClient } from '../../../lib/api/client'
import { isApiError } from '../../../lib/api/errors'
import { normalizeOrder, type Order } from '../../../lib/api/normalize'
import { awaitsPayment, currentPayment } from './order-status'

/** Reads of a placed order: the order itself, its expected delivery, and the way to the payment gateway. */
function orderPath(token: string): string {
  return `/orders/${encodeURIComponent(token)}`
}

/** The order by its token, always fresh; null when the API does not know it (the page answers 404). */
export async function getOrder(api: ApiClient, token: string): Promise<Order | null> {
  try {
    return normalizeOrder(await api.get(orderPath(token), { schema: 'order', cache: false }))
  } catch (error) {
    // 404: no such order; 400/422: a token the API cannot even take (too long, wrong characters), so no order
    if (isApiError(error) && [400, 404, 422].includes(error.status)) return null
    throw error
  }
}

/** An invoice or credit note of the order (docs/decisions/045-invoices-and-bank-statements.md). */
export type OrderDocument = ApiAnswer<'orderDocumentList'>['hydra:member'][number]

/**
 * The order's invoice and credit notes, for whoever may read the order (the API answers 404 to anybody else).
 * Never cached: a payment or a refund adds one.
 */
export async function getOrderDocuments(api: ApiClient, token: string): Promise<OrderDocument[]> {
  try {
    return (await api.get(`${orderPath(token)}/invoices`, { schema: 'orderDocumentList', cache: false }))[
      'hydra:member'
    ]
  } catch (error) {
    if (isApiError(error) && [400, 404, 422].includes(error.status)) return []
    throw error
  }
}

/**
 * Where the browser downloads a document's PDF: the shop API's path on the storefront's own origin (its proxy
 * adds the visitor's bearer), built from the id rather than taken from the answer. The order's token goes along
 * as `?tokenValue=`: the id alone opens no document (a guest has no bearer), and no request log keeps a query.
 */
export function documentDownloadPath(document: Pick<OrderDocument, 'id'>, orderToken: string): string {
  return `${API_BASE}/invoices/${encodeURIComponent(document.id)}/download?tokenValue=${encodeURIComponent(orderToken)}`
}

/**
 * How to pay an unpaid bank-transfer order: the account, symbol, amount and QR Platba (docs/qr-platba.md). Asked
 * only of an order that awaits a transfer (any other answers 404, which a browser would report as a failed load
 * when the page is reached by a client-side navigation); null without an answer. Never cached: a payment ends it.
 */
export async function getPaymentQr(api: ApiClient, order: Order): Promise<PaymentQr | null> {
  return awaitsTransfer(order) ? fetchPaymentQr(api, order.tokenValue) : null
}

/** The order waits for a bank transfer: the only kind with a QR Platba. */
export function awaitsTransfer(order: Order): boolean {
  return Boolean(order.tokenValue) && awaitsPayment(order) && currentPayment(order)?.method?.code === 'bank_transfer'
}

/**
 * The payment QR by the order's token alone, before the order is known: the server render asks beside the order
 * (docs/decisions/058-round-trips.md) and keeps the answer only when the order awaits a transfer.
 */
export async function fetchPaymentQr(api: ApiClient, token: string): Promise<PaymentQr | null> {
  try {
    return await api.get(`${orderPath(token)}/payment-qr`, { schema: 'paymentQr', cache: false })
  } catch (error) {
    if (isApiError(error) && [400, 404, 422].includes(error.status)) return null
    throw error
  }
}

export type ExpectedDelivery = { dispatchBy: string; deliveryFrom: string; deliveryTo: string }

/** When the order leaves the warehouse and arrives (`YYYY-MM-DD`); null when the API cannot say. */
export async function getExpectedDelivery(api: ApiClient, token: string): Promise<ExpectedDelivery | null> {
  try {
    const info = await api.get(`/orders/expected-delivery-info/${encodeURIComponent(token)}`, {
      schema: 'expectedDeliveryInfo',
      cache: false,
    })
    return { dispatchBy: info.dispatchBy, deliveryFrom: info.deliveryFrom, deliveryTo: info.deliveryTo }
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 422)) return null
    throw error
  }
}

/**
 * Starts the online payment of a placed order, or resumes the one under way (the API answers the same gateway
 * address while a payment is processing): where to send the browser.
 */
export async function requestPaymentRedirect(api: ApiClient, token: string): Promise<string> {
  const answer = await api.get(`${orderPath(token)}/pay`, { schema: 'paymentRedirect', cache: false })
  return answer.url
}

/** The payment methods with their instructions (bank account) and whether they go through the gateway (public, cached). */
export async function loadPaymentMethods(api: ApiClient): Promise<PaymentMethod[]> {
  return (await api.get('/payment-methods', { schema: 'paymentMethodList' }))['hydra:member']
}
