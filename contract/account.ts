import * as z from 'zod/mini'
import { addressInput, email } from './checkout'

/**
 * Customer accounts (decision 011; docs/shop-api.md#accounts, docs/shop-api.md#addresses, docs/product.md#validation): payloads with the validation
 * rules and the shapes the API answers with.
 */
export const PASSWORD_MIN = 6

const password = z.string().check(z.minLength(PASSWORD_MIN), z.maxLength(4096))
const name = addressInput.shape.firstName

/** `POST /authentication-token` (alias `/customers/token`). 200 `{ token, customer }`, 401 `Invalid credentials.`, 429. */
export const loginInput = z.object({
  email: z.string().check(z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(4096)),
})
export const loginAnswer = z.looseObject({ token: z.string(), customer: z.string() })

/** `POST /customers` → 204 (also for an e-mail already registered: no account enumeration; its owner gets a mail). */
export const registrationInput = z.object({
  firstName: name,
  lastName: name,
  email,
  password,
  subscribedToNewsletter: z.optional(z.boolean()),
})

/** `PUT /customers/{id}`: the settings (saved as the customer types). */
export const customerUpdateInput = z.object({
  firstName: z.optional(name),
  lastName: z.optional(name),
  phoneNumber: z.optional(z.nullable(addressInput.shape.phoneNumber)),
  subscribedToNewsletter: z.optional(z.boolean()),
  /** The review invitation by mail after delivery (docs/decisions/061-product-reviews.md). */
  reviewInvitations: z.optional(z.boolean()),
})

/** `PUT /customers/{id}/password` → 204. */
export const passwordChangeInput = z
  .object({ currentPassword: z.string().check(z.minLength(1)), newPassword: password, confirmNewPassword: z.string() })
  .check(z.refine((v) => v.newPassword === v.confirmNewPassword, { error: 'confirm', path: ['confirmNewPassword'] }))

/** `POST /reset-password-requests` → 202 always; `PATCH /reset-password-requests/{token}` → 202; `GET …/{token}` → 200 or 404. */
/** A malformed address is a 422 as in Sylius; a well-formed unknown one gets the same silent 202 as a known one. */
export const resetRequestInput = z.object({ email })
export const resetConfirmInput = z
  .object({ newPassword: password, confirmNewPassword: z.string() })
  .check(z.refine((v) => v.newPassword === v.confirmNewPassword, { error: 'confirm', path: ['confirmNewPassword'] }))

/** `POST /account-verification-requests` (auth: send the link again) → 202; `PATCH …/{token}` → 202, 404 when invalid. */

/** An address of the address book: the checkout address plus the two flags of docs/product.md#data. */
export const accountAddressInput = z.extend(addressInput, {
  /** The customer's default data (pre-filled in the checkout). */
  defaultAddress: z.optional(z.boolean()),
  /** "Someone else receives the parcel". */
  otherReceiver: z.optional(z.boolean()),
})

export const customer = z.looseObject({
  '@id': z.string(),
  id: z.number(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  subscribedToNewsletter: z.boolean(),
  /** Our extra: review invitations allowed (decision 061). */
  reviewInvitations: z.optional(z.boolean()),
  verified: z.boolean(),
  /** Sylius's own fields, for clients written for it (decision 033): the name joined, `u` (unknown) as the shop
   * asks for no gender, no birthday, the default address's IRI, and the shop user's state. */
  fullName: z.optional(z.nullable(z.string())),
  gender: z.optional(z.string()),
  birthday: z.optional(z.nullable(z.string())),
  defaultAddress: z.optional(z.nullable(z.string())),
  /** The shop user, embedded with its `/shop-users/{id}` IRI; stock Sylius sends no `enabled`. */
  user: z.optional(
    z.looseObject({
      '@id': z.string(),
      '@type': z.optional(z.string()),
      verified: z.boolean(),
      enabled: z.optional(z.boolean()),
    }),
  ),
})
export type Customer = z.infer<typeof customer>

/** `GET /orders` (auth): the customer's placed orders, newest first. */
export const accountOrder = z.looseObject({
  '@id': z.string(),
  tokenValue: z.string(),
  number: z.nullable(z.string()),
  state: z.string(),
  paymentState: z.string(),
  shippingState: z.string(),
  checkoutCompletedAt: z.nullable(z.string()),
  itemsTotal: z.number(),
  total: z.number(),
  /**
   * The shipments with their method (an IRI in stock Sylius, an object in ours): a pickup in the shop shows its
   * own steps in the order's timeline. Absent from an API that does not give it.
   */
  shipments: z.optional(
    z.array(
      z.looseObject({
        method: z.optional(
          z.nullable(z.union([z.string(), z.looseObject({ '@id': z.string(), code: z.optional(z.string()) })])),
        ),
      }),
    ),
  ),
})

/** An address of the address book as the API answers it (`GET /addresses`, `POST`, `PUT /addresses/{id}`). */
export const accountAddress = z.looseObject({
  '@id': z.string(),
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.nullable(z.string()),
  companyId: z.nullable(z.string()),
  vatId: z.nullable(z.string()),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  phoneNumber: z.string(),
  countryCode: z.string(),
  defaultAddress: z.boolean(),
  otherReceiver: z.boolean(),
})
export type AccountAddress = z.infer<typeof accountAddress>
