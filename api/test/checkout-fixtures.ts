import { order as orderSchema, type WireOrder } from '../../contract/order'
import type { Bindings } from '../env'
import app from '../index'
import { testEnv } from './env'
import { row } from './sql'

/** Cart and checkout steps as the storefront sends them, and promotion data, for API tests. */

export const STAFFED_POINT = '4123'
export const LOCKER_POINT = '11956'

const CONTENT_TYPE: Record<string, string> = {
  POST: 'application/ld+json',
  PUT: 'application/ld+json',
  PATCH: 'application/merge-patch+json',
}

export function send(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  env: Bindings = testEnv,
): Promise<Response> {
  const init: RequestInit = {
    method,
    headers: {
      accept: 'application/ld+json',
      ...(body === undefined ? {} : { 'content-type': CONTENT_TYPE[method] ?? 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }
  return Promise.resolve(app.request(`/api/v2/shop${path}`, init, env))
}

export async function orderOf(response: Response): Promise<WireOrder> {
  const body: unknown = await response.json()
  if (response.status >= 300) throw new Error(`${response.status}: ${JSON.stringify(body)}`)
  return orderSchema.parse(body)
}

export async function violationsOf(response: Response): Promise<Array<{ propertyPath: string; message: string }>> {
  const body = (await response.json()) as { violations?: Array<{ propertyPath: string; message: string }> }
  return body.violations ?? []
}

export async function newCart(): Promise<string> {
  return (await orderOf(await send('POST', '/orders', {}))).tokenValue
}

export async function addItem(token: string, variant: string, quantity = 1): Promise<WireOrder> {
  return orderOf(await send('POST', `/orders/${token}/items`, { productVariant: variant, quantity }))
}

export const ADDRESS = {
  firstName: 'Jana',
  lastName: 'Nováková',
  street: 'Vodičkova 31',
  city: 'Praha',
  postcode: '110 00',
  phoneNumber: '+420 111 222 333',
  countryCode: 'CZ',
}

export async function address(token: string, extra: Record<string, unknown> = {}): Promise<WireOrder> {
  return orderOf(await send('PUT', `/orders/${token}`, { email: 'jana@example.cz', billingAddress: ADDRESS, ...extra }))
}

export async function chooseShipping(
  token: string,
  shippingMethod: string,
  branchId: string | null = STAFFED_POINT,
): Promise<Response> {
  const cart = await orderOf(await send('GET', `/orders/${token}`))
  const body =
    shippingMethod === 'packeta' ? { shippingMethod, branchId, branchName: 'Podle klienta' } : { shippingMethod }
  return send('PATCH', `/orders/${token}/shipments/${cart.shipments[0]!.id}`, body)
}

export async function choosePayment(token: string, paymentMethod: string): Promise<Response> {
  const cart = await orderOf(await send('GET', `/orders/${token}`))
  return send('PATCH', `/orders/${token}/payments/${cart.payments.at(-1)!.id}`, { paymentMethod })
}

export function complete(token: string, key?: string, notes?: string, reviewInvitations?: boolean): Promise<Response> {
  return send(
    'PATCH',
    `/orders/${token}/complete`,
    { ...(notes === undefined ? {} : { notes }), ...(reviewInvitations ? { reviewInvitations } : {}) },
    key ? { 'idempotency-key': key } : {},
  )
}

/** A cart with the items, addressed, shipping and payment chosen: ready to complete. */
export async function readyCart(
  items: Array<[string, number]>,
  shipping = 'courier',
  payment = 'bank_transfer',
  extra: Record<string, unknown> = {},
) {
  const token = await newCart()
  for (const [variant, quantity] of items) await addItem(token, variant, quantity)
  await address(token, extra)
  await orderOf(await chooseShipping(token, shipping))
  await orderOf(await choosePayment(token, payment))
  return token
}

export async function addPromotion(
  db: D1Database,
  promotion: {
    code: string
    rules: unknown[]
    actions: unknown[]
    couponBased?: boolean
    priority?: number
    exclusive?: boolean
    endsAt?: string | null
  },
): Promise<number> {
  const inserted = await row(
    db,
    `INSERT INTO promotions (code, name_cs, name_en, priority, exclusive, coupon_based, ends_at, rules, actions)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    promotion.code,
    promotion.code,
    promotion.code,
    promotion.priority ?? 0,
    promotion.exclusive ? 1 : 0,
    promotion.couponBased ? 1 : 0,
    promotion.endsAt ?? null,
    JSON.stringify(promotion.rules),
    JSON.stringify(promotion.actions),
  ).first<{ id: number }>()
  return inserted!.id
}

export async function addCoupon(
  db: D1Database,
  promotionId: number,
  code: string,
  usageLimit: number | null = null,
): Promise<void> {
  await row(
    db,
    'INSERT INTO promotion_coupons (promotion_id, code, usage_limit) VALUES (?, ?, ?)',
    promotionId,
    code,
    usageLimit,
  ).run()
}

export async function stockOf(db: D1Database, variant: string): Promise<{ on_hand: number; on_hold: number }> {
  return (await row(db, 'SELECT on_hand, on_hold FROM product_variants WHERE code = ?', variant).first<{
    on_hand: number
    on_hold: number
  }>())!
}

export async function setStock(db: D1Database, variant: string, onHand: number, onHold = 0): Promise<void> {
  await row(
    db,
    'UPDATE product_variants SET on_hand = ?, on_hold = ?, tracked = 1 WHERE code = ?',
    onHand,
    onHold,
    variant,
  ).run()
}

/**
 * The buyer of a cart with alcohol verified adult, as a finished bank check stores it (decision 038); for tests
 * of other rules. The check itself is tested in api/resources/age-check.test.ts.
 */
export async function verifiedAdult(token: string): Promise<void> {
  await testEnv.DB.prepare(
    "UPDATE orders SET age_verified_at = datetime('now'), age_verification_method = 'bankid' WHERE token = ?",
  )
    .bind(token)
    .run()
}
