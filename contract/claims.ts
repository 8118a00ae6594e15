import * as z from 'zod/mini'
import { addressInput, email, FULL_NAME_MAX, normalizePhone, PHONE_PATTERN, TEXT_AREA_MAX } from './checkout'
import { COMPLAINT_REASONS, isValidBankAccount, ORDER_NUMBER_PATTERN } from './claim-limits'

export * from './claim-limits'

/**
 * The contact, complaint and return forms (docs/product.md#pages, docs/product.md#data, docs/product.md#validation, docs/product.md#calls; decision 026): `POST /contact-requests`,
 * `POST /claim-requests` (multipart/form-data: the fields below and up to 5 `attachments`; a return has
 * `type: 'return'`), `GET /claim-requests` (the logged-in customer's own), `POST /messages` (a follow-up on one's
 * own claim). The storefront's forms validate with the same schemas. `website` is the honeypot of every public
 * form: people never see it, bots fill it in, and a request with it is answered as usual and stores nothing.
 */
const trimmed = z.pipe(
  z.string(),
  z.transform((value: string) => value.trim()),
)
function trimmedRequired() {
  return z.pipe(trimmed, z.string().check(z.minLength(1)))
}
/** A name (letters, 2 to 16; docs/product.md#validation); an empty one says "required" rather than "at least 2". */
const name = z.pipe(z.pipe(trimmedRequired(), z.string()), addressInput.shape.firstName)
const honeypot = z.optional(z.string().check(z.maxLength(200)))
/** A text area (docs/product.md#validation: at most 1000 characters), required with its own message. */
const message = z.pipe(
  z.pipe(
    z.string({ error: 'messageRequired' }),
    z.transform((value: string) => value.trim()),
  ),
  z.string().check(z.minLength(1, { error: 'messageRequired' }), z.maxLength(TEXT_AREA_MAX)),
)
const optionalText = z.optional(z.pipe(trimmed, z.string().check(z.maxLength(TEXT_AREA_MAX))))
const optionalPhone = z.optional(
  z.pipe(
    z.pipe(z.string(), z.transform(normalizePhone)),
    z.string().check(z.refine((value) => value === '' || PHONE_PATTERN.test(value), { error: 'phoneFormat' })),
  ),
)
const accepted = z.literal(true, { error: 'consentRequired' })

/** `POST /contact-requests` → 202 (a confirmation to the sender, a notification to the shop). */
export const contactRequestInput = z
  .object({
    firstName: name,
    lastName: name,
    email,
    phone: optionalPhone,
    message,
    consent: accepted,
    website: honeypot,
  })
  .check(
    z.refine((c) => `${c.firstName} ${c.lastName}`.length <= FULL_NAME_MAX, {
      error: 'fullNameTooLong',
      path: ['lastName'],
    }),
  )
export type ContactRequestInput = z.input<typeof contactRequestInput>

const orderNumber = z.pipe(
  z.pipe(
    z.string({ error: 'required' }),
    z.transform((value: string) => value.replace(/\s+/g, '')),
  ),
  z.string().check(z.minLength(1), z.regex(ORDER_NUMBER_PATTERN, { error: 'orderNumberDigits' })),
)

/** A complaint about goods received (fields of the multipart body; `attachments` are files beside them). */
export const complaintInput = z.object({
  type: z.literal('complaint'),
  orderNumber,
  email,
  reason: z.enum(COMPLAINT_REASONS, { error: 'reasonRequired' }),
  description: message,
  website: honeypot,
})
export type ComplaintInput = z.input<typeof complaintInput>

const itemId = z.string().check(z.regex(/^\d{1,12}$/))

/**
 * A withdrawal within 14 days (§ 1829 of the Civil Code): which items of the order go back, and the account the
 * money is sent to. No reason is needed; `note` may say one.
 */
export const returnInput = z.object({
  type: z.literal('return'),
  orderNumber,
  email,
  items: z
    .array(itemId, { error: 'itemsRequired' })
    .check(z.minLength(1, { error: 'itemsRequired' }), z.maxLength(100)),
  bankAccount: z.pipe(
    trimmed,
    z.string().check(z.minLength(1), z.maxLength(42), z.refine(isValidBankAccount, { error: 'bankAccountFormat' })),
  ),
  note: optionalText,
  website: honeypot,
})
export type ReturnInput = z.input<typeof returnInput>

/**
 * `POST /claim-requests/returnable-items`: the lines of an order a return may send back, for whoever knows its
 * number and e-mail (or the logged-in owner); the same violation as a claim when they do not match.
 */
export const returnableItemsInput = z.object({ orderNumber, email })
export const returnableItem = z.object({
  id: z.number(),
  productName: z.string(),
  variantName: z.nullable(z.string()),
  quantity: z.number(),
})
export type ReturnableItem = z.infer<typeof returnableItem>

/** The fields of `POST /claim-requests`, by `type`. */
export const claimInput = z.discriminatedUnion('type', [complaintInput, returnInput])

/** `POST /messages`: a follow-up message on one's own claim (`claimRequest` is its IRI). */
export const claimMessageInput = z.object({
  claimRequest: z.string().check(z.minLength(1), z.maxLength(255)),
  message,
})
export type ClaimMessageInput = z.input<typeof claimMessageInput>

/** A claim as `GET /claim-requests` lists it. */
export const claimMessage = z.object({
  author: z.enum(['customer', 'shop']),
  message: z.string(),
  createdAt: z.string(),
  /** The files the shop sent with its reply: downloads through the customer's own route (decision 050). */
  attachments: z._default(
    z.array(
      z.object({ id: z.number(), fileName: z.string(), contentType: z.string(), size: z.number(), url: z.string() }),
    ),
    [],
  ),
})
/** The shop's decision on a resolved claim (decision 050). */
export const claimDecision = z.object({
  decision: z.enum(['accepted', 'rejected']),
  resolution: z.nullable(z.enum(['refund', 'replacement', 'repair'])),
  reason: z.nullable(z.string()),
  refundAmount: z.nullable(z.number()),
  decidedAt: z.nullable(z.string()),
})
export const claim = z.looseObject({
  '@id': z.string(),
  id: z.number(),
  number: z.string(),
  type: z.enum(['complaint', 'return']),
  state: z.enum(['new', 'in_progress', 'resolved']),
  orderNumber: z.string(),
  reason: z.nullable(z.string()),
  description: z.nullable(z.string()),
  items: z.array(z.object({ productName: z.string(), variantName: z.nullable(z.string()), quantity: z.number() })),
  attachments: z.number(),
  messages: z.array(claimMessage),
  decision: z._default(z.nullable(claimDecision), null),
  createdAt: z.string(),
})
export type Claim = z.infer<typeof claim>
