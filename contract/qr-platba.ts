/**
 * The QR Platba of a bank-transfer order: the Short Payment Descriptor (SPD 1.0) the Czech banks' apps read from a
 * QR code (docs/qr-platba.md). Pure: the API draws the image from this string, the tests decode the image back to it.
 */
import { pragueDay } from './prague-time'

/** The shop's account as configured (api/wrangler.toml `SHOP_IBAN`, `SHOP_BIC`, `SHOP_BANK_ACCOUNT`). */
export type ShopAccount = { iban: string; bic: string | null; czech: string }

export type SpdFields = {
  iban: string
  bic?: string | null
  /** In haléře, more than zero. */
  amount: number
  /** Digits; leading zeros are dropped (the banks' variable symbol is a number of up to 10 digits). */
  variableSymbol?: string | null
  /** Free text for the recipient; written without diacritics in upper case, cut to 60 characters. */
  message?: string | null
  /** The due day in Prague, `YYYY-MM-DD`. */
  dueDate?: string | null
}

/** The spec's limits: AM at most 10 characters, MSG at most 60, X-VS at most 10 digits. */
const MAX_AMOUNT_LENGTH = 10
const MAX_MESSAGE_LENGTH = 60
const MAX_VARIABLE_SYMBOL_LENGTH = 10

/**
 * The characters of the QR code's alphanumeric mode, less `%` (it starts an escape) and `*` (it ends a field).
 * A string made only of these and the structure's `*` `:` is stored alphanumerically: a smaller, easier code.
 */
const NOT_ALPHANUMERIC = /[^0-9A-Z $+\-./:]/g

/** `SPD*1.0*ACC:…*AM:…*CC:CZK*X-VS:…*MSG:…*DT:…`, in the order the fields are documented (docs/qr-platba.md). */
export function spdString(fields: SpdFields): string {
  const iban = fields.iban.replace(/\s+/g, '').toUpperCase()
  const bic = fields.bic?.replace(/\s+/g, '').toUpperCase()
  const parts = ['SPD', '1.0', `ACC:${bic ? `${iban}+${bic}` : iban}`, `AM:${spdAmount(fields.amount)}`, 'CC:CZK']
  const symbol = spdVariableSymbol(fields.variableSymbol ?? null)
  if (symbol) parts.push(`X-VS:${symbol}`)
  const message = spdMessage(fields.message ?? '')
  if (message) parts.push(`MSG:${message}`)
  if (fields.dueDate) parts.push(`DT:${spdDate(fields.dueDate)}`)
  return parts.join('*')
}

/** Haléře as `1234.50`: a dot, always two decimals. */
export function spdAmount(halere: number): string {
  if (!Number.isSafeInteger(halere) || halere <= 0) throw new RangeError(`QR Platba: amount ${halere} is not positive`)
  const text = `${Math.floor(halere / 100)}.${String(halere % 100).padStart(2, '0')}`
  if (text.length > MAX_AMOUNT_LENGTH) throw new RangeError(`QR Platba: amount ${text} is over 10 characters`)
  return text
}

/**
 * The variable symbol as the banks take it: a number of up to 10 digits, so `000000123` is `123`. Null for none
 * (all zeros); a symbol that is not digits or is longer throws, since a transfer without it cannot be paired.
 */
export function spdVariableSymbol(value: string | null): string | null {
  if (value === null || value === '') return null
  if (!/^\d+$/.test(value)) throw new RangeError(`QR Platba: variable symbol ${value} is not digits`)
  const digits = value.replace(/^0+/, '')
  if (digits.length > MAX_VARIABLE_SYMBOL_LENGTH)
    throw new RangeError(`QR Platba: variable symbol ${value} is over 10 digits`)
  return digits || null
}

/**
 * The message without diacritics, in upper case, other characters as spaces, `*` escaped as `%2A`; cut to 60
 * characters, never inside an escape.
 */
export function spdMessage(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\*/g, '\u0000')
    .replace(NOT_ALPHANUMERIC, (char) => (char === '\u0000' ? char : ' '))
    .replace(/\s+/g, ' ')
    .trim()
  let out = ''
  for (const char of plain) {
    const next = char === '\u0000' ? '%2A' : char
    if (out.length + next.length > MAX_MESSAGE_LENGTH) break
    out += next
  }
  return out.trimEnd()
}

/** `2026-12-03` as `20261203`. */
function spdDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`QR Platba: due date ${day} is not YYYY-MM-DD`)
  return day.replaceAll('-', '')
}

/** What the QR Platba of an order needs of it. */
export type SpdOrder = { number: string; total: number; paymentDueAt: string | null }

/** The message the shop sends with a transfer: who and which order, read by the shop when pairing by hand. */
export const spdOrderMessage = (number: string): string => `Drinkárna objednávka ${number}`

/** The SPD of an unpaid bank-transfer order: its total, the order number as variable symbol, its due day. */
export function orderSpd(account: ShopAccount, order: SpdOrder): string {
  return spdString({
    iban: account.iban,
    bic: account.bic,
    amount: order.total,
    variableSymbol: order.number,
    message: spdOrderMessage(order.number),
    dueDate: pragueDay(order.paymentDueAt),
  })
}
