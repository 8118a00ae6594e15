import './texts'
import { orderUpdateInput, orderUpdateLooseInput, TEXT_AREA_MAX } from '../../../contract/checkout'
import { propertyPath, ruleOf } from '../../../contract/validation'
import '../../lib/forms/validation-texts'
import type { CheckoutValues, FieldErrors } from './checkout-form'
import { toOrderUpdate } from './checkout-form'
import { fieldOfPath } from './violations'

/**
 * The rules of docs/product.md#validation checked before anything is sent: the contract's schema (the same one the API
 * validates with) for the contact and addresses, plus what only the form knows (company purchase, the chosen
 * methods, the consent). zod lives here, in the checkout route's chunk only (decision 009).
 */
export type ValidationContext = {
  t: (key: string, params?: Record<string, string | number>) => string
  /** Whether the chosen shipping method needs a pickup point (Packeta). */
  requiresPickupPoint: boolean
  /** Payment codes allowed with the chosen shipping method. */
  allowedPayments: readonly string[]
  /** false: gift vouchers pay the whole order, no payment method is asked for (default true). */
  paymentRequired?: boolean
  /** A cart of gift vouchers only: the name and e-mail, no address (decision 056; default false). */
  giftCardsOnly?: boolean
}

export function validateCheckout(values: CheckoutValues, context: ValidationContext): FieldErrors {
  const { t } = context
  const errors: FieldErrors = {}
  const giftCardsOnly = context.giftCardsOnly === true
  // the API's own rule for the cart: the vouchers-only billing address, else the full one
  const schema = giftCardsOnly ? orderUpdateLooseInput : orderUpdateInput
  const parsed = schema.safeParse(toOrderUpdate(values, giftCardsOnly))
  // The rule of each issue, worded by the page's dictionary (validation.*): the browser carries Czech only.
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOfPath(propertyPath(issue.path))
    const { rule, params } = ruleOf(issue)
    if (field) errors[field] ??= t(`validation.${rule}`, params)
  }
  const required = t('validation.required')
  if (values.companyPurchase) {
    if (values.company.trim() === '') errors['billingAddress.company'] ??= required
    if (values.companyId.trim() === '') errors['billingAddress.companyId'] ??= required
  }
  if (values.shippingMethod === '') errors.shippingMethod = t('checkout.errors.shippingRequired')
  else if (context.requiresPickupPoint && !values.pickupPoint)
    errors.pickupPoint = t('checkout.errors.pickupPointRequired')
  const paymentRequired = context.paymentRequired ?? true
  if (paymentRequired && (values.paymentMethod === '' || !context.allowedPayments.includes(values.paymentMethod))) {
    errors.paymentMethod = t('checkout.errors.paymentRequired')
  }
  if (values.note.length > TEXT_AREA_MAX) errors.note = t('validation.textTooLong')
  if (!values.consent) errors.consent = t('validation.consentRequired')
  return errors
}
