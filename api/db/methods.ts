import * as z from 'zod/mini'
import type { LocaleCode } from '../../contract/channel'
import { type Promotion, promotionFromRow } from '../domain/promotions'
import { parseRows, prepare, raw, type Sql, sql } from './sql'

/** Shipping and payment methods, the pairs allowed together, and the cart promotions with their coupons. */

const nullableText = z.nullable(z.string())

const shippingMethodRow = z.object({
  code: z.string(),
  position: z.number(),
  kind: z.enum(['pickup_point', 'address', 'shop']),
  fee: z.number(),
  age_check_fee: z.number(),
  free_shipping_eligible: z.number(),
  delivery_days_min: z.number(),
  delivery_days_max: z.number(),
  name: z.string(),
  description: nullableText,
  payment_codes: nullableText,
})
export type ShippingMethodRecord = {
  code: string
  position: number
  kind: 'pickup_point' | 'address' | 'shop'
  fee: number
  /** Added to the fee when the cart holds alcohol: the carrier's age check at the door (decision 063). */
  ageCheckFee: number
  freeShippingEligible: boolean
  deliveryDays: { min: number; max: number }
  name: string
  description: string | null
  paymentCodes: string[]
}

const paymentMethodRow = z.object({
  code: z.string(),
  position: z.number(),
  gateway: nullableText,
  fee: z.number(),
  name: z.string(),
  description: nullableText,
  instructions: nullableText,
})
export type PaymentMethodRecord = {
  code: string
  position: number
  gateway: 'comgate' | null
  fee: number
  name: string
  description: string | null
  instructions: string | null
}

const suffix = (locale: LocaleCode) => (locale === 'en_US' ? 'en' : 'cs')

export async function listShippingMethods(db: D1Database, locale: LocaleCode): Promise<ShippingMethodRecord[]> {
  const l = suffix(locale)
  const result = await db
    .prepare(
      `SELECT s.code, s.position, s.kind, s.fee, s.age_check_fee, s.free_shipping_eligible, s.delivery_days_min, s.delivery_days_max,
         s.name_${l} AS name, s.description_${l} AS description,
         (SELECT group_concat(sp.payment_code) FROM (SELECT sp.payment_code FROM shipping_payment_methods sp
            JOIN payment_methods p ON p.code = sp.payment_code AND p.enabled = 1
            WHERE sp.shipping_code = s.code ORDER BY p.position) sp) AS payment_codes
       FROM shipping_methods s WHERE s.enabled = 1 ORDER BY s.position, s.code`,
    )
    .all()
  return parseRows(shippingMethodRow, result).map((row) => ({
    code: row.code,
    position: row.position,
    kind: row.kind,
    fee: row.fee,
    ageCheckFee: row.age_check_fee,
    freeShippingEligible: row.free_shipping_eligible === 1,
    deliveryDays: { min: row.delivery_days_min, max: row.delivery_days_max },
    name: row.name,
    description: row.description,
    paymentCodes: row.payment_codes ? row.payment_codes.split(',') : [],
  }))
}

export async function listPaymentMethods(db: D1Database, locale: LocaleCode): Promise<PaymentMethodRecord[]> {
  const l = suffix(locale)
  const result = await db
    .prepare(
      `SELECT code, position, gateway, fee, name_${l} AS name, description_${l} AS description, instructions_${l} AS instructions
       FROM payment_methods WHERE enabled = 1 ORDER BY position, code`,
    )
    .all()
  return parseRows(paymentMethodRow, result).map((row) => ({
    ...row,
    gateway: row.gateway === 'comgate' ? 'comgate' : null,
  }))
}

/** Both method lists, for pricing and validating an order. */
export async function loadMethods(db: D1Database, locale: LocaleCode) {
  const [shipping, payment] = await Promise.all([listShippingMethods(db, locale), listPaymentMethods(db, locale)])
  return { shipping, payment }
}
export type Methods = Awaited<ReturnType<typeof loadMethods>>

const promotionRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  priority: z.number(),
  exclusive: z.number(),
  coupon_based: z.number(),
  rules: z.string(),
  actions: z.string(),
})

export type Coupon = { code: string; promotionId: number; usable: boolean }

const couponRow = z.object({ code: z.string(), promotion_id: z.number(), usable: z.number() })

export type ActivePromotions = {
  promotions: Promotion[]
  coupon: Coupon | null
  /** The coupon is usable and its promotion is running. */
  couponPromotionActive: boolean
}

/** `couponCode`: the coupon's code, or SQL that finds it (NULL: none). */
function promotionStatements(db: D1Database, locale: LocaleCode, couponCode: Sql, now: string): D1PreparedStatement[] {
  const l = suffix(locale)
  return [
    prepare(
      db,
      sql`SELECT id, code, ${raw(`name_${l}`)} AS name, priority, exclusive, coupon_based, rules, actions FROM promotions
        WHERE enabled = 1 AND (starts_at IS NULL OR starts_at <= ${now}) AND (ends_at IS NULL OR ends_at > ${now})`,
    ),
    prepare(
      db,
      sql`SELECT c.code, c.promotion_id,
          (c.usage_limit IS NULL OR c.used < c.usage_limit) AND (c.expires_at IS NULL OR c.expires_at > ${now}) AS usable
        FROM promotion_coupons c WHERE c.code = ${couponCode} COLLATE NOCASE`,
    ),
  ]
}

function activeOf([promotions, coupons]: D1Result[]): ActivePromotions {
  const couponFound = parseRows(couponRow, coupons!)[0]
  const coupon: Coupon | null = couponFound
    ? { code: couponFound.code, promotionId: couponFound.promotion_id, usable: couponFound.usable === 1 }
    : null
  const rows = parseRows(promotionRow, promotions!)
  const list: Promotion[] = []
  for (const row of rows) {
    if (row.coupon_based === 1 && !(coupon?.usable && coupon.promotionId === row.id)) continue
    const promotion = promotionFromRow(row)
    if (promotion) list.push(promotion)
  }
  const couponPromotionActive = coupon !== null && coupon.usable && rows.some((row) => row.id === coupon.promotionId)
  return { promotions: list, coupon, couponPromotionActive }
}

/**
 * The promotions that may apply now: the automatic ones and, when the coupon is usable (not expired, uses
 * left), its promotion. `now` as `YYYY-MM-DD HH:MM:SS` (UTC).
 */
export async function activePromotions(
  db: D1Database,
  locale: LocaleCode,
  couponCode: string | null,
  now: string,
): Promise<ActivePromotions> {
  return activeOf(await db.batch(promotionStatements(db, locale, sql`${couponCode ?? ''}`, now)))
}

/**
 * The promotions that may apply now to the order with this token, its coupon found by a subquery on the token:
 * read beside the order rather than after it, so re-pricing a cart and storing the result cost two round trips
 * (docs/decisions/058-round-trips.md).
 */
export async function orderPromotions(
  db: D1Database,
  locale: LocaleCode,
  token: string,
  now: string,
): Promise<ActivePromotions> {
  const couponCode = sql`(SELECT coupon_code FROM orders WHERE token = ${token})`
  return activeOf(await db.batch(promotionStatements(db, locale, couponCode, now)))
}
