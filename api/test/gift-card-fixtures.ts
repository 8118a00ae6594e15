import { GIFT_CARD_ALPHABET, type GiftCard, giftCard } from '../../contract/gift-cards'
import { insertGiftCardProduct } from '../seed/gift-card-product'
import { complete, orderOf, readyCart, send } from './checkout-fixtures'
import { testEnv } from './env'
import { addFulfilmentCatalogue, adminOrder, JUICE } from './fulfilment-fixtures'
import { row } from './sql'

/** Gift vouchers for the API tests (decision 056): the seeded voucher product, and vouchers put straight in D1. */

export { JUICE }
export const VOUCHER_500 = 'GIFT_CARD_500'
export const VOUCHER_1000 = 'GIFT_CARD_1000'
export const VOUCHER_CUSTOM = 'GIFT_CARD_CUSTOM'

export async function addVoucherCatalogue(): Promise<void> {
  await addFulfilmentCatalogue()
  await insertGiftCardProduct(testEnv.DB)
}

/** A fresh plain code (16 signs of the alphabet). */
export function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => GIFT_CARD_ALPHABET[byte & 31]).join('')
}

/** A manual voucher of `amount` haléře, active for a year unless `expiresAt` says otherwise; its plain code. */
export async function addGiftCard(amount: number, options: { expiresAt?: string; voided?: boolean } = {}) {
  const code = newCode()
  await row(
    testEnv.DB,
    `INSERT INTO gift_cards (code, initial_amount, remaining, expires_at, origin, voided_at)
     VALUES (?, ?, ?, COALESCE(?, datetime('now', '+1 year')), 'manual', ?)`,
    code,
    amount,
    amount,
    options.expiresAt ?? null,
    options.voided ? '2026-01-01 00:00:00' : null,
  ).run()
  return code
}

export async function balanceOf(code: string, headers: Record<string, string> = {}): Promise<GiftCard> {
  const response = await send('GET', `/gift-cards/${code}`, undefined, headers)
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`)
  return giftCard.parse(await response.json())
}

export function applyCode(token: string, code: string, headers: Record<string, string> = {}) {
  return send('PATCH', `/gift-cards/${code}/add-to-order`, { orderTokenValue: token }, headers)
}

/** A cart as `readyCart` makes it (same arguments), `code` applied to it, then placed: its token. */
export async function orderWithCode(code: string, ...cart: Parameters<typeof readyCart>): Promise<string> {
  const token = await readyCart(...cart)
  await orderOf(await applyCode(token, code))
  await orderOf(await complete(token))
  return token
}

export function removeCode(token: string, code: string, headers: Record<string, string> = {}) {
  return send('PATCH', `/gift-cards/${code}/remove-from-order`, { orderTokenValue: token }, headers)
}

export async function addVoucherLine(token: string, variant: string, quantity = 1, giftCardAmount?: number) {
  return send('POST', `/orders/${token}/items`, { productVariant: variant, quantity, giftCardAmount })
}

export async function cartOf(token: string) {
  return orderOf(await send('GET', `/orders/${token}`))
}

export const VOUCHER_BUYER = {
  firstName: 'Jana',
  lastName: 'Nováková',
  street: 'Vodičkova 31',
  city: 'Praha',
  postcode: '110 00',
  phoneNumber: '+420 111 222 333',
}

/** A placed order of vouchers (by e-mail, bank transfer), read through the admin API. */
export async function voucherOrder(
  items: Array<[string, number, number?]>,
  billingAddress: Record<string, unknown> = VOUCHER_BUYER,
) {
  const email = `poukaz-${crypto.randomUUID().slice(0, 8)}@example.cz`
  const cart = (await orderOf(await send('POST', '/orders', {}))).tokenValue
  for (const [variant, quantity, giftCardAmount] of items)
    await orderOf(await send('POST', `/orders/${cart}/items`, { productVariant: variant, quantity, giftCardAmount }))
  await orderOf(await send('PUT', `/orders/${cart}`, { email, billingAddress }))
  const fresh = await orderOf(await send('GET', `/orders/${cart}`))
  await orderOf(
    await send('PATCH', `/orders/${cart}/shipments/${fresh.shipments[0]!.id}`, { shippingMethod: 'gift_card_email' }),
  )
  await orderOf(
    await send('PATCH', `/orders/${cart}/payments/${fresh.payments.at(-1)!.id}`, { paymentMethod: 'bank_transfer' }),
  )
  await orderOf(await complete(cart, crypto.randomUUID()))
  return adminOrder(cart)
}

/** A voucher's code as documents print it: all but its last four characters masked. */
export const masked = (code: string) => `****-****-****-${code.slice(-4)}`
