import { API_BASE } from '../../contract/channel'
import type { Bindings } from '../env'
import { thirdPartyFetch } from '../http/in-process'
import type { ComgateStatus } from '../payments/comgate'
import { getSandboxPayment, settleSandboxPayment, type SandboxPayment } from './comgate-db'

/** What the Comgate sandbox does to a payment after it was created: expire it, settle it, tell the merchant. */

/** Where comgateSandbox is mounted (api/sandbox/index.ts); the shopper reaches it through the storefront. */
export const COMGATE_SANDBOX_PATH = '/sandbox/comgate'

/**
 * The merchant's settings in the Comgate portal, as the sandbox models them. The notification URL is relative,
 * so it is delivered to this worker in process; the return URLs apply when a payment was created without
 * `url_paid` / `url_cancelled` / `url_pending` (relative: the storefront's origin, which serves the sandbox).
 */
export const SANDBOX_PORTAL = {
  notificationUrl: `${API_BASE}/payment-notifications/comgate`,
  returnUrls: {
    PAID: '/?id=${id}&refId=${refId}&status=PAID',
    CANCELLED: '/?id=${id}&refId=${refId}&status=CANCELLED',
    PENDING: '/?id=${id}&refId=${refId}&status=PENDING',
  },
  defaultExpiration: '1d',
} as const

type Outcome = Exclude<ComgateStatus, 'AUTHORIZED'>

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/** Milliseconds of a Comgate `expirationTime` (`30m`, `3h`, `1d`), or null when it is not one. */
export function expirationMs(value: string): number | null {
  const match = /^([1-9][0-9]{0,5})([mhd])$/.exec(value)
  if (!match) return null
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]
}

/** The concrete method a payer of this selector ends up using (`ALL` pays by card, `BANK_ALL` by a bank button). */
export function paidMethodFor(selector: string): string {
  const first = selector.split('-')[0]?.split('+')[0] ?? 'ALL'
  if (first === 'ALL' || first === 'CARD_ALL') return 'CARD_CZ_CSOB_2'
  if (first === 'BANK_ALL' || first === 'BANK_CZ_ALL') return 'BANK_CZ_RB'
  return first
}

/** Where the payer goes back for an outcome: the payment's own URL or the portal's, placeholders filled in. */
export function returnUrlOf(payment: SandboxPayment, outcome: Outcome): string {
  const own = { PAID: payment.urlPaid, CANCELLED: payment.urlCancelled, PENDING: payment.urlPending }[outcome]
  const template = own ?? SANDBOX_PORTAL.returnUrls[outcome]
  return template
    .replaceAll('${id}', encodeURIComponent(payment.transId))
    .replaceAll('${refId}', encodeURIComponent(payment.refId))
}

/**
 * The payment as it stands now. A pending one past its expiration is cancelled first (and the merchant told),
 * as the real gateway does on its own; here it happens when someone looks.
 */
export async function currentPayment(
  env: Bindings,
  transId: string,
  merchant?: string,
): Promise<SandboxPayment | null> {
  const payment = await getSandboxPayment(env.DB, transId, merchant)
  if (payment === null || payment.status !== 'PENDING' || Date.now() < payment.expiresAt) return payment
  return finishPayment(env, payment, 'CANCELLED')
}

/**
 * Settles a pending payment as paid or cancelled and notifies the merchant when this call changed it. A payment
 * already settled stays as it is (idempotent). A failed notification is logged; the state is kept either way.
 */
export async function finishPayment(
  env: Bindings,
  payment: SandboxPayment,
  status: 'PAID' | 'CANCELLED',
): Promise<SandboxPayment> {
  const paidMethod = status === 'PAID' ? paidMethodFor(payment.method) : null
  const changed = await settleSandboxPayment(env.DB, payment.transId, status, paidMethod, Date.now())
  const settled = (await getSandboxPayment(env.DB, payment.transId)) ?? payment
  if (changed) await notifyMerchant(env, settled)
  return settled
}

/** The server-to-server notification (form-encoded, the fields of Comgate's `PaymentNotification`). */
export function notificationOf(env: Bindings, payment: SandboxPayment): URLSearchParams {
  return new URLSearchParams({
    merchant: payment.merchant,
    test: payment.test ? 'true' : 'false',
    price: String(payment.price),
    curr: payment.curr,
    label: payment.label,
    refId: payment.refId,
    email: payment.email,
    transId: payment.transId,
    status: payment.status,
    fee: 'unknown',
    vs: payment.vs,
    method: payment.paidMethod ?? '',
    secret: env.COMGATE_SECRET,
  })
}

async function notifyMerchant(env: Bindings, payment: SandboxPayment): Promise<void> {
  const url = SANDBOX_PORTAL.notificationUrl
  const log = (detail: Record<string, unknown>) =>
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'comgate sandbox: notification not accepted',
        url,
        transId: payment.transId,
        ...detail,
      }),
    )
  try {
    const response = await thirdPartyFetch(env)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: notificationOf(env, payment),
    })
    // Comgate takes HTTP 200 as delivered, whatever the body; anything else it would retry later
    const body = await response.text()
    if (response.status !== 200) log({ status: response.status, body: body.slice(0, 200) })
  } catch (error) {
    log({ error: String(error) })
  }
}
