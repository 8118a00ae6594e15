import type { AddressValues, CheckoutValues } from './checkout-form'
import type { PickedPoint } from './pickup-point/pickup-point'

/**
 * What the shopper has typed into the checkout, kept in the tab's sessionStorage so that it survives leaving the
 * page: the age check's round trip to the bank (decision 038), a reload, the back button (decision 043). Kept per
 * cart: a draft of another cart is never shown. The consents are not kept: they are ticked knowingly, on the page.
 * The Heureka opt-out is kept: a privacy choice must not silently turn back into "report me" after the bank's
 * round trip (docs/decisions/062-heureka-certification.md); a draft written before it existed reads as unticked.
 * No zod here: this ships with the checkout and the API checks every value when the order is placed.
 */

/** The part of `Storage` the draft needs (sessionStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const KEY = 'checkout-draft'
const VERSION = 1

type Stored = { version: typeof VERSION; cart: string; values: Omit<CheckoutValues, 'consent' | 'reviewInvitations'> }

const ADDRESS_KEYS = ['firstName', 'lastName', 'street', 'city', 'postcode', 'phoneNumber'] as const
const TEXT_KEYS = ['email', 'company', 'companyId', 'vatId', 'shippingMethod', 'paymentMethod', 'note'] as const
const FLAG_KEYS = ['companyPurchase', 'otherRecipient'] as const
type TextKey = (typeof TEXT_KEYS)[number]
type FlagKey = (typeof FLAG_KEYS)[number]

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function addressOf(value: unknown): AddressValues | null {
  if (!isObject(value)) return null
  const address = {} as AddressValues
  for (const key of ADDRESS_KEYS) {
    const text = value[key]
    if (typeof text !== 'string') return null
    address[key] = text
  }
  return address
}

function pointOf(value: unknown): CheckoutValues['pickupPoint'] | undefined {
  if (value === null) return null
  if (!isObject(value) || typeof value.id !== 'string' || value.id === '' || typeof value.name !== 'string')
    return undefined
  const point: PickedPoint = { id: value.id, name: value.name }
  for (const key of ['city', 'street', 'zip'] as const) {
    if (typeof value[key] === 'string') point[key] = value[key]
  }
  return point
}

/** The values of a stored draft, or null when it is not one this version wrote (then it is ignored). */
function valuesOf(value: unknown): CheckoutValues | null {
  if (!isObject(value)) return null
  const billing = addressOf(value.billing)
  const shipping = addressOf(value.shipping)
  const pickupPoint = pointOf(value.pickupPoint)
  if (!billing || !shipping || pickupPoint === undefined) return null
  if (!TEXT_KEYS.every((key) => typeof value[key] === 'string')) return null
  if (!FLAG_KEYS.every((key) => typeof value[key] === 'boolean')) return null
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, value[key]])) as Pick<CheckoutValues, TextKey>
  const flags = Object.fromEntries(FLAG_KEYS.map((key) => [key, value[key]])) as Pick<CheckoutValues, FlagKey>
  const heurekaOptOut = value.heurekaOptOut === true
  return { ...texts, ...flags, billing, shipping, pickupPoint, consent: false, reviewInvitations: false, heurekaOptOut }
}

/** Keeps the form's values for this cart (a full storage or a blocked one simply keeps nothing). */
export function saveDraft(storage: DraftStorage, cart: string, values: CheckoutValues): void {
  const { consent: _consent, reviewInvitations: _invitations, ...kept } = values
  const stored: Stored = { version: VERSION, cart, values: kept }
  try {
    storage.setItem(KEY, JSON.stringify(stored))
  } catch {
    // the form still works; only a reload or the bank's round trip would start it empty
  }
}

/** The draft of this cart, or null (none, another cart's, or unreadable). */
export function readDraft(storage: DraftStorage, cart: string): CheckoutValues | null {
  let stored: unknown
  try {
    stored = JSON.parse(storage.getItem(KEY) ?? 'null')
  } catch {
    return null
  }
  if (!isObject(stored) || stored.version !== VERSION || stored.cart !== cart) return null
  return valuesOf(stored.values)
}

/** The tab's sessionStorage, or null where the browser refuses it (storage blocked). */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Forgets the draft (the order was placed). */
export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(KEY)
  } catch {
    // nothing was kept
  }
}
