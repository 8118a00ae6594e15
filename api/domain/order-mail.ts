import type { Context } from 'hono'
import { formatDate } from '../../contract/prague-time'
import { variableSymbolOf } from '../../contract/variable-symbol'
import { nameWithVariant } from '../../contract/variant-label'
import type { Methods } from '../db/methods'
import type { OrderAggregate } from '../db/orders'
import type { ApiEnv } from '../env'
import { storefrontOrigin } from '../http/storefront-origin'
import { queueAndSend } from '../mail'
import { maskGiftCardCode } from '../mail/order-confirmation'
import { bankTransferOf } from '../payments/bank-transfer'
import { formatIban } from '../../contract/iban'
import { shopAccountOf } from '../payments/shop-account'
import { currentPayment, paymentMethodOf, shippingMethodOf } from './cart'

/** The order confirmation mail, sent once when an order is placed. */
export async function sendOrderConfirmation(
  c: Context<ApiEnv>,
  aggregate: OrderAggregate,
  methods: Methods,
): Promise<void> {
  const { order } = aggregate
  if (!order.email || !order.number) return
  const origin = storefrontOrigin(c)
  const payment = paymentMethodOf(aggregate, methods)
  const shipping = shippingMethodOf(aggregate, methods)
  const online = payment?.gateway != null && order.payment_state === 'awaiting_payment'
  // an unpaid transfer: the configured account and the QR Platba as an inline image (docs/qr-platba.md)
  const transfer = bankTransferOf(aggregate, methods, shopAccountOf(c.env))
  await queueAndSend(c, {
    to: order.email,
    template: 'order-confirmation',
    attachments: transfer ? [{ qrPlatba: transfer.spd }] : [],
    params: {
      number: order.number,
      items: aggregate.items.map((line) => ({
        name: nameWithVariant(line.product_name, line.variant_name),
        quantity: line.quantity,
        total: line.total,
        engraving: line.engraving || null,
      })),
      itemsTotal: order.items_subtotal,
      promotionTotal: order.items_total - order.items_subtotal,
      shipping: {
        name: shipping?.name ?? '',
        total: order.shipping_total,
        checkAgeAtHandover: aggregate.shipment?.check_age_at_handover === 1,
      },
      payment: {
        name: payment?.name ?? '',
        fee: order.payment_fee_total,
        instructions: payment?.instructions ?? null,
        variableSymbol: payment?.code === 'bank_transfer' ? variableSymbolOf(order.number) : null,
        link: online ? `${origin}/cart/thank-you/${encodeURIComponent(order.token)}` : null,
        dueBy: payment?.code === 'bank_transfer' ? formatDate(order.payment_due_at) : null,
        account: transfer
          ? { czech: transfer.account.czech, iban: formatIban(transfer.account.iban), bic: transfer.account.bic }
          : null,
        qrPlatba: transfer !== null,
      },
      giftCards: aggregate.giftCards
        .filter((card) => card.state === 'used')
        .map((card) => ({ code: maskGiftCardCode(card.code), amount: card.amount })),
      vouchersByMail: aggregate.items.length > 0 && aggregate.items.every((line) => line.gift_card === 1),
      taxTotal: order.tax_total,
      total: currentPayment(aggregate)?.amount ?? order.total,
      link: `${origin}/order/${encodeURIComponent(order.token)}`,
    },
  })
}
