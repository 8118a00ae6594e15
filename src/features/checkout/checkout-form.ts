import type { Customer } from '../../../contract/account'
import type { Order } from '../../lib/api/normalize'
import { type FieldErrors as FormErrors, firstInvalid } from '../../lib/forms'
import type { PickedPoint } from './pickup-point/pickup-point'

/**
 * The checkout form (docs/product.md#validation) as plain values, and the payloads built from it. Field names are the
 * API's property paths (`billingAddress.postcode`), so a server violation lands on its field unchanged.
 */
export type AddressValues = {
  firstName: string
  lastName: string
  street: string
  city: string
  postcode: string
  phoneNumber: string
}

export type CheckoutValues = {
  email: string
  billing: AddressValues
  /** "Nakupuji na firmu": company name, IČO and DIČ on the billing address. */
  companyPurchase: boolean
  company: string
  companyId: string
  vatId: string
  /** "Zásilku převezme někdo jiný": a second address, sent as the shipping address. */
  otherRecipient: boolean
  shipping: AddressValues
  shippingMethod: string
  pickupPoint: PickedPoint | null
  paymentMethod: string
  note: string
  consent: boolean
  /** The review invitation by mail some days after delivery (decision 061): unticked unless ticked. */
  reviewInvitations: boolean
  /** Heureka's "Ověřeno zákazníky" opt-out (decision 062), unticked by default. */
  heurekaOptOut: boolean
}

const ADDRESS_KEYS = ['firstName', 'lastName', 'street', 'city', 'postcode', 'phoneNumber'] as const
type AddressKey = (typeof ADDRESS_KEYS)[number]

/** Every field that can carry a message, in the order the form shows them (the first invalid one gets focus). */
export const FIELD_ORDER = [
  'email',
  'billingAddress.phoneNumber',
  'billingAddress.firstName',
  'billingAddress.lastName',
  'billingAddress.street',
  'billingAddress.city',
  'billingAddress.postcode',
  'billingAddress.companyId',
  'billingAddress.company',
  'billingAddress.vatId',
  'shippingAddress.firstName',
  'shippingAddress.lastName',
  'shippingAddress.phoneNumber',
  'shippingAddress.street',
  'shippingAddress.city',
  'shippingAddress.postcode',
  'shippingMethod',
  'pickupPoint',
  'paymentMethod',
  'note',
  'consent',
] as const
export type FieldName = (typeof FIELD_ORDER)[number]
export type FieldErrors = FormErrors<FieldName>

export function isFieldName(value: string): value is FieldName {
  return (FIELD_ORDER as readonly string[]).includes(value)
}

/** The DOM id of a field's input (a radio group: its first option). */
export function fieldId(name: FieldName): string {
  return `checkout-${name.replace(/\./g, '-')}`
}

/** The id of the element holding a field's message, for `aria-describedby`. */
export function errorId(name: FieldName): string {
  return `${fieldId(name)}-error`
}

/** The first field with a message, in form order. */
export function firstInvalidField(errors: FieldErrors): FieldName | null {
  return firstInvalid(errors, FIELD_ORDER)
}

function emptyAddress(): AddressValues {
  return { firstName: '', lastName: '', street: '', city: '', postcode: '', phoneNumber: '' }
}

function addressFrom(source: Order['billingAddress']): AddressValues {
  const address = emptyAddress()
  if (!source) return address
  for (const key of ADDRESS_KEYS) address[key] = source[key] ?? ''
  return address
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

type AddressLike = Partial<Record<AddressKey, string | null | undefined>>

/** Whether two addresses name the same person and place (the API copies the billing address when given one). */
export function sameAddress(a: AddressLike, b: AddressLike): boolean {
  return ADDRESS_KEYS.every((key) => (a[key] ?? '').trim() === (b[key] ?? '').trim())
}

/** What a logged-in customer's profile gives the billing fields the cart left empty: e-mail, name, phone. */
export function customerPrefill(
  values: CheckoutValues,
  customer: Customer | null,
): Pick<CheckoutValues, 'email' | 'billing'> {
  const billing = { ...values.billing }
  if (!customer) return { email: values.email, billing }
  if (billing.firstName === '') billing.firstName = customer.firstName ?? ''
  if (billing.lastName === '') billing.lastName = customer.lastName ?? ''
  if (billing.phoneNumber === '') billing.phoneNumber = customer.phoneNumber ?? ''
  return { email: values.email || customer.email, billing }
}

/**
 * The form filled from the cart: what the shopper (or the account's default address) entered before; for a
 * logged-in customer, what the cart lacks comes from their profile.
 */
export function initialValues(cart: Order | null, customer: Customer | null = null): CheckoutValues {
  const values = valuesOfCart(cart)
  return { ...values, ...customerPrefill(values, customer) }
}

function valuesOfCart(cart: Order | null): CheckoutValues {
  const billing = addressFrom(cart?.billingAddress ?? null)
  const shipping = addressFrom(cart?.shippingAddress ?? null)
  const companyId = text(cart?.billingAddress?.companyId)
  const company = text(cart?.billingAddress?.company)
  const shipment = cart?.shipments[0]
  const customerEmail = typeof cart?.customer === 'object' && cart.customer ? cart.customer.email : null
  return {
    email: cart?.email ?? customerEmail ?? '',
    billing,
    companyPurchase: companyId !== '' || company !== '',
    company,
    companyId,
    vatId: text(cart?.billingAddress?.vatId),
    otherRecipient: cart?.shippingAddress ? shipping.firstName !== '' && !sameAddress(billing, shipping) : false,
    shipping: cart?.shippingAddress && !sameAddress(billing, shipping) ? shipping : emptyAddress(),
    shippingMethod: shipment?.method?.code ?? '',
    pickupPoint: shipment?.branchId ? { id: shipment.branchId, name: shipment.branchName ?? shipment.branchId } : null,
    paymentMethod: cart?.payments[0]?.method?.code ?? '',
    note: cart?.notes ?? '',
    consent: false,
    reviewInvitations: false,
    heurekaOptOut: false,
  }
}

type CompanyPayload = { company?: string; companyId?: string; vatId?: string }
export type AddressPayload = AddressValues & { countryCode: 'CZ' } & CompanyPayload
/** A cart of vouchers only (decision 056): the buyer's name; the address only with a company purchase. */
export type GiftCardBillingPayload = Pick<AddressValues, 'firstName' | 'lastName'> &
  Partial<Pick<AddressValues, 'street' | 'city' | 'postcode'>> & { countryCode: 'CZ' } & CompanyPayload

/** `PUT /orders/{token}` without the coupon (the cart store resends it). */
export type OrderUpdatePayload = {
  email: string
  billingAddress: AddressPayload | GiftCardBillingPayload
  shippingAddress?: AddressPayload
}

function companyOf(values: CheckoutValues): CompanyPayload {
  if (!values.companyPurchase) return {}
  const company: CompanyPayload = { company: values.company, companyId: values.companyId.replace(/\s/g, '') }
  if (values.vatId.trim() !== '') company.vatId = values.vatId.replace(/\s/g, '')
  return company
}

/**
 * The address update. Without a second recipient only the billing address is sent and the API copies it to
 * the shipping address; company fields are sent only for a company purchase. A cart of vouchers only
 * (`giftCardsOnly`) is mailed: the name alone, with no phone and no second recipient, and the address only for a
 * company purchase (its invoice needs one).
 */
export function toOrderUpdate(values: CheckoutValues, giftCardsOnly = false): OrderUpdatePayload {
  if (giftCardsOnly) {
    const { firstName, lastName, street, city, postcode } = values.billing
    const place = values.companyPurchase ? { street, city, postcode } : {}
    const billingAddress = { firstName, lastName, ...place, countryCode: 'CZ' as const, ...companyOf(values) }
    return { email: values.email, billingAddress }
  }
  const billingAddress: AddressPayload = { ...values.billing, countryCode: 'CZ', ...companyOf(values) }
  const payload: OrderUpdatePayload = { email: values.email, billingAddress }
  if (values.otherRecipient) payload.shippingAddress = { ...values.shipping, countryCode: 'CZ' }
  return payload
}

/** `PATCH …/shipments/{id}`: the pickup point goes with a method that needs one. */
export function toShipmentUpdate(values: CheckoutValues, requiresPickupPoint: boolean) {
  if (!requiresPickupPoint || !values.pickupPoint) return { shippingMethod: values.shippingMethod }
  return { shippingMethod: values.shippingMethod, branchId: values.pickupPoint.id, branchName: values.pickupPoint.name }
}
