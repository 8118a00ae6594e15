import type * as z from 'zod/mini'
import type { orderItemAddInput } from '../../contract/checkout'
import { GIFT_CARD_SHIPPING_METHOD, giftCardMessages } from '../../contract/gift-cards'
import { fillTemplate } from '../../contract/template'
import type { CartVariant } from '../db/cart-items'
import type { OrderAggregate } from '../db/orders'
import { ValidationError } from '../http/errors'

/** The cart's rules of gift vouchers (docs/decisions/056-gift-vouchers.md): their lines and their shipping. */

export type GiftCardMessage = keyof typeof giftCardMessages

/** A Czech violation of the voucher rules (the texts are the contract's: the storefront knows them). */
export function giftCardViolation(
  key: GiftCardMessage,
  propertyPath = 'code',
  params: Record<string, string | number> = {},
): ValidationError {
  return new ValidationError([{ propertyPath, message: fillTemplate(giftCardMessages[key], params), code: key }])
}

/**
 * The value a line of this variant stores as its own amount: a free-amount voucher's chosen value within its
 * limits, 0 for any other line. Refuses a voucher in a cart that a voucher pays, and an amount where none is
 * taken.
 */
export function giftCardLineAmount(
  variant: CartVariant,
  input: z.output<typeof orderItemAddInput>,
  aggregate: OrderAggregate,
): number {
  const amount = input.giftCardAmount ?? null
  if (variant.gift_card !== 1) {
    if (amount !== null) throw giftCardViolation('notFreeAmount', 'giftCardAmount')
    return 0
  }
  if (aggregate.giftCards.some((card) => card.state === 'cart'))
    throw giftCardViolation('voucherInCart', 'productVariant')
  if (variant.gift_card_min === null || variant.gift_card_max === null) {
    if (amount !== null && amount !== variant.price) throw giftCardViolation('notFreeAmount', 'giftCardAmount')
    return 0
  }
  if (amount === null || amount === 0) throw giftCardViolation('amountRequired', 'giftCardAmount')
  if (amount < variant.gift_card_min || amount > variant.gift_card_max)
    throw giftCardViolation('amountRange', 'giftCardAmount', {
      min: crowns(variant.gift_card_min),
      max: crowns(variant.gift_card_max),
    })
  const other = aggregate.items.find((line) => line.variant_id === variant.id && line.gift_card_amount !== amount)
  if (other) throw giftCardViolation('otherAmountInCart', 'giftCardAmount')
  return amount
}

/** `20 000`: whole crowns with a thousands' space (a plain one: the message is text, and tests compare it). */
function crowns(halere: number): string {
  return new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 }).format(halere / 100).replace(/\s/g, ' ')
}

/** Whether the cart holds vouchers only (it then goes by e-mail) — and at least one line. */
export function onlyVouchers(aggregate: OrderAggregate): boolean {
  return aggregate.items.length > 0 && aggregate.items.every((line) => line.gift_card === 1)
}

/** The shipping methods this cart may choose: the e-mail alone for vouchers only, every other one otherwise. */
export function offeredFor(aggregate: OrderAggregate, code: string): boolean {
  return onlyVouchers(aggregate) === (code === GIFT_CARD_SHIPPING_METHOD)
}
