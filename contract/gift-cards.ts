import * as z from 'zod/mini'

/**
 * Gift vouchers (dárkové poukazy) on the shop API's wire (docs/decisions/056-gift-vouchers.md,
 * docs/shop-api.md#gift-vouchers). Paths follow Setono's SyliusGiftCardPlugin: `GET /gift-cards/{code}`,
 * `PATCH /gift-cards/{code}/add-to-order`, `PATCH /gift-cards/{code}/remove-from-order`. Money in haléře.
 */

/** 32 signs without the look-alikes I, O, 0 and 1: 16 of them carry 80 bits. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const GIFT_CARD_CODE_LENGTH = 16
/** The one shipping method of a cart of vouchers only: the voucher goes by e-mail. */
export const GIFT_CARD_SHIPPING_METHOD = 'gift_card_email'
export const GIFT_CARD_STATES = ['active', 'spent', 'expired', 'void'] as const
export type GiftCardState = (typeof GIFT_CARD_STATES)[number]

/** What a customer types: any case, spaces and dashes ignored. Not a check: an unknown code is the API's 404. */
export function normalizeGiftCardCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase()
}

/** The printed form, `XXXX-XXXX-XXXX-XXXX`; the wire's `code` is always this form. */
export function formatGiftCardCode(code: string): string {
  const plain = normalizeGiftCardCode(code)
  return plain.match(/.{1,4}/g)?.join('-') ?? plain
}

/** `GET /gift-cards/{code}`: the balance a holder sees. `amount` is what is left; `expiresAt` ISO UTC. */
export const giftCard = z.looseObject({
  '@id': z.optional(z.string()),
  code: z.string(),
  amount: z.number(),
  initialAmount: z.number(),
  currencyCode: z.string(),
  expiresAt: z.string(),
  state: z.enum(GIFT_CARD_STATES),
})
export type GiftCard = z.infer<typeof giftCard>

/** Body of `PATCH /gift-cards/{code}/add-to-order` and `.../remove-from-order`. */
export const giftCardOrderInput = z.object({ orderTokenValue: z.string().check(z.minLength(1), z.maxLength(128)) })
export type GiftCardOrderInput = z.infer<typeof giftCardOrderInput>

/** On the order: a voucher applied and how much of it this order uses, in the order they were added. */
export const orderGiftCard = z.looseObject({ code: z.string(), amount: z.number() })
export type OrderGiftCard = z.infer<typeof orderGiftCard>

/** The free-amount variant's limits (haléře, whole crowns), on `productVariant.giftCardAmount`. */
export const giftCardAmountLimits = z.looseObject({ min: z.number(), max: z.number() })

/**
 * The API's Czech messages for vouchers (violations on `code`, or on `giftCardAmount` when adding to the cart), so
 * the storefront can recognise them; `{{min}}`/`{{max}}` are filled in crowns.
 */
export const giftCardMessages = {
  unknown: 'Dárkový poukaz s tímto kódem neznáme.',
  void: 'Tento dárkový poukaz byl zneplatněn.',
  expired: 'Platnost tohoto dárkového poukazu vypršela.',
  spent: 'Tento dárkový poukaz je už celý vyčerpaný.',
  alreadyApplied: 'Tento dárkový poukaz už v košíku je.',
  voucherInCart: 'Dárkovým poukazem nelze zaplatit jiný dárkový poukaz.',
  nothingToPay: 'V košíku už nezbývá nic k zaplacení.',
  usedMeanwhile:
    'Dárkový poukaz už byl mezitím použit v jiné objednávce. Odebrali jsme ho z košíku, zkontrolujte prosím částku k úhradě.',
  amountRequired: 'Zadejte částku poukazu.',
  amountRange: 'Částka poukazu musí být mezi {{min}} a {{max}} Kč.',
  notFreeAmount: 'U tohoto poukazu nelze zadat vlastní částku.',
  otherAmountInCart:
    'Poukaz s vlastní částkou už v košíku máte s jinou částkou. Odeberte ho, nebo zadejte stejnou částku.',
} as const
