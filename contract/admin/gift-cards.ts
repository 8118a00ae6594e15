import * as z from 'zod/mini'
import { email } from '../checkout'
import { GIFT_CARD_STATES } from '../gift-cards'
import { hydraCollection, pageQuery } from '../hydra'
import { dateText, ldKeys, nullableText } from './jsonld'

/**
 * Gift vouchers in the admin API (docs/decisions/056-gift-vouchers.md): staff read, admins issue and void.
 * `GET /gift-cards`, `GET /gift-cards/{code}` (with where it was spent), `POST /gift-cards` (201; with an
 * `Idempotency-Key` header, a repeat answers the voucher that key issued, 200), `GET /gift-cards/{code}/pdf`,
 * `PATCH /gift-cards/{code}/void`. `code` is the printed `XXXX-XXXX-XXXX-XXXX`.
 */
export const GIFT_CARD_ORIGINS = ['order', 'manual'] as const

export const adminGiftCard = z.object({
  ...ldKeys,
  id: z.number(),
  code: z.string(),
  initialAmount: z.number(),
  /** What is left. */
  amount: z.number(),
  currencyCode: z.string(),
  state: z.enum(GIFT_CARD_STATES),
  expiresAt: dateText,
  createdAt: dateText,
  origin: z.enum(GIFT_CARD_ORIGINS),
  /** The order that bought it (origin `order`). */
  orderNumber: nullableText,
  note: nullableText,
  voidedAt: z.nullable(dateText),
  voidReason: nullableText,
})
export type AdminGiftCard = z.infer<typeof adminGiftCard>
export const adminGiftCardList = hydraCollection(adminGiftCard)

/** Where a voucher was spent: `returned` once the order was cancelled or refunded and the value went back. */
export const adminGiftCardRedemption = z.object({
  orderNumber: nullableText,
  orderId: z.number(),
  amount: z.number(),
  at: dateText,
  state: z.enum(['used', 'returned']),
})
export type AdminGiftCardRedemption = z.infer<typeof adminGiftCardRedemption>

export const adminGiftCardDetail = z.object({
  ...adminGiftCard.shape,
  redemptions: z.array(adminGiftCardRedemption),
})
export type AdminGiftCardDetail = z.infer<typeof adminGiftCardDetail>

export const giftCardListQuery = z.object({
  ...pageQuery(100, 30),
  state: z.optional(z.enum(GIFT_CARD_STATES)),
  /** A part of the code, dashes and case ignored. */
  code: z.optional(z.string().check(z.maxLength(32))),
})

/** A manual issue: from 1 Kč up to 100 000 Kč, whole crowns. */
export const GIFT_CARD_MANUAL_MAX = 10_000_000
export const giftCardIssueBody = z.object({
  amount: z.int({ error: 'number' }).check(
    z.minimum(100),
    z.maximum(GIFT_CARD_MANUAL_MAX),
    z.refine((v) => v % 100 === 0, { error: 'giftCardWholeCrowns' }),
  ),
  note: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  /** Mail the PDF to this address. */
  email: z.optional(z.nullable(email)),
})
export type GiftCardIssueBody = z.input<typeof giftCardIssueBody>

export const giftCardVoidBody = z.object({ reason: z.string().check(z.minLength(1), z.maxLength(500)) })
export type GiftCardVoidBody = z.infer<typeof giftCardVoidBody>
