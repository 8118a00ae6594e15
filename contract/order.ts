import * as z from 'zod/mini'
import { orderGiftCard } from './gift-cards'

/**
 * The order (cart) as it travels on the wire (docs/shop-api.md#cart-and-checkout). Stock Sylius gives some relations as IRI
 * strings, our API embeds them; both are accepted here and the storefront normalises them in one place
 * (src/lib/api/normalize.ts).
 */
const ref = z.looseObject({ '@id': z.string(), code: z.optional(z.string()), name: z.optional(z.string()) })
const relation = z.union([z.string(), ref])
const nullableString = z.nullable(z.string())

/**
 * An order's address, embedded. Its `@id` is Sylius's `/api/v2/shop/addresses/{id}`, which `GET` reads for whoever
 * may read the order (docs/decisions/033-shop-api-differences.md).
 */
export const address = z.looseObject({
  '@id': z.optional(z.string()),
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
  /** Our extension: the text engraved on this line; null (or absent, from a stock Sylius) for none. */
  engraving: z.optional(nullableString),
  productName: z.optional(nullableString),
  /** Extras of our API for the cart page: the product's code, slug and main image, and whether it is alcohol. */
  productCode: z.optional(z.string()),
  productSlug: z.optional(nullableString),
  image: z.optional(nullableString),
  alcohol: z.optional(z.boolean()),
  quantity: z.number(),
  unitPrice: z.number(),
  originalUnitPrice: z.optional(z.nullable(z.number())),
  discountedUnitPrice: z.optional(z.number()),
  subtotal: z.optional(z.number()),
  total: z.number(),
  /** Extras of our API (docs/decisions/056-gift-vouchers.md): a gift voucher's line, and once the order is paid the
   * codes it issued (printed form, one per unit). */
  giftCard: z.optional(z.boolean()),
  giftCardCodes: z.optional(z.array(z.string())),
})

export const orderPayment = z.looseObject({
  '@id': z.optional(z.string()),
  id: z.number(),
  method: z.nullable(relation),
  state: z.optional(z.string()),
  amount: z.optional(z.number()),
})
export const orderShipment = z.looseObject({
  '@id': z.optional(z.string()),
  id: z.number(),
  method: z.nullable(relation),
  state: z.optional(z.string()),
  /** The Packeta pickup point (docs/product.md#data: shipment update). */
  branchId: z.optional(nullableString),
  branchName: z.optional(nullableString),
  /** Extra of our API: an order with alcohol, whose buyer's age the courier or pickup point checks at the hand-over. */
  checkAgeAtHandover: z.optional(z.boolean()),
  /** Once shipped (decision 044): the carrier's parcel number and its public tracking page. */
  tracking: z.optional(nullableString),
  trackingUrl: z.optional(nullableString),
})

/** Extra of our API: how the buyer was verified adult (decision 038); null while not verified. */
export const ageVerification = z.looseObject({ method: z.string(), verifiedAt: z.string() })

/** A price that changed since the customer last saw the cart (our extra, docs/product.md#cart). */
export const priceChange = z.looseObject({
  itemId: z.number(),
  variantCode: z.string(),
  productName: z.optional(nullableString),
  previousUnitPrice: z.number(),
  unitPrice: z.number(),
})

export const order = z.looseObject({
  '@id': z.optional(z.string()),
  tokenValue: z.string(),
  number: z.optional(nullableString),
  state: z.string(),
  checkoutState: z.optional(z.string()),
  paymentState: z.optional(z.string()),
  shippingState: z.optional(z.string()),
  email: z.optional(nullableString),
  customer: z.optional(
    z.nullable(z.union([z.string(), z.looseObject({ '@id': z.string(), email: z.optional(nullableString) })])),
  ),
  billingAddress: z.optional(z.nullable(address)),
  shippingAddress: z.optional(z.nullable(address)),
  items: z.array(orderItem),
  payments: z.array(orderPayment),
  shipments: z.array(orderShipment),
  couponCode: z.optional(nullableString),
  promotionCoupon: z.optional(z.nullable(z.looseObject({ code: z.string() }))),
  notes: z.optional(nullableString),
  /** Extra of our API: why a cancelled order was cancelled (null otherwise). */
  cancelReason: z.optional(nullableString),
  /** What is left to pay (what the gateway, transfer or cash on delivery collects): the goods less `giftCardsTotal`. */
  total: z.number(),
  /**
   * Extras of our API (docs/decisions/056-gift-vouchers.md): the gift vouchers paying part of the order, in the order
   * they were added, and their sum. A voucher is a means of payment: `itemsTotal`, `taxTotal` and shipping are untouched.
   */
  giftCards: z.optional(z.array(orderGiftCard)),
  giftCardsTotal: z.optional(z.number()),
  itemsTotal: z.optional(z.number()),
  itemsSubtotal: z.optional(z.number()),
  taxTotal: z.optional(z.number()),
  shippingTotal: z.optional(z.number()),
  orderPromotionTotal: z.optional(z.number()),
  shippingPromotionTotal: z.optional(z.number()),
  /** Extras of our API: the payment method's fee (cash on delivery) included in `total`. */
  paymentFeeTotal: z.optional(z.number()),
  /** How far the cart is from free shipping: the threshold and what is missing (0 when reached). */
  freeShipping: z.optional(z.nullable(z.looseObject({ threshold: z.number(), remaining: z.number() }))),
  containsAlcohol: z.optional(z.boolean()),
  ageVerification: z.optional(z.nullable(ageVerification)),
  checkoutCompletedAt: z.optional(nullableString),
  /** When an unpaid online payment cancels the order (30 minutes after completion). */
  paymentDueAt: z.optional(nullableString),
  currencyCode: z.optional(z.string()),
  localeCode: z.optional(z.string()),
  /** Extra of our API: what changed since the customer last saw the cart (docs/product.md#cart). */
  changes: z.optional(
    z.nullable(z.looseObject({ order: z.optional(z.nullable(z.looseObject({ items: z.array(priceChange) }))) })),
  ),
})
export type WireOrder = z.infer<typeof order>

/** A shipping method (`/shipping-methods`, `/orders/{t}/shipments/{id}/methods`); `price` in haléře. */
export const shippingMethod = z.looseObject({
  '@id': z.string(),
  code: z.string(),
  position: z.optional(z.number()),
  name: z.string(),
  description: z.optional(nullableString),
  price: z.number(),
  /** Packeta: the shipment needs a pickup point (branchId, branchName). */
  requiresPickupPoint: z.optional(z.boolean()),
  /** Codes of the payment methods allowed with this shipping method. */
  paymentMethods: z.optional(z.array(z.string())),
  /** Packeta: which picker the storefront shows (the real widget, or the local sandbox's list). */
  pickupPointProvider: z.optional(
    z.looseObject({ kind: z.enum(['packeta-widget', 'sandbox']), apiKey: z.string(), listUrl: z.optional(z.string()) }),
  ),
})
export type ShippingMethod = z.infer<typeof shippingMethod>

/** A payment method; `fee` (haléře) is added to the order total (cash on delivery). */
export const paymentMethod = z.looseObject({
  '@id': z.string(),
  code: z.string(),
  position: z.optional(z.number()),
  name: z.string(),
  description: z.optional(nullableString),
  instructions: z.optional(nullableString),
  fee: z.optional(z.number()),
  /** Paid through the payment gateway (Comgate). */
  online: z.optional(z.boolean()),
})
export type PaymentMethod = z.infer<typeof paymentMethod>

/** `GET /orders/{token}/pay`: where to send the customer to pay. */
export const paymentRedirect = z.looseObject({ url: z.string(), transId: z.optional(nullableString) })

/** `GET /orders/expected-delivery-info/{token}`: dates as `YYYY-MM-DD`. */
export const expectedDeliveryInfo = z.looseObject({
  shippingMethod: z.optional(nullableString),
  dispatchBy: z.string(),
  deliveryFrom: z.string(),
  deliveryTo: z.string(),
})

/**
 * `GET /orders/{token}/payment-qr` (docs/qr-platba.md): how to pay an unpaid bank-transfer order: the shop's account
 * (Czech form, IBAN in groups of four, BIC), the variable symbol (the order number), the amount in haléře, the due
 * day `YYYY-MM-DD`, the QR Platba's SPD string and its image as SVG markup. 404 once paid or cancelled.
 */
export const paymentQr = z.looseObject({
  account: z.string(),
  iban: z.string(),
  bic: nullableString,
  variableSymbol: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  dueDate: nullableString,
  spd: z.string(),
  svg: z.string(),
})
export type PaymentQr = z.infer<typeof paymentQr>

/**
 * A tax document of a placed order (`GET /orders/{token}/invoices`, docs/decisions/045-invoices-and-bank-statements.md):
 * the invoice, or a credit note of a refund (`total` negative). `id` is the document's UUID, which its PDF is
 * downloaded by (`GET /invoices/{id}/download`).
 */
export const orderDocument = z.looseObject({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  issuedAt: z.string(),
  total: z.number(),
  /** A credit note's reason and what it gave back, line by line (positive quantities and amounts). */
  reason: z.optional(z.nullable(z.string())),
  lines: z.optional(z.array(z.object({ name: z.string(), quantity: z.number(), amount: z.number() }))),
})
