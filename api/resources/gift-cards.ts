import { Hono } from 'hono'
import * as z from 'zod/mini'
import { CURRENCY } from '../../contract/channel'
import {
  formatGiftCardCode,
  giftCardMessages,
  giftCardOrderInput,
  normalizeGiftCardCode,
} from '../../contract/gift-cards'
import { iri } from '../../contract/iri'
import { isoInstant } from '../../contract/prague-time'
import { limitClient } from '../auth/client-limit'
import { applyGiftCard, findGiftCard, type GiftCardRow, unapplyGiftCard } from '../db/gift-cards'
import { holdsVoucher } from '../domain/cart'
import { giftCardViolation } from '../domain/gift-card-cart'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { item } from '../http/jsonld'
import { requireFields } from '../http/required-fields'
import { valid } from '../http/validate'
import { answerWithCart, findCart, reprice, writeToCart } from './order-context'
import { jsonLd } from './respond'

/**
 * Gift vouchers in the shop API (docs/shop-api.md#gift-vouchers, decision 056), on the paths of Setono's
 * SyliusGiftCardPlugin: the holder's balance, and a voucher applied to or removed from a cart. Every code lookup
 * counts against the client's limit, as coupon codes do: codes must not be guessed by trying.
 */

const codeParam = z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)) })

export function giftCardView(card: GiftCardRow) {
  const code = formatGiftCardCode(card.code)
  return {
    code,
    amount: card.remaining,
    initialAmount: card.initial_amount,
    currencyCode: card.currency_code || CURRENCY,
    expiresAt: isoInstant(card.expires_at),
    state: card.state,
  }
}

export const giftCards = new Hono<ApiEnv>()
  .get('/gift-cards/:code', valid('param', codeParam), async function showGiftCard(c) {
    await limitClient(c, 'giftCard')
    const card = await findGiftCard(c.env.DB, normalizeGiftCardCode(c.req.valid('param').code))
    if (!card) throw new NotFoundError(giftCardMessages.unknown)
    c.header('cache-control', 'private, no-store')
    const view = giftCardView(card)
    return jsonLd(c, item('GiftCard', iri('gift-cards', view.code), view))
  })
  .patch(
    '/gift-cards/:code/add-to-order',
    valid('param', codeParam),
    requireFields('orderTokenValue'),
    valid('json', giftCardOrderInput),
    async function addToOrder(c) {
      await limitClient(c, 'giftCard')
      const token = c.req.valid('json').orderTokenValue
      // the cart is found as every cart call finds it: a customer's cart needs that customer's token
      const context = await findCart(c, token)
      const card = await findGiftCard(c.env.DB, normalizeGiftCardCode(c.req.valid('param').code))
      if (!card) throw giftCardViolation('unknown')
      if (card.state !== 'active') throw giftCardViolation(card.state)
      const { aggregate } = await reprice(c, context)
      if (aggregate.giftCards.some((applied) => applied.gift_card_id === card.id))
        throw giftCardViolation('alreadyApplied')
      if (holdsVoucher(aggregate)) throw giftCardViolation('voucherInCart')
      if (aggregate.items.length === 0 || aggregate.order.total === 0) throw giftCardViolation('nothingToPay')
      await writeToCart(c, aggregate.order.id, [applyGiftCard(c.env.DB, aggregate.order.id, card.id)])
      return answerWithCart(c, token)
    },
  )
  .patch(
    '/gift-cards/:code/remove-from-order',
    valid('param', codeParam),
    requireFields('orderTokenValue'),
    valid('json', giftCardOrderInput),
    async function removeFromOrder(c) {
      const token = c.req.valid('json').orderTokenValue
      const { aggregate } = await findCart(c, token)
      const code = normalizeGiftCardCode(c.req.valid('param').code)
      const applied = aggregate.giftCards.find((card) => card.code === code)
      if (!applied) throw new NotFoundError(giftCardMessages.unknown)
      await writeToCart(c, aggregate.order.id, [unapplyGiftCard(c.env.DB, aggregate.order.id, applied.gift_card_id)])
      return answerWithCart(c, token)
    },
  )
