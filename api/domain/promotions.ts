import * as z from 'zod/mini'

/**
 * Cart promotions (docs/shop-api.md#prices-and-promotions): rules decide whether a promotion applies, actions what it takes off.
 * Stored as JSON in `promotions.rules` / `promotions.actions`; read through these schemas so a bad row is
 * skipped rather than breaking every cart.
 */
const rule = z.discriminatedUnion('type', [
  /** The items total (after item discounts) reaches `amount`. */
  z.object({ type: z.literal('item_total'), amount: z.int() }),
  /** Some item is in one of the taxons (or below them). */
  z.object({ type: z.literal('has_taxon'), taxons: z.array(z.string()) }),
  /** At least `count` units in the cart. */
  z.object({ type: z.literal('cart_quantity'), count: z.int() }),
])

const action = z.discriminatedUnion('type', [
  /** A percentage off every unit in the taxons (or below them). */
  z.object({
    type: z.literal('taxon_percentage_discount'),
    taxons: z.array(z.string()),
    percentage: z.number().check(z.gte(0), z.lte(100)),
  }),
  /** A percentage off the items, spread over them. */
  z.object({ type: z.literal('order_percentage_discount'), percentage: z.number().check(z.gte(0), z.lte(100)) }),
  /** A fixed amount off the items, spread over them. */
  z.object({ type: z.literal('order_fixed_discount'), amount: z.int().check(z.gte(0)) }),
  /** A percentage off the shipping fee (100: free shipping). */
  z.object({ type: z.literal('shipping_percentage_discount'), percentage: z.number().check(z.gte(0), z.lte(100)) }),
])

export type PromotionRule = z.infer<typeof rule>
export type PromotionAction = z.infer<typeof action>

export type Promotion = {
  code: string
  name: string
  priority: number
  exclusive: boolean
  couponBased: boolean
  rules: PromotionRule[]
  actions: PromotionAction[]
}

export type PromotionRow = {
  code: string
  name: string
  priority: number
  exclusive: number
  coupon_based: number
  rules: string
  actions: string
}

const rules = z.array(rule)
const actions = z.array(action)

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A stored promotion, or null when its rules or actions cannot be read (logged, never applied). */
export function promotionFromRow(row: PromotionRow): Promotion | null {
  const parsedRules = rules.safeParse(parseJson(row.rules))
  const parsedActions = actions.safeParse(parseJson(row.actions))
  if (!parsedRules.success || !parsedActions.success) {
    console.error(
      JSON.stringify({ level: 'error', msg: 'promotion skipped: unreadable rules or actions', code: row.code }),
    )
    return null
  }
  return {
    code: row.code,
    name: row.name,
    priority: row.priority,
    exclusive: row.exclusive === 1,
    couponBased: row.coupon_based === 1,
    rules: parsedRules.data,
    actions: parsedActions.data,
  }
}
