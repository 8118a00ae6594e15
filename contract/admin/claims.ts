import * as z from 'zod/mini'
import { hydraCollection } from '../hydra'
import { CLAIM_STATES, CLAIM_TYPES } from '../claim-limits'
import { dateText, ldKeys, nullableText } from './jsonld'
import { bankAccount, positiveMoney } from './orders'

/**
 * Complaints and returns for staff (docs/decisions/050-complaints-for-staff-and-roles.md): the inbox's rows, one
 * claim with its order, messages and files (short-lived signed links), and the decision's body.
 */

export const CLAIM_DECISIONS = ['accepted', 'rejected'] as const
export const CLAIM_RESOLUTIONS = ['refund', 'replacement', 'repair'] as const
export const CLAIM_AUTHORS = ['customer', 'shop'] as const

export const adminClaimRow = z.object({
  ...ldKeys,
  id: z.number(),
  number: z.string(),
  type: z.enum(CLAIM_TYPES),
  state: z.enum(CLAIM_STATES),
  orderNumber: z.string(),
  order: z.string(),
  email: z.string(),
  reason: nullableText,
  decision: z.nullable(z.enum(CLAIM_DECISIONS)),
  resolution: z.nullable(z.enum(CLAIM_RESOLUTIONS)),
  /** How many messages and files (the list's counts). */
  messages: z.number(),
  attachments: z.number(),
  /** Nothing answered yet, or the customer wrote last: the shop owes a reply. */
  awaitingShop: z.boolean(),
  createdAt: dateText,
  updatedAt: dateText,
  /** A complaint's 30-day deadline, a return's 14 days to refund; `daysLeft` counts whole days begun (none once resolved). */
  deadline: z.nullable(dateText),
  daysLeft: z.nullable(z.number()),
  overdue: z.boolean(),
})
export type AdminClaimRow = z.infer<typeof adminClaimRow>
export const adminClaimList = hydraCollection(adminClaimRow)

export const adminClaimFile = z.object({
  id: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: dateText,
  /** A signed link that expires after a few minutes. */
  url: z.string(),
})
export type AdminClaimFile = z.infer<typeof adminClaimFile>

/** A line of a return that came back: how many pieces, and whether they can be sold again. */
export const RETURNED_STATES = ['resellable', 'damaged'] as const
const returnedItem = z.object({
  orderItem: z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  quantity: z.int().check(z.minimum(1), z.maximum(10_000)),
  state: z.enum(RETURNED_STATES),
})

/** One claim: the row's counts of messages and files become the lists, its order's IRI the order. */
export const adminClaim = z.extend(adminClaimRow, {
  description: nullableText,
  bankAccount: nullableText,
  order: z.object({
    '@id': z.string(),
    tokenValue: z.string(),
    number: z.string(),
    email: nullableText,
    state: z.string(),
    paymentState: z.string(),
    shippingState: z.string(),
    total: z.number(),
    checkoutCompletedAt: z.nullable(dateText),
    payments: z.array(
      z.object({
        '@id': z.string(),
        id: z.number(),
        method: nullableText,
        gateway: nullableText,
        state: z.string(),
        amount: z.number(),
        refundedAmount: z.number(),
      }),
    ),
  }),
  items: z.array(
    z.object({
      id: z.number(),
      productName: z.string(),
      variantName: nullableText,
      quantity: z.number(),
      unitPrice: z.number(),
      engraving: nullableText,
      claimed: z.number(),
    }),
  ),
  /** A return's goods as staff received them (none yet: null). */
  received: z.optional(z.nullable(z.object({ at: dateText, by: nullableText, items: z.array(returnedItem) }))),
  /** The files the customer filed with the claim; a reply's files are with its message. */
  attachments: z.array(adminClaimFile),
  messages: z.array(
    z.object({
      id: z.number(),
      author: z.enum(CLAIM_AUTHORS),
      staff: nullableText,
      message: z.string(),
      createdAt: dateText,
      attachments: z.array(adminClaimFile),
    }),
  ),
  decisionReason: nullableText,
  refundAmount: z.nullable(z.number()),
  decidedBy: nullableText,
  decidedAt: z.nullable(dateText),
})
export type AdminClaim = z.infer<typeof adminClaim>

/**
 * `PATCH /claim-requests/{id}/decide`: `accepted` needs a `resolution`; `refund` may give money back through the
 * order's payment (`refund.amount` in haléře; `refund.account` for a bank transfer, a return's own account when
 * left out), or only record it; `rejected` needs a `reason`.
 */
export const claimDecideBody = z.object({
  decision: z.enum(CLAIM_DECISIONS),
  resolution: z.optional(z.nullable(z.enum(CLAIM_RESOLUTIONS))),
  reason: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  refund: z.optional(z.nullable(z.object({ amount: positiveMoney, account: bankAccount }))),
})
export type ClaimDecideBody = z.infer<typeof claimDecideBody>

/** `PATCH /claim-requests/{id}/receive`: a return's goods received (once); resellable pieces go back in stock. */
export const claimReceiveBody = z.object({ lines: z.array(returnedItem).check(z.minLength(1), z.maxLength(100)) })
export type ClaimReceiveBody = z.infer<typeof claimReceiveBody>
