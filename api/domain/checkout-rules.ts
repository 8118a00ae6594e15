import type { ValidationLanguage } from '../../contract/validation'
import type { Methods, PaymentMethodRecord, ShippingMethodRecord } from '../db/methods'
import type { OrderAggregate } from '../db/orders'
import type { Bindings } from '../env'
import { validatePickupPoint, type ValidatedPoint } from '../shipping/packeta'
import { containsAlcohol } from './cart'
import { offeredFor } from './gift-card-cart'
import { orderViolation } from './order-messages'

/**
 * The shipping and payment rules (docs/decisions/010-checkout.md, 014): the method exists and is enabled, a
 * Packeta shipment has a pickup point that Packeta confirms, a staffed one when the cart holds alcohol, and the
 * payment goes with the shipping. One definition each, checked when a method is chosen and again at completion,
 * since the cart may have changed in between (spirits added after a Z-BOX was chosen, a method switched off).
 */

export type MethodChoice = {
  shippingCode: string | null
  branchId: string | null
  /** Absent while only the shipping is chosen (the payment is then kept or switched to an allowed one). */
  paymentCode?: string | null
}

export type CheckedMethods = {
  shipping: ShippingMethodRecord
  point: ValidatedPoint | null
  payment: PaymentMethodRecord | null
}

const POINT_REFUSALS = {
  not_staffed: 'pickupPointNotStaffed',
  unknown: 'pickupPointUnknown',
  unavailable: 'pickupPointUnavailable',
} as const

/** Throws the 422 of the first rule the choice breaks for this cart; the methods as checked otherwise. */
export async function checkMethods(
  env: Bindings,
  language: ValidationLanguage,
  aggregate: OrderAggregate,
  methods: Methods,
  choice: MethodChoice,
): Promise<CheckedMethods> {
  const code = choice.shippingCode ?? ''
  const shipping = methods.shipping.find((candidate) => candidate.code === code)
  // a cart of vouchers only goes by e-mail, a cart with goods never does (decision 056)
  if (!shipping || (aggregate.items.length > 0 && !offeredFor(aggregate, shipping.code)))
    throw orderViolation(language, 'shippingMethodNotFound', { code }, 'shippingMethod')
  const point =
    shipping.kind === 'pickup_point' ? await checkPickupPoint(env, language, aggregate, choice.branchId) : null
  if (choice.paymentCode === undefined) return { shipping, point, payment: null }
  const paymentCode = choice.paymentCode ?? ''
  const payment = methods.payment.find((candidate) => candidate.code === paymentCode)
  if (!payment) throw orderViolation(language, 'paymentMethodNotFound', { code: paymentCode }, 'paymentMethod')
  if (!shipping.paymentCodes.includes(payment.code)) {
    throw orderViolation(language, 'paymentMethodNotAllowed', { name: payment.name }, 'paymentMethod')
  }
  return { shipping, point, payment }
}

/** Packeta is asked every time: a point can close, and only it knows whether the point is staffed. */
async function checkPickupPoint(
  env: Bindings,
  language: ValidationLanguage,
  aggregate: OrderAggregate,
  branchId: string | null,
): Promise<ValidatedPoint> {
  const id = branchId?.trim() ?? ''
  if (!id) throw orderViolation(language, 'pickupPointRequired', {}, 'branchId')
  const checked = await validatePickupPoint(env, { id, requireStaffed: containsAlcohol(aggregate) })
  if (!checked.valid) throw orderViolation(language, POINT_REFUSALS[checked.reason], {}, 'branchId')
  return checked.point
}
