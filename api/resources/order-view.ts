import { CHANNEL_CODE, CURRENCY } from '../../contract/channel'
import { formatGiftCardCode } from '../../contract/gift-cards'
import { iri } from '../../contract/iri'
import type { Methods, PaymentMethodRecord, ShippingMethodRecord } from '../db/methods'
import type { OrderAggregate } from '../db/orders'
import { containsAlcohol, type PriceChange } from '../domain/cart'
import { embedded, item } from '../http/jsonld'
import { mediaUrl } from './media'
import { orderAddressFields, orderAddressIri } from './order-addresses'

/** The Order representation (docs/shop-api.md#cart-and-checkout) with our extras (contract/order.ts). */

export type OrderViewExtras = {
  changes?: PriceChange[]
  freeShipping?: { threshold: number; remaining: number } | null
}

function orderIri(token: string, ...rest: Array<string | number>): string {
  return [iri('orders', token), ...rest.map(String)].join('/')
}

export function shippingMethodRef(method: ShippingMethodRecord | undefined, code: string) {
  return embedded('ShippingMethod', iri('shipping-methods', code), { code, name: method?.name ?? code })
}

export function paymentMethodRef(method: PaymentMethodRecord | undefined, code: string) {
  return embedded('PaymentMethod', iri('payment-methods', code), {
    code,
    name: method?.name ?? code,
    online: method?.gateway != null,
  })
}

export function orderView(
  aggregate: OrderAggregate,
  methods: Methods,
  publicMediaUrl: string,
  extras: OrderViewExtras = {},
) {
  const { order } = aggregate
  const token = order.token
  const billing = orderAddressFields(order.billing_address)
  const shipping = orderAddressFields(order.shipping_address)
  const shipment = aggregate.shipment
  return item('Order', orderIri(token), {
    channel: iri('channels', CHANNEL_CODE),
    customer:
      order.customer_id === null
        ? null
        : embedded('Customer', iri('customers', order.customer_id), { email: order.email }),
    billingAddress: billing ? embedded('Address', orderAddressIri(order.id, 'billing'), billing) : null,
    shippingAddress: shipping ? embedded('Address', orderAddressIri(order.id, 'shipping'), shipping) : null,
    payments: aggregate.payments.map((payment) =>
      embedded('Payment', orderIri(token, 'payments', payment.id), {
        id: payment.id,
        method: payment.method_code
          ? paymentMethodRef(
              methods.payment.find((m) => m.code === payment.method_code),
              payment.method_code,
            )
          : null,
        state: payment.state,
        amount: payment.amount,
      }),
    ),
    shipments:
      shipment === null
        ? []
        : [
            embedded('Shipment', orderIri(token, 'shipments', shipment.id), {
              id: shipment.id,
              method: shipment.method_code
                ? shippingMethodRef(
                    methods.shipping.find((m) => m.code === shipment.method_code),
                    shipment.method_code,
                  )
                : null,
              state: shipment.state,
              branchId: shipment.branch_id,
              branchName: shipment.branch_name,
              checkAgeAtHandover: shipment.check_age_at_handover === 1,
              // Sylius' `tracking`, and the carrier's tracking page (decision 044)
              tracking: shipment.tracking_number ?? shipment.barcode,
              trackingUrl: shipment.tracking_url,
            }),
          ],
    currencyCode: CURRENCY,
    localeCode: order.locale,
    state: order.state,
    checkoutState: order.checkout_state,
    paymentState: order.payment_state,
    shippingState: order.shipping_state,
    tokenValue: token,
    number: order.number,
    notes: order.notes,
    // an extra of ours: why the order was cancelled, as the customer's mail says it (decision 044)
    cancelReason: order.state === 'cancelled' ? order.cancel_reason : null,
    couponCode: order.coupon_code,
    promotionCoupon: order.coupon_code ? { code: order.coupon_code } : null,
    items: aggregate.items.map((line) =>
      embedded('OrderItem', orderIri(token, 'items', line.id), {
        id: line.id,
        variant: iri('product-variants', line.variant_code),
        variantCode: line.variant_code,
        variantName: line.variant_name,
        engraving: line.engraving === '' ? null : line.engraving,
        productName: line.product_name,
        productCode: line.product_code,
        productSlug: line.slug,
        image: line.image_path ? mediaUrl(publicMediaUrl, line.image_path) : null,
        alcohol: (line.alcohol_tenths ?? 0) > 0,
        quantity: line.quantity,
        unitPrice: line.unit_price,
        originalUnitPrice: line.original_unit_price ?? line.unit_price,
        discountedUnitPrice: line.discounted_unit_price,
        subtotal: line.subtotal,
        total: line.total,
        giftCard: line.gift_card === 1,
        // the codes the line issued: there only once the order is paid (decision 056)
        ...(line.gift_card === 1
          ? {
              giftCardCodes: aggregate.issuedGiftCards
                .filter((card) => card.order_item_id === line.id)
                .map((card) => formatGiftCardCode(card.code)),
            }
          : {}),
      }),
    ),
    itemsTotal: order.items_total,
    itemsSubtotal: order.items_subtotal,
    taxTotal: order.tax_total,
    shippingTaxTotal: order.shipping_total - order.shipping_promotion_total,
    taxExcludedTotal: 0,
    taxIncludedTotal: order.tax_total,
    shippingTotal: order.shipping_total,
    orderPromotionTotal: order.order_promotion_total,
    shippingPromotionTotal: order.shipping_promotion_total,
    paymentFeeTotal: order.payment_fee_total,
    // vouchers pay like money: `total` is what is left to pay (decision 056)
    giftCards: aggregate.giftCards.map((card) => ({ code: formatGiftCardCode(card.code), amount: card.amount })),
    giftCardsTotal: order.gift_cards_total,
    total: order.total,
    freeShipping: extras.freeShipping ?? null,
    containsAlcohol: containsAlcohol(aggregate),
    ageVerification:
      order.age_verified_at === null
        ? null
        : { method: order.age_verification_method ?? 'bankid', verifiedAt: order.age_verified_at },
    checkoutCompletedAt: order.checkout_completed_at,
    paymentDueAt: order.payment_due_at,
    changes: extras.changes && extras.changes.length > 0 ? { order: { items: extras.changes } } : null,
  })
}
