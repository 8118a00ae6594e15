import * as z from 'zod/mini'
import { hydraCollection } from '../hydra'
import { ldKeys } from './jsonld'

/**
 * A variant's price and stock in the admin API (Sylius' admin ProductVariant, the fields ops change and what they
 * need to judge them; docs/decisions/029-admin-api-and-redirects.md), and the change's merge patch.
 */
export const adminVariant = z.object({
  ...ldKeys,
  code: z.string(),
  product: z.string(),
  /** The product's name (its code when it has none) and the variant's own ("0,7 l"): what staff know it by. */
  name: z.string(),
  variantName: z.nullable(z.string()),
  enabled: z.boolean(),
  tracked: z.boolean(),
  onHand: z.number(),
  onHold: z.number(),
  /** Keyed by channel code: the shop has one channel. */
  channelPricings: z.record(
    z.string(),
    z.object({
      '@type': z.string(),
      channelCode: z.string(),
      currencyCode: z.string(),
      price: z.number(),
      originalPrice: z.nullable(z.number()),
      minimumPrice: z.number(),
    }),
  ),
})
export type AdminVariant = z.infer<typeof adminVariant>

export const adminVariantList = hydraCollection(adminVariant)

/** A wrong type (10.5, "100") says "a whole number"; ranges keep their own messages. */
const wholeNumber = { error: (issue: { code: string }) => (issue.code === 'invalid_type' ? 'number' : undefined) }
/** Haléře: up to 10 million Kč, a bound no bottle reaches and no typo of an extra digit or two gets past. */
const money = z.int(wholeNumber).check(z.minimum(0), z.maximum(1_000_000_000))
const channelPricing = z.object({ price: z.optional(money), originalPrice: z.optional(z.nullable(money)) })

/** Sylius' admin `PATCH /product-variants/{code}`: channel pricings keyed by channel code, and `onHand`. */
export const variantPatch = z.object({
  channelPricings: z.optional(z.record(z.string(), channelPricing)),
  onHand: z.optional(z.int(wholeNumber).check(z.minimum(0), z.maximum(1_000_000))),
})
export type VariantPatch = z.infer<typeof variantPatch>
