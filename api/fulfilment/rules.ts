import type { Violation } from '../../contract/hydra'
import { PAYMENT } from '../../contract/checkout-limits'
import { GIFT_CARD_SHIPPING_METHOD } from '../../contract/gift-cards'
import type { OrderFacts, ShipmentFacts } from '../db/fulfilment'
import { ValidationError } from '../http/errors'
import { formatCzk } from '../mail/layout'

/**
 * The state machine of a placed order (docs/decisions/044-fulfilment.md), as Sylius names the states plus the
 * shop's own shipping states (docs/product.md#order-states):
 *   order     new → progressing (paid, or handed to expedition) → fulfilled (delivered, picked up); new|progressing → cancelled
 *   payment   awaiting_payment → paid → partially_refunded → refunded; awaiting_payment → cancelled
 *   shipment  ready → waiting_for_expedition → ready_for_expedition → shipped → delivered | refused
 *             (a carrier's pickup point: shipped → ready_for_pickup at the point → delivered | refused;
 *             shop pickup: … → ready_for_pickup → delivered); anything before shipped → cancelled
 * Each function returns why a step is refused (a Czech violation for staff), or null. The database makes the
 * same checks again in the transition's first statement, so a race loses cleanly; these give the reason.
 */

export type ShipmentStep =
  'wait_for_expedition' | 'ready_for_expedition' | 'ship' | 'arrive' | 'pick_up' | 'deliver' | 'refuse'

/** The shipment states each step starts from. */
export const SHIPMENT_FROM: Record<ShipmentStep, readonly string[]> = {
  wait_for_expedition: ['ready'],
  ready_for_expedition: ['ready', 'waiting_for_expedition'],
  ship: ['ready', 'waiting_for_expedition', 'ready_for_expedition'],
  // a carrier's parcel waiting at its pickup point (the carrier's status)
  arrive: ['shipped'],
  pick_up: ['ready_for_pickup'],
  deliver: ['shipped', 'ready_for_pickup'],
  refuse: ['shipped', 'ready_for_pickup'],
}

/** Shipping states an order can be cancelled in: before the goods left (a carrier's parcel is cancelled first). */
export const CANCELLABLE_SHIPPING = [
  'ready',
  'waiting_for_expedition',
  'ready_for_expedition',
  'ready_for_pickup',
  'shipped',
] as const

const SHIPMENT_LABELS: Record<string, string> = {
  ready: 'připravená',
  waiting_for_expedition: 'čeká na expedici',
  ready_for_expedition: 'připravená k expedici',
  shipped: 'odeslaná',
  ready_for_pickup: 'připravená k vyzvednutí',
  delivered: 'doručená',
  refused: 'nepřevzatá',
  cancelled: 'zrušená',
}

const violation = (message: string, code: string, propertyPath = ''): Violation => ({ propertyPath, message, code })

export function refuse(found: Violation): never {
  throw new ValidationError([found])
}

function orderClosed(facts: OrderFacts): Violation | null {
  if (facts.state === 'cancelled') return violation(`Objednávka ${facts.number} je zrušená.`, 'orderCancelled')
  if (facts.state === 'fulfilled') return violation(`Objednávka ${facts.number} je už vyřízená.`, 'orderFulfilled')
  return null
}

/**
 * Payment states in which the goods may leave: paid, or paid and partly refunded (a broken bottle refunded before
 * dispatch; what is left still goes). A wholly refunded order ships nothing. api/db/fulfilment.ts checks the same.
 */
export const PAID_FOR_GOODS: readonly string[] = ['paid', 'partially_refunded']

/** Cash on delivery still to collect: the goods may leave unpaid. */
export function collectsOnDelivery(facts: OrderFacts): boolean {
  return facts.payments.some(
    (payment) =>
      payment.method_code === PAYMENT.cashOnDelivery && (payment.state === 'new' || payment.state === 'processing'),
  )
}

export function shipmentRefusal(facts: OrderFacts, shipment: ShipmentFacts, step: ShipmentStep): Violation | null {
  const closed = orderClosed(facts)
  if (closed) return closed
  if (!SHIPMENT_FROM[step].includes(shipment.state)) {
    return violation(
      `Tento krok nejde provést: zásilka je ${SHIPMENT_LABELS[shipment.state] ?? shipment.state}.`,
      'shipmentState',
    )
  }
  const leaves = step === 'ready_for_expedition' || step === 'ship'
  if (leaves && !PAID_FOR_GOODS.includes(facts.payment_state) && !collectsOnDelivery(facts)) {
    return violation(
      'Objednávka ještě není zaplacená: expedovat lze zaplacenou objednávku nebo dobírku.',
      'orderNotPaid',
    )
  }
  const shop = shipment.kind === 'shop'
  if (step === 'pick_up' && !shop)
    return violation('Vyzvednutí v prodejně platí jen pro osobní odběr.', 'notShopPickup')
  if (step === 'arrive' && shipment.kind !== 'pickup_point')
    return violation('Na výdejní místo dorazí jen zásilka Zásilkovny.', 'notPickupPoint')
  if ((step === 'deliver' || step === 'refuse') && shop)
    return violation('Osobní odběr se předává krokem vyzvednutí v prodejně.', 'shopPickup')
  return null
}

export function completionRefusal(
  facts: OrderFacts,
  paymentId: number,
  amount: number | undefined,
  gateway: boolean,
): Violation | null {
  const payment = facts.payments.find((candidate) => candidate.id === paymentId)!
  if (payment.state === 'completed' || payment.state === 'refunded')
    return violation('Platba už je zaplacená.', 'paymentCompleted')
  const closed = orderClosed(facts)
  if (closed) return closed
  if (!['new', 'processing', 'authorized'].includes(payment.state))
    return violation('Tato platba je zrušená; platí se poslední platba objednávky.', 'paymentCancelled')
  if (gateway) return violation('Platbu kartou potvrzuje platební brána, ne obsluha.', 'gatewayPayment')
  if (amount !== undefined && amount !== payment.amount) {
    return violation(
      `Přijatá částka ${formatCzk(amount)} neodpovídá platbě ${formatCzk(payment.amount)}.`,
      'amountMismatch',
      'amount',
    )
  }
  return null
}

export function refundRefusal(
  facts: OrderFacts,
  paymentId: number,
  amount: number,
  account: string | null,
  gateway: boolean,
): Violation | null {
  const payment = facts.payments.find((candidate) => candidate.id === paymentId)!
  if (payment.state !== 'completed') {
    return payment.state === 'refunded'
      ? violation('Platba je už celá vrácená.', 'paymentRefunded')
      : violation('Platba není zaplacená, není co vracet.', 'paymentNotPaid')
  }
  const left = payment.amount - payment.refunded
  if (amount > left) return violation(`Vrátit lze nejvýše ${formatCzk(left)}.`, 'refundTooHigh', 'amount')
  if (!gateway && !account)
    return violation('Zadejte číslo účtu, na který peníze vracíte.', 'accountMissing', 'account')
  return null
}

/**
 * A vouchers-only order is fulfilled once its vouchers are mailed (decision 056), yet the buyer may still withdraw
 * while they are unused: staff cancel it then (api/fulfilment/cancel.ts checks they are unused).
 */
function mailedVouchers(facts: OrderFacts): boolean {
  return (
    facts.state === 'fulfilled' &&
    facts.shipping_state === 'delivered' &&
    facts.shipment?.method_code === GIFT_CARD_SHIPPING_METHOD
  )
}

export function cancelRefusal(facts: OrderFacts): Violation | null {
  if (mailedVouchers(facts)) return null
  const closed = orderClosed(facts)
  if (closed) return closed
  if (!(CANCELLABLE_SHIPPING as readonly string[]).includes(facts.shipping_state)) {
    return violation(
      `Objednávku nejde zrušit: zásilka je ${SHIPMENT_LABELS[facts.shipping_state] ?? facts.shipping_state}.`,
      'shipmentState',
    )
  }
  if (facts.shipping_state === 'shipped' && !facts.shipment?.parcel_id) {
    return violation('Odeslanou zásilku kurýra nejde zrušit; počkejte, až se vrátí.', 'shipmentShipped')
  }
  return null
}
