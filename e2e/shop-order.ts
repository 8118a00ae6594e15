import type { APIRequestContext, Page } from '@playwright/test'
import { quote, sql } from './d1'
import { expect } from './fixtures'

/**
 * An order placed through the storefront's proxy to the shop API (as the logged-in customer when the page has the
 * session): `quantity` of the first variant in stock, courier, bank transfer, billed to Jana Nováková. The drinks
 * hold alcohol, so the buyer is stored as verified adult as a finished bank check stores it (the check itself:
 * age-check.spec.ts). Its token and number.
 */
export async function placeOrder(page: Page, email: string, quantity = 1): Promise<{ token: string; number: string }> {
  const [variant] = sql<{ code: string }>(
    `SELECT v.code FROM product_variants v JOIN products p ON p.id = v.product_id
     WHERE v.enabled = 1 AND p.enabled = 1 AND (v.tracked = 0 OR v.on_hand - v.on_hold > 5) ORDER BY v.id LIMIT 1`,
  )
  const api = async (method: 'post' | 'put' | 'patch', path: string, data: unknown) => {
    const contentType = method === 'patch' ? 'application/merge-patch+json' : 'application/ld+json'
    const response = await page.request[method](`/api/v2/shop${path}`, {
      data,
      headers: { 'content-type': contentType, accept: 'application/ld+json' },
    })
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy()
    return (await response.json()) as {
      tokenValue: string
      number: string | null
      shipments: { id: number }[]
      payments: { id: number }[]
    }
  }
  const { tokenValue } = await api('post', '/orders', {})
  await api('post', `/orders/${tokenValue}/items`, { productVariant: variant!.code, quantity })
  const address = {
    firstName: 'Jana',
    lastName: 'Nováková',
    street: 'Dlouhá 12',
    city: 'Praha',
    postcode: '110 00',
    phoneNumber: '+420777123456',
    countryCode: 'CZ',
  }
  const addressed = await api('put', `/orders/${tokenValue}`, { email, billingAddress: address })
  await api('patch', `/orders/${tokenValue}/shipments/${addressed.shipments[0]!.id}`, { shippingMethod: 'courier' })
  await api('patch', `/orders/${tokenValue}/payments/${addressed.payments[0]!.id}`, { paymentMethod: 'bank_transfer' })
  sql(
    `UPDATE orders SET age_verified_at = datetime('now'), age_verification_method = 'bankid' WHERE token = ${quote(tokenValue)}`,
  )
  const { number } = await api('patch', `/orders/${tokenValue}/complete`, {})
  return { token: tokenValue, number: number! }
}

/**
 * A guest's courier order through the shop API as the checkout sends it, on a request context of its own (no page):
 * `quantity` of `variant`, billed to Jana Nováková, the payment method given; `reviewInvitations` ticks the review
 * invitation when completing. Its token.
 */
export async function placeGuestOrder(
  request: APIRequestContext,
  input: {
    variant: string
    quantity: number
    payment: 'comgate' | 'bank_transfer' | 'cod'
    email: string
    reviewInvitations?: boolean
  },
): Promise<string> {
  const shop = '/api/v2/shop'
  const json = { 'content-type': 'application/ld+json', accept: 'application/ld+json' }
  const patch = { 'content-type': 'application/merge-patch+json', accept: 'application/ld+json' }
  const call = async (method: string, path: string, data: unknown, headers: Record<string, string> = json) => {
    const response = await request.fetch(`${shop}${path}`, { method, data, headers })
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
    return (await response.json()) as {
      tokenValue: string
      shipments: Array<{ id: number }>
      payments: Array<{ id: number }>
    }
  }
  const { tokenValue: token } = await call('POST', '/orders', {})
  await call('POST', `/orders/${token}/items`, { productVariant: input.variant, quantity: input.quantity })
  const billingAddress = {
    firstName: 'Jana',
    lastName: 'Nováková',
    street: 'Dlouhá 12',
    city: 'Praha',
    postcode: '110 00',
    phoneNumber: '+420 777 123 456',
    countryCode: 'CZ',
  }
  const cart = await call('PUT', `/orders/${token}`, { email: input.email, billingAddress })
  await call('PATCH', `/orders/${token}/shipments/${cart.shipments[0]!.id}`, { shippingMethod: 'courier' }, patch)
  await call('PATCH', `/orders/${token}/payments/${cart.payments.at(-1)!.id}`, { paymentMethod: input.payment }, patch)
  const complete = input.reviewInvitations ? { reviewInvitations: true } : {}
  await call('PATCH', `/orders/${token}/complete`, complete, { ...patch, 'idempotency-key': crypto.randomUUID() })
  return token
}
