import * as z from 'zod/mini'
import { hydraCollection } from '../hydra'
import { dateText, ldKeys, nullableText } from './jsonld'

/**
 * The admin API's orders, payments and shipments (Sylius 2 admin shapes, docs/decisions/044-fulfilment.md):
 * what `GET /orders`, `GET /orders/{tokenValue}` and every transition answer, and the transitions' bodies.
 * States are the database's words (contract/order-states.ts lists the ones a filter offers).
 */

const address = z.looseObject({
  firstName: z.optional(nullableText),
  lastName: z.optional(nullableText),
  company: z.optional(nullableText),
  street: z.optional(nullableText),
  city: z.optional(nullableText),
  postcode: z.optional(nullableText),
  countryCode: z.optional(nullableText),
  phoneNumber: z.optional(nullableText),
})
export type AdminAddress = z.infer<typeof address>

export const adminPayment = z.object({
  ...ldKeys,
  id: z.number(),
  order: z.string(),
  method: nullableText,
  state: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  refundedAmount: z.number(),
  gatewayTransactionId: nullableText,
  completedAt: z.nullable(dateText),
})
export type AdminPayment = z.infer<typeof adminPayment>

/** A carrier as staff read it: its code and name (Zásilkovna). */
export const adminCarrier = z.object({ code: z.string(), name: z.string() })

export const adminShipment = z.object({
  ...ldKeys,
  id: z.number(),
  order: z.string(),
  method: nullableText,
  /** The method's carrier (docs/decisions/060-carrier-port.md), named for staff; none for courier and shop. */
  carrier: z.nullable(adminCarrier),
  state: z.string(),
  pickupPoint: z.nullable(z.object({ id: z.string(), name: nullableText })),
  tracking: nullableText,
  trackingUrl: nullableText,
  /** The carrier's id of the parcel, once created. */
  parcelId: nullableText,
  /** The label's path (a PDF), once the parcel is with its carrier. */
  label: nullableText,
  checkAgeAtHandover: z.boolean(),
  handover: z.nullable(z.object({ at: dateText, by: nullableText, ageChecked: z.nullable(z.boolean()) })),
  shippedAt: z.nullable(dateText),
})
export type AdminShipment = z.infer<typeof adminShipment>

/** A row of the order list. */
export const adminOrderRow = z.object({
  ...ldKeys,
  tokenValue: z.string(),
  number: nullableText,
  state: z.string(),
  paymentState: z.string(),
  shippingState: z.string(),
  total: z.number(),
  currencyCode: z.string(),
  customer: z.object({ email: nullableText, firstName: nullableText, lastName: nullableText }),
  shippingMethod: nullableText,
  carrier: z.nullable(adminCarrier),
  /** The order's one shipment (IRI), or none: the console ships and prints labels from a list. */
  shipment: nullableText,
  paymentMethod: nullableText,
  checkoutCompletedAt: z.nullable(dateText),
  paymentDueAt: z.nullable(dateText),
})
export type AdminOrderRow = z.infer<typeof adminOrderRow>
export const adminOrderList = hydraCollection(adminOrderRow)

export const adminOrderLine = z.object({
  id: z.number(),
  variantCode: z.string(),
  productName: z.string(),
  variantName: nullableText,
  engraving: nullableText,
  alcohol: z.boolean(),
  quantity: z.number(),
  unitPrice: z.number(),
  total: z.number(),
})

export const adminHistoryEntry = z.object({
  id: z.number(),
  transition: z.string(),
  actor: z.string(),
  detail: z.unknown(),
  createdAt: dateText,
})

/** A part of a refund: `item` pieces of an order line, the `shipping`, or a `goodwill` amount. */
export const adminRefundLine = z.object({
  kind: z.enum(['item', 'shipping', 'goodwill']),
  orderItem: z.nullable(z.number()),
  name: z.string(),
  quantity: z.number(),
  amount: z.number(),
  reason: nullableText,
})
export type AdminRefundLine = z.infer<typeof adminRefundLine>

export const adminRefund = z.object({
  id: z.number(),
  /** The payment it gave money back from; null for a refund wholly to the vouchers (`method` gift_card, amount 0). */
  payment: nullableText,
  amount: z.number(),
  /** What it gave back, part by part (empty for a refund recorded before refunds had lines). */
  lines: z.optional(z.array(adminRefundLine)),
  /** What went back to vouchers that paid the order (decision 056): the printed code and the amount; money is `amount`. */
  giftCards: z.array(z.object({ code: z.string(), amount: z.number() })),
  method: z.string(),
  state: z.string(),
  account: nullableText,
  reason: nullableText,
  actor: z.string(),
  createdAt: dateText,
})

/** An invoice or credit note of the order; `download` is its PDF's path, `isdoc` its ISDOC's (the same data). */
export const adminInvoice = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  issuedAt: dateText,
  total: z.number(),
  download: z.string(),
  isdoc: z.string(),
})

/** One order as staff need it: items with engraving, addresses, note, the age check, payments, shipments, history. */
export const adminOrder = z.object({
  ...ldKeys,
  tokenValue: z.string(),
  number: nullableText,
  state: z.string(),
  checkoutState: z.string(),
  paymentState: z.string(),
  shippingState: z.string(),
  currencyCode: z.string(),
  localeCode: z.string(),
  customer: z.object({ email: nullableText }),
  billingAddress: z.nullable(address),
  shippingAddress: z.nullable(address),
  notes: nullableText,
  couponCode: nullableText,
  items: z.array(adminOrderLine),
  itemsTotal: z.number(),
  shippingTotal: z.number(),
  paymentFeeTotal: z.number(),
  orderPromotionTotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  containsAlcohol: z.boolean(),
  ageVerification: z.nullable(z.object({ method: z.string(), verifiedAt: dateText })),
  cancelReason: nullableText,
  payments: z.array(adminPayment),
  shipments: z.array(adminShipment),
  refunds: z.array(adminRefund),
  /**
   * What the vouchers that paid the order paid and have not got back yet (decision 056): all a refund can still give
   * them. With no money left on any payment, `POST /orders/{tokenValue}/refunds` gives lines back to them.
   */
  giftCardsLeft: z.number(),
  claims: z.array(
    z.object({ id: z.number(), type: z.string(), state: z.string(), reason: nullableText, createdAt: dateText }),
  ),
  invoices: z.array(adminInvoice),
  history: z.array(adminHistoryEntry),
  checkoutCompletedAt: z.nullable(dateText),
  paymentDueAt: z.nullable(dateText),
  /**
   * An unpaid bank transfer's account, symbol, amount and QR Platba (docs/qr-platba.md), for staff taking a phone
   * call; null for any other order and once it is paid or cancelled.
   */
  bankTransfer: z.nullable(
    z.object({
      account: z.string(),
      iban: z.string(),
      bic: nullableText,
      variableSymbol: z.string(),
      amount: z.number(),
      currencyCode: z.string(),
      dueDate: nullableText,
      spd: z.string(),
      svg: z.string(),
    }),
  ),
})
export type AdminOrder = z.infer<typeof adminOrder>

const reasonText = z.optional(z.nullable(z.string().check(z.maxLength(500))))
/** Czech account number (`[prefix-]number/bank`) or an IBAN, spaces allowed. */
export const bankAccount = z.optional(
  z.nullable(z.string().check(z.regex(/^(\d{0,6}-?\d{2,10}\/\d{4}|[A-Z]{2}\d{2}[A-Z0-9 ]{10,30})$/))),
)
/** Haléře of a payment or refund: at least 1, at most 10 million Kč. */
export const positiveMoney = z.int().check(z.minimum(1), z.maximum(1_000_000_000))

export const orderCancelBody = z.object({ reason: reasonText, refundAccount: bankAccount })
export const paymentCompleteBody = z.object({ amount: z.optional(positiveMoney) })
const partReason = z.optional(z.nullable(z.string().check(z.maxLength(200))))
/** One refunded line: how many pieces of the order item (its `id` in `items`) go back. */
export const refundLineInput = z.object({
  orderItem: z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  quantity: z.int().check(z.minimum(1), z.maximum(10_000)),
  reason: partReason,
})
/**
 * A refund (Sylius-like, decision 044): chosen lines by quantity, the shipping (all that is left of it without
 * `amount`), a goodwill amount, each with its reason; the server prices them. The old `{ amount }` alone is a
 * goodwill amount spread over the order's rates.
 */
export const refundBody = z.object({
  amount: z.optional(positiveMoney),
  lines: z.optional(z.array(refundLineInput).check(z.maxLength(100))),
  shipping: z.optional(z.object({ amount: z.optional(positiveMoney), reason: partReason })),
  goodwill: z.optional(z.object({ amount: positiveMoney, reason: partReason })),
  reason: reasonText,
  account: bankAccount,
})
export type RefundBody = z.infer<typeof refundBody>
export const shipmentShipBody = z.object({
  trackingCode: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(64)))),
})
export const shipmentPickUpBody = z.object({ ageChecked: z.optional(z.boolean()) })
export const shipmentRefuseBody = z.object({ reason: reasonText })
/** A transition that takes nothing (`wait-for-expedition`, `deliver`, a claim's `start`). */
export const emptyBody = z.object({})
