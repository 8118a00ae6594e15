import { LABEL_MAX_LENGTH } from '../payments/comgate'
import { expirationMs, SANDBOX_PORTAL } from './comgate-gateway'

/**
 * Validation of `POST /v2.0/payment.json` as the real gateway does it: the first problem found is answered with
 * its Comgate code (1102 language, 1103 method, 1304 category, 1305 label, 1309 amount, 1310 currency,
 * 1400 any other parameter).
 */

export type CreateFields = {
  test: boolean
  price: number
  curr: string
  label: string
  refId: string
  email: string
  fullName: string | null
  method: string
  delivery: string | null
  category: string | null
  lang: string
  country: string
  expiresInMs: number
  urlPaid: string | null
  urlCancelled: string | null
  urlPending: string | null
}

export type CreateProblem = { code: number; message: string }

/** Smallest price per currency in cents (Comgate: 1 CZK, 0.10 EUR, ...). */
const MIN_PRICE: Record<string, number> = {
  CZK: 100,
  EUR: 10,
  PLN: 100,
  HUF: 10_000,
  USD: 100,
  GBP: 100,
  RON: 500,
  HRK: 100,
  NOK: 50,
  SEK: 50,
}
const LANGUAGES = ['cs', 'sk', 'en', 'pl', 'fr', 'ro', 'de', 'hu', 'si', 'hr', 'no', 'sv']
const DELIVERIES = ['HOME_DELIVERY', 'PICKUP', 'ELECTRONIC_DELIVERY']
const CATEGORIES = ['PHYSICAL_GOODS_ONLY', 'OTHER']
const METHOD = /^[A-Z][A-Z0-9_]*(?:\+[A-Z][A-Z0-9_]*)*(?:-[A-Z][A-Z0-9_]*)*$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MIN_EXPIRATION_MS = 30 * 60_000
const MAX_EXPIRATION_MS = 7 * 86_400_000

class Problem extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

const wrong = (name: string) => new Problem(1400, `Invalid parameter ${name}`)

/** A string parameter; `''` counts as absent (the PHP SDK sends empty strings for what it does not set). */
function text(body: Record<string, unknown>, name: string): string | null {
  const value = body[name]
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string') throw wrong(name)
  return value
}

function flag(body: Record<string, unknown>, name: string): boolean {
  const value = body[name]
  if (value === undefined || value === null || value === '') return false
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  throw wrong(name)
}

function returnUrl(body: Record<string, unknown>, name: string): string | null {
  const value = text(body, name)
  if (value === null) return null
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol) || value.length > 1024) throw wrong(name)
  return value
}

function price(body: Record<string, unknown>, curr: string): number {
  const value = body.price
  const amount = typeof value === 'string' && /^[0-9]{1,12}$/.test(value) ? Number(value) : value
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < (MIN_PRICE[curr] ?? 1)) {
    throw new Problem(1309, 'Incorrect amount')
  }
  return amount
}

function fields(body: Record<string, unknown>): CreateFields {
  const curr = text(body, 'curr')
  if (curr === null) throw new Problem(1400, 'Missing parameter curr')
  if (!(curr in MIN_PRICE)) throw new Problem(1310, 'Unknown currency')
  const label = text(body, 'label')
  if (label === null || label.trim() === '') throw new Problem(1305, 'Product description missing')
  if (Array.from(label).length > LABEL_MAX_LENGTH) throw wrong('label')
  const refId = text(body, 'refId')
  if (refId === null || refId.length > 100) throw wrong('refId')
  const email = text(body, 'email')
  if (email === null || !EMAIL.test(email) || email.length > 254) throw wrong('email')
  const method = text(body, 'method')
  if (method === null || !METHOD.test(method)) throw new Problem(1103, 'Method incorrectly specified')
  const delivery = text(body, 'delivery')
  if (delivery !== null && !DELIVERIES.includes(delivery)) throw wrong('delivery')
  const category = text(body, 'category')
  if (category !== null && !CATEGORIES.includes(category)) throw new Problem(1304, 'Invalid category')
  const lang = text(body, 'lang') ?? 'cs'
  if (!LANGUAGES.includes(lang)) throw new Problem(1102, 'Specified language is not supported')
  const country = text(body, 'country') ?? 'CZ'
  if (!/^(?:[A-Z]{2}|ALL)$/.test(country)) throw wrong('country')
  const fullName = text(body, 'fullName')
  if (fullName !== null && fullName.length > 200) throw wrong('fullName')
  const expiresInMs = expirationMs(text(body, 'expirationTime') ?? SANDBOX_PORTAL.defaultExpiration)
  if (expiresInMs === null || expiresInMs < MIN_EXPIRATION_MS || expiresInMs > MAX_EXPIRATION_MS)
    throw wrong('expirationTime')
  if (flag(body, 'preauth') || flag(body, 'initRecurring')) throw new Problem(1400, 'Not enabled for this e-shop')
  return {
    test: flag(body, 'test'),
    price: price(body, curr),
    curr,
    label,
    refId,
    email,
    fullName,
    method,
    delivery,
    category,
    lang,
    country,
    expiresInMs,
    urlPaid: returnUrl(body, 'url_paid'),
    urlCancelled: returnUrl(body, 'url_cancelled'),
    urlPending: returnUrl(body, 'url_pending'),
  }
}

/** The payment to create, or the problem to answer with. */
export function parseCreateRequest(body: unknown): { fields: CreateFields } | { problem: CreateProblem } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { problem: { code: 1400, message: 'Wrong query' } }
  try {
    return { fields: fields(body as Record<string, unknown>) }
  } catch (error) {
    if (error instanceof Problem) return { problem: { code: error.code, message: error.message } }
    throw error
  }
}
