import { stillAsPriced, storeCartTotals, storeLinePrice } from '../db/cart-pricing'
import { storeGiftCardAmounts } from '../db/gift-cards'
import type { ActivePromotions, Coupon, Methods } from '../db/methods'
import type { OrderAggregate } from '../db/orders'
import { type PricedCart, type PricingLine, priceCart } from './pricing'

/**
 * Re-pricing a cart (the Sylius order processor): the variants' current prices, the chosen shipping and
 * payment, the promotions and the coupon. What changed since the customer last saw the cart is reported as
 * `changes.order` once, then the new prices are stored.
 */

export type PriceChange = {
  itemId: number
  variantCode: string
  productName: string
  previousUnitPrice: number
  unitPrice: number
}

/** What each applied voucher pays of the cart, and their sum (docs/decisions/056-gift-vouchers.md). */
export type GiftCardPayment = { amounts: Array<{ giftCardId: number; code: string; amount: number }>; total: number }

export type Recalculation = {
  /** `total` is what is left to pay once the vouchers paid their part. */
  priced: PricedCart
  giftCards: GiftCardPayment
  changes: PriceChange[]
  coupon: Coupon | null
  /** The coupon's promotion took effect (false: no coupon, or one the cart is not eligible for). */
  couponApplied: boolean
  /** Something differs from what is stored. */
  dirty: boolean
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, as SQLite's datetime('now'). */
export function sqlNow(date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * How many of a variant the cart holds over all its lines: one variant may sit on several lines, one per engraving
 * text, and all of them take from the same stock.
 */
export function quantityOfVariant(
  items: readonly { variant_id: number; quantity: number }[],
  variantId: number,
): number {
  return items.reduce((sum, line) => (line.variant_id === variantId ? sum + line.quantity : sum), 0)
}

/** The first line whose variant has less stock than all the cart's lines of it together; undefined: none. */
export function lineShortOfStock<
  Line extends { variant_id: number; quantity: number; tracked: number; available: number },
>(items: readonly Line[]): Line | undefined {
  return items.find((line) => line.tracked === 1 && quantityOfVariant(items, line.variant_id) > line.available)
}

export function containsAlcohol(aggregate: OrderAggregate): boolean {
  return aggregate.items.some((item) => (item.alcohol_tenths ?? 0) > 0)
}

export function shippingMethodOf(aggregate: OrderAggregate, methods: Methods) {
  return methods.shipping.find((method) => method.code === aggregate.shipment?.method_code) ?? null
}

/** The payment the customer acts on: the newest one that is not cancelled or failed. */
export function currentPayment(aggregate: OrderAggregate) {
  const live = aggregate.payments.filter((payment) => payment.state !== 'cancelled' && payment.state !== 'failed')
  return live.at(-1) ?? aggregate.payments.at(-1) ?? null
}

export function paymentMethodOf(aggregate: OrderAggregate, methods: Methods) {
  const payment = currentPayment(aggregate)
  return methods.payment.find((method) => method.code === payment?.method_code) ?? null
}

/** Each stored item with its priced line (priceCart keeps the order of the items). */
function paired(aggregate: OrderAggregate, priced: PricedCart) {
  return aggregate.items.map((item, index) => ({ item, line: priced.items[index]! }))
}

/** The cart's lines as pricing reads them: the variants' current prices and the products' taxons. */
export function pricingLines(aggregate: OrderAggregate): PricingLine[] {
  return aggregate.items.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    // a free-amount voucher is worth what the buyer chose
    unitPrice: item.gift_card_amount > 0 ? item.gift_card_amount : item.price_now,
    originalUnitPrice: item.gift_card === 1 ? null : item.original_price_now,
    taxons: aggregate.taxons.get(item.product_id) ?? [],
    giftCard: item.gift_card === 1,
  }))
}

/** The cart holds a voucher to buy: no voucher pays for it (a voucher cannot buy a voucher). */
export function holdsVoucher(aggregate: OrderAggregate): boolean {
  return aggregate.items.some((item) => item.gift_card === 1)
}

/**
 * The applied vouchers pay, in the order they were added, each as much as it has (nothing once voided or
 * expired) up to what is left. A means of payment, not a discount: the goods' prices and VAT stay whole.
 */
export function payWithGiftCards(aggregate: OrderAggregate, total: number): GiftCardPayment {
  let left = holdsVoucher(aggregate) ? 0 : total
  const amounts = aggregate.giftCards
    .filter((card) => card.state === 'cart')
    .map((card) => {
      const amount = card.usable === 1 ? Math.min(card.remaining, left) : 0
      left -= amount
      return { giftCardId: card.gift_card_id, code: card.code, amount }
    })
  return { amounts, total: amounts.reduce((sum, card) => sum + card.amount, 0) }
}

/** `active`: the promotions and the coupon read beside the order (api/db/methods.ts, `orderPromotions`). */
export function recalculate(aggregate: OrderAggregate, methods: Methods, active: ActivePromotions): Recalculation {
  const { order } = aggregate
  const { promotions, coupon, couponPromotionActive } = active
  const shipping = shippingMethodOf(aggregate, methods)
  const payment = paymentMethodOf(aggregate, methods)
  const goods = priceCart({
    items: pricingLines(aggregate),
    shipping: shipping
      ? { fee: shipping.fee, freeShippingEligible: shipping.freeShippingEligible, ageCheckFee: shipping.ageCheckFee }
      : null,
    alcohol: containsAlcohol(aggregate),
    paymentFee: payment?.fee ?? 0,
    promotions,
  })
  const giftCards = payWithGiftCards(aggregate, goods.total)
  const priced = { ...goods, total: goods.total - giftCards.total }
  const changes: PriceChange[] = []
  let dirty = false
  for (const { item, line } of paired(aggregate, priced)) {
    if (item.unit_price !== line.unitPrice) {
      changes.push({
        itemId: item.id,
        variantCode: item.variant_code,
        productName: item.product_name_now ?? item.product_name,
        previousUnitPrice: item.unit_price,
        unitPrice: line.unitPrice,
      })
    }
    if (
      item.unit_price !== line.unitPrice ||
      item.original_unit_price !== line.originalUnitPrice ||
      item.discounted_unit_price !== line.discountedUnitPrice ||
      item.subtotal !== line.subtotal ||
      item.total !== line.total ||
      (item.product_name_now !== null && item.product_name_now !== item.product_name)
    ) {
      dirty = true
    }
  }
  if (
    order.items_total !== priced.itemsTotal ||
    order.items_subtotal !== priced.itemsSubtotal ||
    order.shipping_total !== priced.shippingTotal ||
    order.payment_fee_total !== priced.paymentFeeTotal ||
    order.order_promotion_total !== priced.orderPromotionTotal ||
    order.shipping_promotion_total !== priced.shippingPromotionTotal ||
    order.tax_total !== priced.taxTotal ||
    order.total !== priced.total ||
    order.gift_cards_total !== giftCards.total ||
    giftCards.amounts.some(
      (card) => aggregate.giftCards.find((applied) => applied.gift_card_id === card.giftCardId)?.amount !== card.amount,
    ) ||
    currentPayment(aggregate)?.amount !== priced.total
  ) {
    dirty = true
  }
  const couponApplied =
    couponPromotionActive &&
    priced.appliedPromotions.length > 0 &&
    coupon !== null &&
    promotions.some((p) => p.couponBased && priced.appliedPromotions.includes(p.code))
  return { priced, giftCards, changes, coupon, couponApplied, dirty }
}

/**
 * Statements storing a recalculation, for one batch: they change nothing once the order is no longer the cart
 * that was priced, placed or written to since it was read (its revision moved). A write-back that comes late
 * would otherwise store the totals of lines that have changed; the cart write re-prices and stores them itself.
 */
export function persistStatements(
  db: D1Database,
  aggregate: OrderAggregate,
  { priced, giftCards }: Recalculation,
): D1PreparedStatement[] {
  const cart = { orderId: aggregate.order.id, revision: aggregate.order.revision }
  const lines = paired(aggregate, priced).map(({ item, line }) =>
    storeLinePrice(db, cart, {
      ...line,
      productName: item.product_name_now ?? item.product_name,
      variantName: item.variant_name_now,
    }),
  )
  return [
    ...lines,
    ...storeCartTotals(db, cart, priced),
    ...storeGiftCardAmounts(db, cart.orderId, giftCards.amounts, giftCards.total, stillAsPriced(cart)),
  ]
}

/** The aggregate as it reads after the recalculation is stored. */
export function withPricing(aggregate: OrderAggregate, { priced, giftCards }: Recalculation): OrderAggregate {
  return {
    ...aggregate,
    order: {
      ...aggregate.order,
      items_total: priced.itemsTotal,
      items_subtotal: priced.itemsSubtotal,
      shipping_total: priced.shippingTotal,
      payment_fee_total: priced.paymentFeeTotal,
      order_promotion_total: priced.orderPromotionTotal,
      shipping_promotion_total: priced.shippingPromotionTotal,
      tax_total: priced.taxTotal,
      total: priced.total,
      gift_cards_total: giftCards.total,
    },
    giftCards: aggregate.giftCards.map((card) => ({
      ...card,
      amount: giftCards.amounts.find((paid) => paid.giftCardId === card.gift_card_id)?.amount ?? card.amount,
    })),
    items: paired(aggregate, priced).map(({ item, line }) => {
      return {
        ...item,
        unit_price: line.unitPrice,
        original_unit_price: line.originalUnitPrice,
        discounted_unit_price: line.discountedUnitPrice,
        subtotal: line.subtotal,
        total: line.total,
        product_name: item.product_name_now ?? item.product_name,
        variant_name: item.variant_name_now,
      }
    }),
    payments: aggregate.payments.map((payment) =>
      payment.state === 'cart' ? { ...payment, amount: priced.total } : payment,
    ),
  }
}
