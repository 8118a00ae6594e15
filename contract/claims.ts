import * as z from 'zod/mini'
import { email } from './checkout'
import { COMPLAINT_REASONS, isValidBankAccount, ORDER_NUMBER_PATTERN } from './claim-limits'
import { honeypot, message, optionalText, trimmed } from './form-text'

export * from './claim-limits'

/**
 * The complaint and return forms (docs/product.md#pages, docs/product.md#data, docs/product.md#validation, docs/product.md#calls; decision 026):
 * `POST /claim-requests` (multipart/form-data: the fields below and up to 5 `attachments`; a return has
 * `type: 'return'`), `GET /claim-requests` (the logged-in customer's own), `POST /messages` (a follow-up on one's
 * own claim). The storefront's forms validate with the same schemas. The URL keeps Sylius's `claim-requests`;
 * the code calls them claims.
 */
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
