import * as z from 'zod/mini'
import { claimDueHeurekaOrders, type HeurekaOrder, markHeurekaFailed, markHeurekaSent } from '../db/heureka'
import type { Bindings } from '../env'
import { thirdPartyFetch } from '../http/in-process'

/**
 * Heureka's "Ověřeno zákazníky" (docs/decisions/062-heureka-certification.md): each placed order whose shopper did
 * not opt out is reported once to Heureka's order endpoint, which then sends them its satisfaction questionnaire.
 * The order waits in its outbox (api/db/heureka.ts) and is delivered after the answer and by the cron, so Heureka
 * being slow or down never blocks or fails a checkout; a 5xx or a network failure is retried with growing pauses,
 * a 4xx (a bad key, a bad address) is final. The key is never logged: it travels only in the request body.
 */

/** Heureka's v2 endpoint, relative to HEUREKA_API_URL (`https://api.heureka.cz/`, or the sandbox `/sandbox/heureka/`). */
export const HEUREKA_ORDER_PATH = 'shop-certification/v2/order/log'

export const HEUREKA_MAX_ATTEMPTS = 5
/** Wait after the n-th failed attempt: 1 min, 10 min, 1 h, 6 h; the 5th failure gives up. */
const RETRY_DELAYS_MS = [60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const
const LEASE_MS = 2 * 60_000

/** Whether the shop reports orders to Heureka at all: a configured endpoint and key. */
export function heurekaEnabled(env: Pick<Bindings, 'HEUREKA_API_URL' | 'HEUREKA_API_KEY'>): boolean {
  return Boolean(env.HEUREKA_API_URL) && Boolean(env.HEUREKA_API_KEY)
}

/** The body Heureka's v2 `order/log` takes: the key, the customer's e-mail, the order number, the feed's ITEM_IDs. */
export function heurekaBody(order: HeurekaOrder, apiKey: string) {
  return { apiKey, email: order.email, orderId: order.number, productItemIds: order.itemIds }
}

/** Heureka's answer: `{code, message, description?}`, 200 when the order was taken. */
const answer = z.object({ code: z.number(), message: z.string(), description: z.optional(z.string()) })

class HeurekaError extends Error {
  readonly permanent: boolean
  constructor(message: string, permanent: boolean) {
    super(message)
    this.permanent = permanent
  }
}

async function send(env: Bindings, order: HeurekaOrder): Promise<void> {
  const target = `${env.HEUREKA_API_URL!.replace(/\/*$/, '/')}${HEUREKA_ORDER_PATH}`
  let response: Response
  try {
    response = await thirdPartyFetch(env)(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
      body: JSON.stringify(heurekaBody(order, env.HEUREKA_API_KEY!)),
    })
  } catch (error) {
    // the message of a network error names the host at most, never the body with the key
    throw new HeurekaError(`network: ${error instanceof Error ? error.name : 'error'}`, false)
  }
  const parsed = answer.safeParse(await response.json().catch(() => null))
  const said = parsed.success ? `${parsed.data.code} ${parsed.data.message}` : 'no JSON answer'
  if (response.ok && parsed.success && parsed.data.code === 200) return
  throw new HeurekaError(
    `HTTP ${response.status}: ${said}`.slice(0, 300),
    response.status >= 400 && response.status < 500,
  )
}

/** Delivers up to `limit` due orders; resolves with how many Heureka took. Never throws (waitUntil, cron). */
export async function deliverHeurekaOrders(env: Bindings, limit = 20): Promise<number> {
  if (!heurekaEnabled(env)) return 0
  try {
    const now = Date.now()
    const due = await claimDueHeurekaOrders(env.DB, {
      now,
      limit,
      leaseUntil: now + LEASE_MS,
      maxAttempts: HEUREKA_MAX_ATTEMPTS,
    })
    let sent = 0
    for (const order of due) {
      try {
        await send(env, order)
        await markHeurekaSent(env.DB, order.orderId, Date.now())
        sent++
      } catch (error) {
        const permanent = error instanceof HeurekaError && error.permanent
        const delay = RETRY_DELAYS_MS[order.attempts - 1]
        const next = permanent || delay === undefined ? null : Date.now() + delay
        const reason = error instanceof HeurekaError ? error.message : 'unexpected error'
        console.warn(
          JSON.stringify({
            level: 'warn',
            msg: 'heureka order not taken',
            order: order.number,
            attempt: order.attempts,
            reason,
            givenUp: next === null,
          }),
        )
        await markHeurekaFailed(env.DB, order.orderId, reason, next)
      }
    }
    return sent
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'heureka delivery failed', error: String(error) }))
    return 0
  }
}
