import * as z from 'zod/mini'

/**
 * The watch list (docs/product.md#data, docs/product.md#watch-list, docs/product.md#calls; decision 022): `GET|POST /watchdog`, `GET|PUT|DELETE
 * /watchdog/{variantCode}`, login required. One schema per input, shared by the storefront's forms and the API.
 */

export const WATCHDOG_EVENT_TYPES = ['back_in_stock', 'price_lower_than'] as const
export type WatchdogEventType = (typeof WATCHDOG_EVENT_TYPES)[number]

/** Entries one customer may have; more is a violation (`watchdogFull`). */
export const WATCHDOG_MAX_ENTRIES = 200

/** The highest target price accepted (haléře): 1 000 000 Kč, far above anything the shop sells. */
const PRICE_MAX = 100_000_000

/**
 * An event to watch. `price` (haléře) only means something for `price_lower_than`: the alert fires once the
 * variant costs less than it. Without it the server takes the variant's current price (the price the
 * customer saw); with it, it must be below the current price. For `back_in_stock` it is ignored.
 */
export const watchdogEventInput = z.object({
  type: z.enum(WATCHDOG_EVENT_TYPES),
  price: z.optional(z.nullable(z.int({ error: 'number' }).check(z.gte(1), z.lte(PRICE_MAX)))),
})
export type WatchdogEventInput = z.output<typeof watchdogEventInput>

/** No events is allowed: the variant stays on the list without alerts (docs/product.md#watch-list, "watch status"). */
const events = z
  // a missing list is required, anything else that is not a list is not valid
  .array(watchdogEventInput, { error: (issue) => (issue.input === undefined ? 'required' : 'is') })
  // each type once (so at most two events); a refinement runs only on a list, unlike a length check
  .check(z.refine((list) => new Set(list.map((event) => event.type)).size === list.length, { error: 'eventDuplicate' }))

/** A product variant by code or IRI (`/api/v2/shop/product-variants/{code}`). */
const variantReference = z.string().check(z.minLength(1), z.maxLength(255))

/** `POST /watchdog` → 201 new entry, 200 when the variant was on the list already (its events replaced, re-armed). */
export const watchdogCreateInput = z.object({ productVariantCode: variantReference, events })
export type WatchdogCreateInput = z.input<typeof watchdogCreateInput>

/** `PUT /watchdog/{code}` → 200: replaces the events and re-arms them. A `productVariantCode` must name the path's variant. */
export const watchdogUpdateInput = z.object({ productVariantCode: z.optional(variantReference), events })
export type WatchdogUpdateInput = z.input<typeof watchdogUpdateInput>

/** `armed`: waits for its event; `fired`: the alert went out, nothing more until a PUT re-arms it. */
export const WATCHDOG_STATES = ['armed', 'fired'] as const

export const watchdogEvent = z.looseObject({
  type: z.enum(WATCHDOG_EVENT_TYPES),
  /** price_lower_than: the price to get below (haléře); null for back_in_stock. */
  price: z.nullable(z.number()),
  state: z.enum(WATCHDOG_STATES),
  armedAt: z.string(),
  firedAt: z.nullable(z.string()),
})

/** An entry as the API answers it (`GET /watchdog` members, `GET|POST|PUT /watchdog/{code}`). */
export const watchdogEntry = z.looseObject({
  '@id': z.string(),
  productVariant: z.looseObject({
    '@id': z.string(),
    code: z.string(),
    name: z.nullable(z.string()),
    price: z.number(),
    inStock: z.boolean(),
    /** The variant and its product are enabled (can be bought when in stock). */
    available: z.boolean(),
  }),
  product: z.looseObject({
    '@id': z.string(),
    code: z.string(),
    name: z.string(),
    slug: z.string(),
    image: z.nullable(z.string()),
  }),
  events: z.array(watchdogEvent),
  /** `armed` while an event is armed, `fired` when all have fired, `idle` with no events. */
  state: z.enum(['armed', 'fired', 'idle']),
  /** When the latest alert went out; null if none since the last arming. */
  firedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type WatchdogEntry = z.infer<typeof watchdogEntry>
