/**
 * The variable symbol of a bank transfer is the order's number (docs/decisions/045-invoices-and-bank-statements.md),
 * written the way Czech banks show it: a number of up to ten digits without leading zeros (`42`, not `000000042`).
 * Internet banking, the statements' exports (GPC pads the field with zeros, Fio's API does not) and the payment
 * QR code all read it as a number, so the shopper, the mails, the invoice and the bank import show this one form.
 */

/** Order numbers are nine digits with leading zeros (api/db/order-transitions.ts). */
const ORDER_NUMBER_DIGITS = 9

/** `000000042` → `42`: what the shopper types into the bank's form. */
export function variableSymbolOf(orderNumber: string): string {
  return /^\d+$/.test(orderNumber) ? orderNumber.replace(/^0+(?=\d)/, '') : orderNumber
}

/** A symbol as a bank sends it (`42`, `0000000042`) back to the order's number; null when it can be none. */
export function orderNumberOfSymbol(symbol: string): string | null {
  if (!/^\d{1,10}$/.test(symbol)) return null
  const digits = symbol.replace(/^0+(?=\d)/, '')
  return digits.length > ORDER_NUMBER_DIGITS ? null : digits.padStart(ORDER_NUMBER_DIGITS, '0')
}
