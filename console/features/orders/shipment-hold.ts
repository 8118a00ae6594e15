/**
 * Why the goods may not leave yet, or null when they may: packing and dispatch need the order paid, or cash on
 * delivery (decision 044). An order whose money or vouchers all went back is not waiting for a payment: it waits
 * for staff to cancel it, and the shipment says so.
 */
export function shipmentHold(order: {
  paymentState: string
  payments: ReadonlyArray<{ method: string | null }>
}): 'awaitingPayment' | 'refunded' | null {
  if (order.payments.some((payment) => payment.method === 'cod')) return null
  if (order.paymentState === 'paid' || order.paymentState === 'partially_refunded') return null
  return order.paymentState === 'refunded' ? 'refunded' : 'awaitingPayment'
}
