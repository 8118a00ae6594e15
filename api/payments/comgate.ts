import * as z from 'zod/mini'
import type { Bindings } from '../env'
import { thirdPartyFetch } from '../http/in-process'

/**
 * The Comgate payment gateway client (REST API v2.0, docs/czech-commerce.md#comgate): JSON bodies, HTTP Basic auth
 * merchant:secret, answers carrying `code` (0 = OK) and `message`. COMGATE_API_URL points it at
 * https://payments.comgate.cz/v2.0/ or, relative, at the sandbox in this worker (api/sandbox/comgate.ts).
 */

export const COMGATE_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'AUTHORIZED'] as const
export type ComgateStatus = (typeof COMGATE_STATUSES)[number]

export type ComgatePaymentInput = {
  /** In haléře. */
  price: number
  /** Shown to the payer and in the portal; cut to Comgate's 16 characters. */
  label: string
  /** Our reference (order number); Comgate echoes it in notifications and return URLs. */
  refId: string
  email: string
  fullName?: string
  /** Comgate method selector: `ALL` (default), `CARD_ALL`, `BANK_ALL`, `CARD_ALL+BANK_ALL`, ... */
  method?: string
  delivery?: 'HOME_DELIVERY' | 'PICKUP'
  /** Storefront page the payer comes back to; `id`, `refId` and `status` are appended for each outcome. */
  returnUrl: string
  /** Comgate's format: `30m`, `3h`, `1d` (30 minutes to 7 days); the portal setting when omitted. */
  expirationTime?: string
}

export type ComgatePayment = { transId: string; redirect: string }

export type ComgatePaymentStatus = {
  transId: string
  status: ComgateStatus
  /** In haléře. */
  price: number
  curr: string
  label: string
  refId: string
  email?: string
  method?: string
  fee?: string
}

export type ComgateNotification = { transId: string; refId: string }

export interface ComgateClient {
  createPayment(input: ComgatePaymentInput): Promise<ComgatePayment>
  getStatus(transId: string): Promise<ComgatePaymentStatus>
  /** Cancels a pending payment (the payer can no longer pay it); a cancelled one stays cancelled. */
  cancelPayment(transId: string): Promise<void>
  /**
   * Gives back `amount` haléře of a paid payment (all or part). `refId` is our refund's own reference: asking
   * again with the same one refunds once (a retry after a lost answer is safe).
   */
  refundPayment(input: { transId: string; amount: number; refId: string }): Promise<void>
}

/** The gateway refused a call (`code` is Comgate's, null when the answer had none) or could not be reached. */
export class ComgateError extends Error {
  readonly code: number | null
  readonly httpStatus: number | null
  constructor(code: number | null, message: string, httpStatus: number | null, options?: ErrorOptions) {
    super(`Comgate: ${message}${code === null ? '' : ` (code ${code})`}`, options)
    this.name = 'ComgateError'
    this.code = code
    this.httpStatus = httpStatus
  }
}

/** A notification whose merchant or secret does not match ours, or that lacks a field. */
export class ComgateForgedNotification extends Error {
  constructor(reason: string) {
    super(`Comgate notification rejected: ${reason}`)
    this.name = 'ComgateForgedNotification'
  }
}

export const LABEL_MAX_LENGTH = 16

/** Trimmed and cut to 16 characters without splitting a character (code points, control characters dropped). */
/**
 * The payment's label for an order: the longest wording that keeps the whole order number within the 16
 * characters ("Objednávka 000000021" would be cut to "Objednávka 00000", which names no order).
 */
export function orderPaymentLabel(number: string): string {
  const wordings = [`Objednávka ${number}`, `Obj. č. ${number}`, `Obj. ${number}`, number]
  return wordings.find((label) => Array.from(label).length <= LABEL_MAX_LENGTH) ?? number
}

export function comgateLabel(label: string): string {
  const characters = Array.from(label.replace(/\p{Cc}/gu, ' ').trim())
  return characters.slice(0, LABEL_MAX_LENGTH).join('').trimEnd()
}

/**
 * The return URL for one outcome. `${id}` and `${refId}` stay literal: Comgate puts the transaction id and our
 * reference there when it sends the payer back (the placeholders of its portal and `url_*` parameters).
 */
export function comgateReturnUrl(returnUrl: string, status: Exclude<ComgateStatus, 'AUTHORIZED'>): string {
  const hashAt = returnUrl.indexOf('#')
  const [base, hash] = hashAt < 0 ? [returnUrl, ''] : [returnUrl.slice(0, hashAt), returnUrl.slice(hashAt)]
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?'
  return `${base}${separator}id=\${id}&refId=\${refId}&status=${status}${hash}`
}

const encoder = new TextEncoder()

/** Compares a secret in time that depends only on the expected value's length. */
export function equalSecrets(given: string, expected: string): boolean {
  const a = encoder.encode(given)
  const b = encoder.encode(expected)
  let difference = a.length ^ b.length
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0)
  return difference === 0
}

const code = z.union([z.number(), z.string()])
const answer = z.object({ code, message: z.optional(z.string()) })
const createAnswer = z.object({ transId: z.string(), redirect: z.string() })
const statusAnswer = z.object({
  transId: z.string(),
  status: z.enum(COMGATE_STATUSES),
  price: z.union([z.number(), z.string()]),
  curr: z.string(),
  label: z.optional(z.string()),
  refId: z.string(),
  email: z.optional(z.string()),
  method: z.optional(z.string()),
  fee: z.optional(z.string()),
})

export function comgateClient(env: Bindings): ComgateClient {
  const send = thirdPartyFetch(env)
  const base = env.COMGATE_API_URL.endsWith('/') ? env.COMGATE_API_URL : `${env.COMGATE_API_URL}/`
  const authorization = `Basic ${btoa(String.fromCharCode(...encoder.encode(`${env.COMGATE_MERCHANT}:${env.COMGATE_SECRET}`)))}`

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<unknown> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' }
    if (body) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await send(base + path, { method, headers, body: body ? JSON.stringify(body) : undefined })
    } catch (error) {
      throw new ComgateError(null, `request to ${path} failed`, null, { cause: error })
    }
    const text = await response.text()
    let parsed: z.infer<typeof answer> | null = null
    let json: unknown = null
    try {
      json = JSON.parse(text)
      const result = answer.safeParse(json)
      if (result.success) parsed = result.data
    } catch {
      // not JSON: reported below with the HTTP status
    }
    const resultCode = parsed === null ? null : Number(parsed.code)
    if (!response.ok || parsed === null || resultCode !== 0) {
      const message = parsed?.message ?? `HTTP ${response.status} from ${path}`
      throw new ComgateError(Number.isFinite(resultCode) ? resultCode : null, message, response.status)
    }
    return json
  }

  function parseAnswer<T>(schema: z.ZodMiniType<T>, json: unknown, path: string): T {
    const result = schema.safeParse(json)
    if (!result.success) throw new ComgateError(null, `unexpected answer from ${path}`, 200)
    return result.data
  }

  return {
    async createPayment(input) {
      if (!Number.isSafeInteger(input.price) || input.price <= 0)
        throw new RangeError('Comgate: price must be a positive integer of haléře')
      const label = comgateLabel(input.label)
      if (label === '') throw new RangeError('Comgate: label must not be empty')
      const body = {
        test: env.COMGATE_TEST === 'true' ? 'true' : 'false',
        price: input.price,
        curr: 'CZK',
        label,
        refId: input.refId,
        email: input.email,
        method: input.method ?? 'ALL',
        country: 'CZ',
        lang: 'cs',
        category: 'PHYSICAL_GOODS_ONLY',
        prepareOnly: 'true',
        ...(input.fullName ? { fullName: input.fullName } : {}),
        ...(input.delivery ? { delivery: input.delivery } : {}),
        ...(input.expirationTime ? { expirationTime: input.expirationTime } : {}),
        url_paid: comgateReturnUrl(input.returnUrl, 'PAID'),
        url_cancelled: comgateReturnUrl(input.returnUrl, 'CANCELLED'),
        url_pending: comgateReturnUrl(input.returnUrl, 'PENDING'),
      }
      const created = parseAnswer(createAnswer, await call('POST', 'payment.json', body), 'payment.json')
      return { transId: created.transId, redirect: created.redirect }
    },

    async getStatus(transId) {
      const path = `payment/transId/${encodeURIComponent(transId)}.json`
      const found = parseAnswer(statusAnswer, await call('GET', path), path)
      const price = Number(found.price)
      if (!Number.isSafeInteger(price)) throw new ComgateError(null, `unexpected price from ${path}`, 200)
      return {
        transId: found.transId,
        status: found.status,
        price,
        curr: found.curr,
        label: found.label ?? '',
        refId: found.refId,
        ...(found.email ? { email: found.email } : {}),
        ...(found.method ? { method: found.method } : {}),
        ...(found.fee ? { fee: found.fee } : {}),
      }
    },

    async cancelPayment(transId) {
      await call('DELETE', `payment/transId/${encodeURIComponent(transId)}.json`)
    },

    async refundPayment(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
        throw new RangeError('Comgate: a refund is a positive integer of haléře')
      const test = env.COMGATE_TEST === 'true' ? 'true' : 'false'
      await call('POST', 'refund.json', {
        test,
        transId: input.transId,
        amount: input.amount,
        curr: 'CZK',
        refId: input.refId,
      })
    },
  }
}

/**
 * The transaction a server-to-server notification is about, once its merchant and secret match ours. Use only
 * its `transId`: the state comes from `getStatus` (Comgate's guidance), so a replayed or reordered
 * notification cannot move an order the wrong way.
 */
export function parseNotification(env: Bindings, body: URLSearchParams | FormData): ComgateNotification {
  const field = (name: string) => {
    const value = body.get(name)
    return typeof value === 'string' && value !== '' ? value : null
  }
  const merchant = field('merchant')
  const secret = field('secret')
  const transId = field('transId')
  const refId = field('refId')
  if (merchant === null || secret === null || transId === null || refId === null) {
    throw new ComgateForgedNotification('a required field is missing')
  }
  // Both compared every time, so the answer's timing does not tell which one was wrong.
  const merchantMatches = equalSecrets(merchant, env.COMGATE_MERCHANT)
  const secretMatches = equalSecrets(secret, env.COMGATE_SECRET)
  if (!merchantMatches || !secretMatches) throw new ComgateForgedNotification('merchant or secret does not match')
  if (!/^[A-Za-z0-9-]{1,64}$/.test(transId)) throw new ComgateForgedNotification('malformed transId')
  return { transId, refId }
}
