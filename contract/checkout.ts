import * as z from 'zod/mini'
import { isValidIco } from './company'
import { ENGRAVING_INPUT_MAX } from './engraving'
import {
  DELIVERY_COUNTRIES,
  FULL_NAME_MAX,
  NAME_MAX,
  NAME_MIN,
  QUANTITY_MAX,
  QUANTITY_MIN,
  TEXT_AREA_MAX,
} from './checkout-limits'

export * from './checkout-limits'

/**
 * Payloads of the cart and checkout calls (docs/product.md#data, docs/product.md#validation, docs/product.md#calls; docs/shop-api.md#cart-and-checkout) with the
 * validation rules of docs/product.md#validation. The API validates with them; the checkout form checks the same rules
 * before it sends. A message key names the rule (contract/validation.ts).
 */

/** Letters only, words joined by a space, hyphen or apostrophe ("Anna-Marie", "O'Brien"). */
const NAME_PATTERN = /^\p{L}+(?:[ '-]\p{L}+)*$/u
/** `+420111222333`; spaces between digits are allowed and removed. */
export const PHONE_PATTERN = /^\+[1-9]\d{8,14}$/
/** 5 digits, the first 1 to 7 (`11000` or `110 00`). */
const ZIP_PATTERN = /^[1-7]\d{2} ?\d{2}$/
const DIC_PATTERN = /^[0-9A-Z]{4,20}$/

export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '')
}

export function normalizeZip(value: string): string {
  return value.replace(/\s/g, '')
}

const trimmed = z.pipe(
  z.string(),
  z.transform((value: string) => value.trim()),
)
/**
 * A name (letters, 2 to 16; docs/product.md#validation). The pipe stops at an empty one, so it says only
 * "required" rather than "at least 2" and "letters only" too: every form and the API use this one schema.
 */
const name = z.pipe(
  z.pipe(trimmed, z.string().check(z.minLength(1))),
  z.string().check(z.minLength(NAME_MIN), z.maxLength(NAME_MAX), z.regex(NAME_PATTERN, { error: 'lettersOnly' })),
)
const requiredText = (max: number) => z.pipe(trimmed, z.string().check(z.minLength(1), z.maxLength(max)))
const optionalText = (max: number) => z.optional(z.nullable(z.pipe(trimmed, z.string().check(z.maxLength(max)))))
const phone = z.pipe(
  z.pipe(z.string({ error: 'phoneRequired' }), z.transform(normalizePhone)),
  z.string().check(
    z.minLength(1, { error: 'phoneRequired' }),
    z.refine((value) => value === '' || PHONE_PATTERN.test(value), { error: 'phoneFormat' }),
  ),
)
export const email = z.pipe(trimmed, z.string().check(z.minLength(1), z.maxLength(254), z.email({ error: 'email' })))

/**
 * An address (docs/product.md#data). A company purchase adds the company name, IČO (`companyId`) and DIČ (`vatId`);
 * when `companyId` is given the company name is required.
 */
export const addressInput = z
  .object({
    firstName: name,
    lastName: name,
    company: optionalText(255),
    companyId: z.optional(
      z.nullable(
        z.pipe(trimmed, z.string().check(z.refine((v) => v === '' || isValidIco(v), { error: 'companyIdInvalid' }))),
      ),
    ),
    vatId: z.optional(
      z.nullable(
        z.pipe(trimmed, z.string().check(z.refine((v) => v === '' || DIC_PATTERN.test(v), { error: 'vatIdFormat' }))),
      ),
    ),
    street: requiredText(255),
    city: requiredText(255),
    postcode: z.pipe(trimmed, z.string().check(z.minLength(1), z.regex(ZIP_PATTERN, { error: 'zipFormat' }))),
    phoneNumber: phone,
    countryCode: z.optional(z.enum(DELIVERY_COUNTRIES, { error: 'countryUnsupported' })),
  })
  .check(
    z.refine((a) => `${a.firstName} ${a.lastName}`.length <= FULL_NAME_MAX, {
      error: 'fullNameTooLong',
      path: ['lastName'],
    }),
    z.refine((a) => !a.companyId || (a.company ?? '') !== '', { error: 'required', path: ['company'] }),
  )
export type AddressInput = z.output<typeof addressInput>

/**
 * The billing address of a cart of vouchers only (docs/decisions/056-gift-vouchers.md): nothing is shipped, so the
 * buyer's name (the invoice needs it) is enough; the phone is optional, and the street, city and postcode come all
 * three or none (a company buyer gives them with its IČO). A cart with goods still needs `addressInput`: the API
 * checks that once it knows the cart.
 */
export const giftCardBillingInput = z
  .object({
    firstName: name,
    lastName: name,
    company: optionalText(255),
    companyId: addressInput.shape.companyId,
    vatId: addressInput.shape.vatId,
    street: z.optional(requiredText(255)),
    city: z.optional(requiredText(255)),
    postcode: z.optional(addressInput.shape.postcode),
    phoneNumber: z.optional(phone),
    countryCode: addressInput.shape.countryCode,
  })
  .check(
    z.refine((a) => `${a.firstName} ${a.lastName}`.length <= FULL_NAME_MAX, {
      error: 'fullNameTooLong',
      path: ['lastName'],
    }),
    z.refine((a) => !a.companyId || (a.company ?? '') !== '', { error: 'required', path: ['company'] }),
    z.refine((a) => !(a.street ?? a.city ?? a.postcode) || a.street !== undefined, {
      error: 'required',
      path: ['street'],
    }),
    z.refine((a) => !(a.street ?? a.city ?? a.postcode) || a.city !== undefined, { error: 'required', path: ['city'] }),
    z.refine((a) => !(a.street ?? a.city ?? a.postcode) || a.postcode !== undefined, {
      error: 'required',
      path: ['postcode'],
    }),
  )
export type GiftCardBillingInput = z.output<typeof giftCardBillingInput>

/** `PUT /orders/{token}`: every field optional; `couponCode` is re-applied on every call (absent removes it). */
export const orderUpdateInput = z.object({
  email: z.optional(email),
  billingAddress: z.optional(addressInput),
  shippingAddress: z.optional(addressInput),
  couponCode: z.optional(z.nullable(z.pipe(trimmed, z.string().check(z.maxLength(64))))),
  note: optionalText(TEXT_AREA_MAX),
})
export type OrderUpdateInput = z.input<typeof orderUpdateInput>

/**
 * What the API takes at `PUT /orders/{token}` before it knows the cart: the billing address as a vouchers-only
 * cart allows it; a cart with goods is then checked against `orderUpdateInput`'s stricter address.
 */
export const orderUpdateLooseInput = z.extend(orderUpdateInput, { billingAddress: z.optional(giftCardBillingInput) })

/** `POST /orders`: the token of a cart to pick up instead of creating a new one. */
export const orderCreateInput = z.object({
  replacementTokenValue: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
})

/** A product variant by IRI or code. */
const reference = z.string().check(z.minLength(1), z.maxLength(255))
const quantity = z
  .int()
  .check(z.gte(QUANTITY_MIN, { error: 'quantityRange' }), z.lte(QUANTITY_MAX, { error: 'quantityRange' }))

/**
 * `POST /orders/{token}/items`. `engraving` is our extension (Sylius has none): the text to engrave on this line;
 * the product's own limit and the characters are checked by the API (contract/engraving.ts). `giftCardAmount`
 * (haléře, whole crowns) is the value of a free-amount voucher; the variant's limits (`giftCardAmount` on the
 * variant) are checked by the API (contract/gift-cards.ts).
 */
export const orderItemAddInput = z.object({
  productVariant: reference,
  quantity,
  engraving: z.optional(z.nullable(z.string().check(z.maxLength(ENGRAVING_INPUT_MAX, { error: 'textTooLong' })))),
  giftCardAmount: z.optional(
    z.nullable(
      z.int().check(
        z.minimum(0),
        z.maximum(1_000_000_000),
        z.refine((v) => v % 100 === 0, { error: 'giftCardWholeCrowns' }),
      ),
    ),
  ),
})
export const orderItemChangeInput = z.object({ quantity })

/** `PATCH /orders/{token}/shipments/{id}`: a method with pickup points needs the point (its id and name). */
export const shipmentUpdateInput = z.object({
  shippingMethod: reference,
  branchId: z.optional(z.nullable(z.union([z.string().check(z.maxLength(32)), z.int()]))),
  branchName: optionalText(255),
})

export const paymentUpdateInput = z.object({ paymentMethod: reference })

/**
 * `PATCH /orders/{token}/complete`. `reviewInvitations`: the shopper allowed the review invitation by mail
 * (docs/decisions/061-product-reviews.md), unticked unless they tick it.
 */
export const orderCompleteInput = z.object({
  notes: optionalText(TEXT_AREA_MAX),
  reviewInvitations: z.optional(z.boolean()),
  /** Heureka's "Ověřeno zákazníky" opt-out (decision 062): true, no satisfaction questionnaire. Absent: false. */
  heurekaOptOut: z.optional(z.boolean()),
})
