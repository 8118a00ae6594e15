import type { Promotion, PromotionAction, PromotionRule } from './promotions'

/**
 * The price of a cart, computed on the server only (docs/architecture.md#server-owns-money). Pure: the caller reads the
 * current variant prices, the chosen methods and the active promotions; this turns them into the totals of
 * docs/shop-api.md#prices-and-promotions. Amounts are haléře; every price includes 21 % VAT, so the tax is a neutral part of the total.
 */
export const VAT_PERCENT = 21

export type PricingLine = {
  id: number
  quantity: number
  /** The variant's current price and its "was" price while on offer. */
  unitPrice: number
  originalUnitPrice: number | null
  /** Codes of the product's taxons and all their ancestors. */
  taxons: readonly string[]
  /**
   * A gift voucher's line (docs/decisions/056-gift-vouchers.md): no promotion touches it, no threshold counts it,
   * and it carries no VAT (a multi-purpose voucher's sale is no supply).
   */
  giftCard?: boolean
}

export type PricingInput = {
  items: readonly PricingLine[]
  /**
   * The chosen method's fee and, for a carrier that checks the age at the door for a fee (PPL, decision 063), its
   * surcharge: added to the fee when the cart holds alcohol, as part of the method's price (free shipping takes it
   * too).
   */
  shipping: { fee: number; freeShippingEligible: boolean; ageCheckFee?: number } | null
  /** The cart holds a drink with alcohol (`containsAlcohol`, api/domain/cart.ts). */
  alcohol?: boolean
  paymentFee: number
  /** Promotions that are enabled, in their dates and (coupon-based ones) matching the cart's coupon. */
  promotions: readonly Promotion[]
}

export type PricedLine = {
  id: number
  unitPrice: number
  originalUnitPrice: number | null
  discountedUnitPrice: number
  subtotal: number
  total: number
}

export type PricedCart = {
  items: PricedLine[]
  itemsSubtotal: number
  itemsTotal: number
  orderPromotionTotal: number
  shippingTotal: number
  shippingPromotionTotal: number
  paymentFeeTotal: number
  taxTotal: number
  total: number
  appliedPromotions: string[]
  /** The items total from which shipping is free, and what is missing to it. */
  freeShipping: { threshold: number; remaining: number } | null
}

type Line = PricedLine & { quantity: number; taxons: readonly string[]; giftCard: boolean }

function inTaxons(line: Line, taxons: readonly string[]): boolean {
  return line.taxons.some((code) => taxons.includes(code))
}

function itemsTotalOf(lines: readonly Line[]): number {
  return lines.reduce((sum, line) => sum + line.total, 0)
}

function ruleHolds(rule: PromotionRule, lines: readonly Line[]): boolean {
  switch (rule.type) {
    case 'item_total':
      return itemsTotalOf(lines) >= rule.amount
    case 'has_taxon':
      return lines.some((line) => inTaxons(line, rule.taxons))
    case 'cart_quantity':
      return lines.reduce((sum, line) => sum + line.quantity, 0) >= rule.count
  }
}

/** Spreads `amount` (≤ 0) over the lines by their totals; the rounding remainder goes to the largest line. */
function spread(lines: Line[], amount: number): void {
  const base = itemsTotalOf(lines)
  if (base <= 0 || amount === 0) return
  const discount = Math.max(amount, -base)
  let given = 0
  const shares = lines.map((line) => {
    const share = Math.trunc((discount * line.total) / base)
    given += share
    return share
  })
  let largest = 0
  lines.forEach((line, index) => {
    if (line.total > (lines[largest]?.total ?? 0)) largest = index
  })
  shares[largest] = (shares[largest] ?? 0) + discount - given
  lines.forEach((line, index) => {
    line.total += shares[index] ?? 0
  })
}

type State = { lines: Line[]; shippingDiscountPercent: number }

function applyAction(action: PromotionAction, state: State): void {
  switch (action.type) {
    case 'taxon_percentage_discount':
      for (const line of state.lines) {
        if (!inTaxons(line, action.taxons)) continue
        const off = Math.min(line.discountedUnitPrice, Math.round((line.unitPrice * action.percentage) / 100))
        line.discountedUnitPrice -= off
        line.subtotal = line.discountedUnitPrice * line.quantity
        line.total -= off * line.quantity
      }
      return
    case 'order_percentage_discount':
      spread(state.lines, -Math.round((itemsTotalOf(state.lines) * action.percentage) / 100))
      return
    case 'order_fixed_discount':
      spread(state.lines, -action.amount)
      return
    case 'shipping_percentage_discount':
      state.shippingDiscountPercent = Math.min(100, state.shippingDiscountPercent + action.percentage)
      return
  }
}

/** The free-shipping threshold: an automatic promotion taking the whole fee from some items total on. */
function freeShippingThreshold(promotions: readonly Promotion[]): number | null {
  let threshold: number | null = null
  for (const promotion of promotions) {
    if (promotion.couponBased) continue
    const free = promotion.actions.some((a) => a.type === 'shipping_percentage_discount' && a.percentage === 100)
    const rule = promotion.rules.find((r) => r.type === 'item_total')
    if (free && rule && promotion.rules.length === 1)
      threshold = threshold === null ? rule.amount : Math.min(threshold, rule.amount)
  }
  return threshold
}

/** The method's price for this cart: its fee, and its age-check surcharge when the cart holds alcohol. */
export function shippingFee(shipping: NonNullable<PricingInput['shipping']>, alcohol: boolean): number {
  return shipping.fee + (alcohol ? (shipping.ageCheckFee ?? 0) : 0)
}

export function vatIncluded(amount: number): number {
  return Math.round((amount * VAT_PERCENT) / (100 + VAT_PERCENT))
}

export function priceCart(input: PricingInput): PricedCart {
  const all: Line[] = input.items.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    taxons: item.taxons,
    giftCard: item.giftCard === true,
    unitPrice: item.unitPrice,
    originalUnitPrice: item.originalUnitPrice,
    discountedUnitPrice: item.unitPrice,
    subtotal: item.unitPrice * item.quantity,
    total: item.unitPrice * item.quantity,
  }))
  // promotions see the goods only: a voucher is money, never discounted
  const lines = all.filter((line) => !line.giftCard)
  const vouchersTotal = itemsTotalOf(all) - itemsTotalOf(lines)
  const itemsBefore = itemsTotalOf(lines)
  const state: State = { lines, shippingDiscountPercent: 0 }
  const applied: string[] = []
  const ordered = [...input.promotions].sort((a, b) => b.priority - a.priority)
  for (const promotion of ordered) {
    if (lines.length === 0 || !promotion.rules.every((rule) => ruleHolds(rule, lines))) continue
    if (promotion.exclusive && applied.length > 0) continue
    for (const action of promotion.actions) applyAction(action, state)
    applied.push(promotion.code)
    if (promotion.exclusive) break
  }
  const itemsSubtotal = all.reduce((sum, line) => sum + line.subtotal, 0)
  const goodsTotal = itemsTotalOf(lines)
  const itemsTotal = goodsTotal + vouchersTotal
  const fee = all.length > 0 && input.shipping ? shippingFee(input.shipping, input.alcohol === true) : 0
  const shippingPromotionTotal = input.shipping?.freeShippingEligible
    ? -Math.round((fee * state.shippingDiscountPercent) / 100)
    : 0
  const shippingTotal = fee + shippingPromotionTotal
  const paymentFeeTotal = all.length > 0 ? input.paymentFee : 0
  const total = Math.max(0, itemsTotal + shippingTotal + paymentFeeTotal)
  const threshold = freeShippingThreshold(input.promotions)
  return {
    items: all.map(({ quantity: _q, taxons: _t, giftCard: _g, ...line }) => line),
    itemsSubtotal,
    itemsTotal,
    orderPromotionTotal: goodsTotal - itemsBefore,
    shippingTotal,
    shippingPromotionTotal,
    paymentFeeTotal,
    taxTotal: vatIncluded(Math.max(0, total - vouchersTotal)),
    total,
    appliedPromotions: applied,
    freeShipping: threshold === null ? null : { threshold, remaining: Math.max(0, threshold - goodsTotal) },
  }
}
