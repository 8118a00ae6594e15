import type { AddressInput, GiftCardBillingInput } from '../../../contract/checkout'
import type { ApiClient } from '../../lib/api/client'
import { normalizeOrder, type Order } from '../../lib/api/normalize'

/**
 * The cart calls of the shop API (docs/shop-api.md#cart-and-checkout). Every answer is the whole order, normalised; the
 * client sends intents only (variant, quantity, method codes), never an amount.
 */
export type OrderUpdate = {
  email?: string
  /** The name alone will do for a cart of vouchers only (decision 056). */
  billingAddress?: AddressInput | GiftCardBillingInput
  shippingAddress?: AddressInput
  couponCode?: string | null
  note?: string | null
}

/** The shopper's choices sent with the completion besides the note (contract/checkout.ts `orderCompleteInput`). */
/** The shopper's choices sent with the placement: the review invitation (decision 061), Heureka's opt-out (062). */
export type CompletionChoices = { reviewInvitations?: boolean; heurekaOptOut?: boolean }

export type ShipmentUpdate = { shippingMethod: string; branchId?: string | null; branchName?: string | null }

const orderPath = (token: string) => `/orders/${encodeURIComponent(token)}`

export function createCartApi(api: ApiClient) {
  return {
    /** The cart (or placed order) by its token; never cached, the API reprices it on every read. */
    async getOrder(token: string): Promise<Order> {
      return normalizeOrder(await api.get(orderPath(token), { schema: 'order', cache: false }))
    },
    /** The pickup call: a new cart, or the live cart of `replacementTokenValue`. */
    async createCart(replacementTokenValue?: string | null): Promise<Order> {
      const body = replacementTokenValue ? { replacementTokenValue } : {}
      return normalizeOrder(await api.post('/orders', { body, schema: 'order' }))
    },
    /**
     * `engraving`: the text for these bottles ('' for none); `giftCardAmount`: the value of a free-amount voucher
     * (haléře). Each is sent only when there is one, so a stock Sylius is not bothered.
     */
    async addItem(
      token: string,
      productVariant: string,
      quantity: number,
      engraving = '',
      giftCardAmount?: number,
    ): Promise<Order> {
      const body = {
        productVariant,
        quantity,
        ...(engraving ? { engraving } : {}),
        ...(giftCardAmount !== undefined ? { giftCardAmount } : {}),
      }
      return normalizeOrder(await api.post(`${orderPath(token)}/items`, { body, schema: 'order' }))
    },
    async changeItem(token: string, itemId: number, quantity: number): Promise<Order> {
      return normalizeOrder(
        await api.patch(`${orderPath(token)}/items/${itemId}`, { body: { quantity }, schema: 'order' }),
      )
    },
    /** Answers 204: the caller reads the cart again. */
    removeItem(token: string, itemId: number): Promise<void> {
      return api.delete(`${orderPath(token)}/items/${itemId}`)
    },
    async updateOrder(token: string, update: OrderUpdate): Promise<Order> {
      return normalizeOrder(await api.put(orderPath(token), { body: update, schema: 'order' }))
    },
    async updateShipment(token: string, shipmentId: number, update: ShipmentUpdate): Promise<Order> {
      return normalizeOrder(
        await api.patch(`${orderPath(token)}/shipments/${shipmentId}`, { body: update, schema: 'order' }),
      )
    },
    async updatePayment(token: string, paymentId: number, paymentMethod: string): Promise<Order> {
      return normalizeOrder(
        await api.patch(`${orderPath(token)}/payments/${paymentId}`, { body: { paymentMethod }, schema: 'order' }),
      )
    },
    /** Places the order; the same `idempotencyKey` on a retry returns the same order, never a second one. */
    async complete(
      token: string,
      notes: string | null | undefined,
      idempotencyKey: string,
      choices: CompletionChoices = {},
    ): Promise<Order> {
      // each choice only when given (decisions 061, 062): a Sylius without them sees the body it knows
      const body = {
        ...(notes ? { notes } : {}),
        ...(choices.reviewInvitations ? { reviewInvitations: true } : {}),
        ...(choices.heurekaOptOut ? { heurekaOptOut: true } : {}),
      }
      const headers = { 'idempotency-key': idempotencyKey }
      return normalizeOrder(await api.patch(`${orderPath(token)}/complete`, { body, headers, schema: 'order' }))
    },
  }
}
export type CartApi = ReturnType<typeof createCartApi>
