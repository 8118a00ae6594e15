/**
 * The way back from the payment gateway: `/cart/thank-you/{token}?id=…&refId=…&status=PAID|CANCELLED|PENDING`
 * (Comgate's return URL). The gateway's notification may reach the API a moment after the shopper, so a
 * PAID return while the order still awaits payment is asked again for a few seconds. No zod: route search
 * validators ship with every page (decision 009).
 */
export const PAYMENT_RETURN_STATUSES = ['PAID', 'CANCELLED', 'PENDING'] as const
export type PaymentReturnStatus = (typeof PAYMENT_RETURN_STATUSES)[number]
export type ThankYouSearch = { status?: PaymentReturnStatus }

export const POLL_INTERVAL_MS = 1500
export const POLL_WINDOW_MS = 10_000

function isStatus(value: unknown): value is PaymentReturnStatus {
  return typeof value === 'string' && (PAYMENT_RETURN_STATUSES as readonly string[]).includes(value)
}

/** Keeps the gateway's status only; `id` and `refId` are not needed (the API asks the gateway itself). */
export function parseThankYouSearch(search: Record<string, unknown>): ThankYouSearch {
  return isStatus(search.status) ? { status: search.status } : {}
}

/** Ask again while a PAID return is not yet reflected in the order, within the polling window. */
export function shouldPoll(
  status: PaymentReturnStatus | undefined,
  paymentState: string | null | undefined,
  elapsedMs: number,
): boolean {
  return status === 'PAID' && paymentState === 'awaiting_payment' && elapsedMs < POLL_WINDOW_MS
}
