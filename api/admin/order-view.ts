import type { RefundPart } from '../db/refund-lines'
import type { bankTransferView } from '../payments/bank-transfer'
import type { AdminAddress } from '../../contract/admin/orders'
import { CURRENCY } from '../../contract/channel'
import { formatGiftCardCode } from '../../contract/gift-cards'
import { isoInstant } from '../../contract/prague-time'
import type { OrderListRow, orderRecords } from '../db/admin-orders'
import type { adminInvoiceView } from '../invoices/routes'
import type { OrderFacts, PaymentFacts, ShipmentFacts } from '../db/fulfilment'
import type { OrderAggregate } from '../db/orders'
import { embedded, item } from '../http/jsonld'
import type { CarrierName } from '../shipping/registry'
import { withSyliusAddressKeys } from '../resources/address-shape'
import { ADMIN_BASE } from './env'

/**
 * The admin API's Order, Payment and Shipment (Sylius 2 admin shapes, decision 044), with the shop's extras. Times
 * are ISO 8601 in UTC, as Sylius answers them: D1's stamps have no zone, and a browser would read them as local.
 */

export const orderIri = (token: string) => `${ADMIN_BASE}/orders/${token}`
export const paymentIri = (id: number) => `${ADMIN_BASE}/payments/${id}`
export const shipmentIri = (id: number) => `${ADMIN_BASE}/shipments/${id}`

/** The stored JSON with Sylius' keys filled in; the answer's contract checks what it holds. */
function address(json: string | null): AdminAddress | null {
  if (!json) return null
  try {
    return withSyliusAddressKeys(JSON.parse(json) as Record<string, unknown>) as AdminAddress
  } catch {
    return null
  }
}

export function paymentView(facts: OrderFacts, payment: PaymentFacts) {
  return embedded('Payment', paymentIri(payment.id), {
    id: payment.id,
    order: orderIri(facts.token),
    method: payment.method_code,
    state: payment.state,
    amount: payment.amount,
    currencyCode: CURRENCY,
    refundedAmount: payment.refunded,
    gatewayTransactionId: payment.gateway_trans_id,
    completedAt: isoInstant(payment.completed_at),
  })
}

export function shipmentView(facts: OrderFacts, shipment: ShipmentFacts, carrier: CarrierName | null) {
  return embedded('Shipment', shipmentIri(shipment.id), {
    id: shipment.id,
    order: orderIri(facts.token),
    method: shipment.method_code,
    // the method's carrier (docs/decisions/060-carrier-port.md): the console names it from here
    carrier,
    state: shipment.state,
    pickupPoint: shipment.branch_id ? { id: shipment.branch_id, name: shipment.branch_name } : null,
    // Sylius' `tracking`: the carrier's number (a parcel's barcode as printed, a courier's tracking number)
    tracking: shipment.tracking_number ?? shipment.barcode,
    trackingUrl: shipment.tracking_url,
    parcelId: shipment.parcel_id,
    label: shipment.parcel_id ? `${shipmentIri(shipment.id)}/label` : null,
    checkAgeAtHandover: shipment.check_age_at_handover === 1,
    handover: shipment.delivered_at
      ? {
          at: isoInstant(shipment.delivered_at),
          by: shipment.handed_over_by,
          ageChecked: shipment.handover_age_checked === null ? null : shipment.handover_age_checked === 1,
        }
      : null,
    shippedAt: isoInstant(shipment.shipped_at),
  })
}

export function orderListView(row: OrderListRow, carrier: CarrierName | null) {
  const billing = address(row.billing_address)
  return embedded('Order', orderIri(row.token), {
    tokenValue: row.token,
    number: row.number,
    state: row.state,
    paymentState: row.payment_state,
    shippingState: row.shipping_state,
    total: row.total,
    currencyCode: CURRENCY,
    customer: { email: row.email, firstName: billing?.firstName ?? null, lastName: billing?.lastName ?? null },
    shippingMethod: row.shipping_method,
    carrier,
    // the one shipment's IRI: the console ships and prints labels from a list (decision 049)
    shipment: row.shipment_id === null ? null : shipmentIri(row.shipment_id),
    paymentMethod: row.payment_method,
    checkoutCompletedAt: isoInstant(row.checkout_completed_at),
    paymentDueAt: isoInstant(row.payment_due_at),
  })
}

type Records = Awaited<ReturnType<typeof orderRecords>> & {
  invoices: ReturnType<typeof adminInvoiceView>[]
  bankTransfer: ReturnType<typeof bankTransferView> | null
  /** The parts of each refund, by its id (api/db/refund-lines.ts). */
  refundLines?: ReadonlyMap<number, readonly RefundPart[]>
  /** What each refund gave back to vouchers, by its id (api/db/gift-card-returns.ts), plain codes. */
  refundGiftCards?: ReadonlyMap<number, ReadonlyArray<{ code: string; amount: number }>>
  /** The shipment's carrier (api/shipping/registry.ts), or none. */
  carrier: CarrierName | null
  /** What the order's vouchers paid and have not got back (api/db/gift-card-returns.ts). */
  giftCardsLeft: number
}

/** One order as staff need it: items with engraving, addresses, note, the age check, payments, shipments, history. */
export function orderDetailView(aggregate: OrderAggregate, facts: OrderFacts, records: Records) {
  const { order } = aggregate
  return item('Order', orderIri(order.token), {
    tokenValue: order.token,
    number: order.number,
    state: order.state,
    checkoutState: order.checkout_state,
    paymentState: order.payment_state,
    shippingState: order.shipping_state,
    currencyCode: CURRENCY,
    localeCode: order.locale,
    customer: { email: order.email },
    billingAddress: address(order.billing_address),
    shippingAddress: address(order.shipping_address),
    notes: order.notes,
    couponCode: order.coupon_code,
    items: aggregate.items.map((line) => ({
      id: line.id,
      variantCode: line.variant_code,
      productName: line.product_name,
      variantName: line.variant_name,
      engraving: line.engraving === '' ? null : line.engraving,
      alcohol: (line.alcohol_tenths ?? 0) > 0,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      total: line.total,
    })),
    itemsTotal: order.items_total,
    shippingTotal: order.shipping_total,
    paymentFeeTotal: order.payment_fee_total,
    orderPromotionTotal: order.order_promotion_total,
    taxTotal: order.tax_total,
    total: order.total,
    containsAlcohol: facts.alcohol === 1,
    ageVerification:
      order.age_verified_at === null
        ? null
        : { method: order.age_verification_method ?? 'bankid', verifiedAt: isoInstant(order.age_verified_at) },
    cancelReason: facts.cancel_reason,
    payments: facts.payments.map((payment) => paymentView(facts, payment)),
    shipments: facts.shipment ? [shipmentView(facts, facts.shipment, records.carrier)] : [],
    refunds: records.refunds.map((refund) => ({
      id: refund.id,
      payment: refund.payment_id === null ? null : paymentIri(refund.payment_id),
      amount: refund.amount,
      lines: (records.refundLines?.get(refund.id) ?? []).map((line) => ({
        kind: line.kind,
        orderItem: line.orderItem,
        name: line.name,
        quantity: line.quantity,
        amount: line.amount,
        reason: line.reason,
      })),
      giftCards: (records.refundGiftCards?.get(refund.id) ?? []).map((part) => ({
        code: formatGiftCardCode(part.code),
        amount: part.amount,
      })),
      method: refund.method,
      state: refund.state,
      account: refund.account,
      reason: refund.reason,
      actor: refund.actor,
      createdAt: isoInstant(refund.created_at),
    })),
    giftCardsLeft: records.giftCardsLeft,
    claims: records.claims.map((claim) => ({
      id: claim.id,
      type: claim.type,
      state: claim.state,
      reason: claim.reason,
      createdAt: isoInstant(claim.created_at),
    })),
    invoices: records.invoices,
    history: records.history.map((entry) => ({ ...entry, createdAt: isoInstant(entry.createdAt) })),
    checkoutCompletedAt: isoInstant(order.checkout_completed_at),
    paymentDueAt: isoInstant(order.payment_due_at),
    bankTransfer: records.bankTransfer,
  })
}
