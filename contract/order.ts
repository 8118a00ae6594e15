import * as z from 'zod/mini'

/**
 * The order (cart) as it travels on the wire (SHOP-API.md 5.11). Stock Sylius gives some relations as IRI
 * strings, our API embeds them; both are accepted here and the storefront normalises them in one place
 * (src/lib/api/normalize.ts).
 */
const ref = z.looseObject({ '@id': z.string(), code: z.optional(z.string()), name: z.optional(z.string()) })
const relation = z.union([z.string(), ref])
const nullableString = z.nullable(z.string())

export const address = z.looseObject({
  firstName: z.optional(nullableString),
  lastName: z.optional(nullableString),
  company: z.optional(nullableString),
  street: z.optional(nullableString),
  postcode: z.optional(nullableString),
  city: z.optional(nullableString),
  phoneNumber: z.optional(nullableString),
  countryCode: z.optional(nullableString),
})

export const orderItem = z.looseObject({
  '@id': z.optional(z.string()),
  id: z.number(),
  variant: relation,
  variantCode: z.optional(z.string()),
  variantName: z.optional(nullableString),
  productName: z.optional(nullableString),
  quantity: z.number(),
  unitPrice: z.number(),
  originalUnitPrice: z.optional(z.nullable(z.number())),
  discountedUnitPrice: z.optional(z.number()),
  subtotal: z.optional(z.number()),
  total: z.number(),
})

export const orderPayment = z.looseObject({ '@id': z.optional(z.string()), id: z.number(), method: z.nullable(relation) })
export const orderShipment = z.looseObject({ '@id': z.optional(z.string()), id: z.number(), method: z.nullable(relation) })

export const order = z.looseObject({
  '@id': z.optional(z.string()),
  tokenValue: z.string(),
  number: z.optional(nullableString),
  state: z.string(),
  checkoutState: z.optional(z.string()),
  paymentState: z.optional(z.string()),
  shippingState: z.optional(z.string()),
  email: z.optional(nullableString),
  customer: z.optional(z.nullable(z.union([z.string(), z.looseObject({ '@id': z.string(), email: z.optional(nullableString) })]))),
  billingAddress: z.optional(z.nullable(address)),
  shippingAddress: z.optional(z.nullable(address)),
  items: z.array(orderItem),
  payments: z.array(orderPayment),
  shipments: z.array(orderShipment),
  couponCode: z.optional(nullableString),
  promotionCoupon: z.optional(z.nullable(z.looseObject({ code: z.string() }))),
  notes: z.optional(nullableString),
  total: z.number(),
  itemsTotal: z.optional(z.number()),
  shippingTotal: z.optional(z.number()),
  orderPromotionTotal: z.optional(z.number()),
  currencyCode: z.optional(z.string()),
  /** Extra of our API: what changed since the customer last saw the cart (spec section 4). */
  changes: z.optional(z.nullable(z.looseObject({ order: z.optional(z.unknown()) }))),
})
export type WireOrder = z.infer<typeof order>
