/**
 * The carrier port (docs/decisions/060-carrier-port.md): what the shop asks of any carrier that takes its
 * parcels. Fulfilment, the checkout rules, the admin API and the mails talk to this interface only; each carrier
 * is an adapter under `api/shipping/<carrier>/` (its client beside it), found by shipping method in
 * `api/shipping/registry.ts`. Nothing here names a carrier.
 *
 * A shipping method without a carrier (the courier whose tracking number staff type in, pickup in the shop, a
 * voucher sent by e-mail) is normal: the registry answers null and fulfilment takes its own way.
 */

/** A pickup point as the order keeps it (the shop API's `branchId`/`branchName` on the wire). */
export type PickupPoint = { id: string; name: string; city?: string; street?: string; zip?: string }

/**
 * Why a destination was refused: `unknown`, no such point (for us); `not_staffed`, a locker where the age check
 * needs a person; `unavailable`, the point takes no parcels now or the carrier could not be asked.
 */
export type DestinationRefusal = 'unknown' | 'not_staffed' | 'unavailable'
export type DestinationCheck = { valid: true; point: PickupPoint } | { valid: false; reason: DestinationRefusal }

/**
 * How the storefront lets shoppers pick a point (`pickupPointProvider` of a shipping method): the carrier's
 * widget, or a sandbox list beside the sandbox API. `kind` tells the storefront which picker to load.
 */
export type PickupPointPicker = { kind: string; apiKey: string; listUrl?: string }

/** Where the parcel goes: a pickup point of the carrier, or the customer's door. */
export type ParcelDestination =
  { pickupPointId: string } | { address: { street: string; city: string; postcode: string; countryCode: string } }

export type ParcelRequest = {
  /** Our reference on the label: the order number. */
  reference: string
  recipient: { firstName: string; lastName: string; company?: string; email: string; phone?: string }
  destination: ParcelDestination
  /** Cash on delivery in haléře, 0 when paid. */
  cashOnDelivery: number
  /** The declared value (insurance), haléře. */
  value: number
  /** Grams. */
  weight: number
  /**
   * Alcohol: the carrier hands the parcel over only to an adult with the age checked (the law on alcohol sales
   * at a distance). An attribute of the parcel, however the carrier calls it (a flag, a paid service).
   */
  ageCheck: boolean
}

/**
 * A parcel the carrier accepted: its id for later calls, its barcode (as scanners read it), and the number and
 * page the customer tracks it by.
 */
export type CreatedParcel = { id: string; barcode: string; trackingNumber: string; trackingUrl: string | null }

/**
 * A parcel's state in the shop's words; each adapter maps its own status codes to these. `ready_for_pickup`:
 * waiting at its point; `returned`: refused or not collected, back with us; anything the shop does not act on
 * is `in_transit`.
 */
export type ParcelState = 'in_transit' | 'ready_for_pickup' | 'delivered' | 'returned' | 'cancelled'
export type ParcelStatus = { state: ParcelState; code: string; text: string }

/** The carrier refused a call (`fault`, its reason as it names it) or could not be reached (`fault` null). */
export class CarrierError extends Error {
  readonly fault: string | null
  constructor(carrier: string, fault: string | null, message: string, options?: ErrorOptions) {
    super(`${carrier}: ${message}${fault === null ? '' : ` (${fault})`}`, options)
    this.name = 'CarrierError'
    this.fault = fault
  }
}

/** Pickup points: only carriers (or their methods) that deliver to points have them. */
export interface PickupPoints {
  picker(): PickupPointPicker
  /** Never throws: a carrier that cannot be asked answers `unavailable`, and the checkout decides. */
  validate(input: { id: string; ageCheck: boolean }): Promise<DestinationCheck>
}

export interface Carrier {
  /** The adapter's code in the registry and configuration (`SHIPPING_CARRIERS`). */
  readonly code: string
  /** The carrier's name as staff and customers read it (Czech). */
  readonly name: string
  /** The pickup points, for a carrier that has them; absent for door-to-door carriers. */
  readonly pickupPoints?: PickupPoints
  /** Why parcels cannot be created now (a Czech sentence for staff, e.g. a missing API password), or null. */
  notReady(): string | null
  createParcel(request: ParcelRequest): Promise<CreatedParcel>
  /** The label as PDF bytes, one label per page (a label printer's format). */
  label(parcelId: string): Promise<Uint8Array>
  cancel(parcelId: string): Promise<void>
  status(parcelId: string): Promise<ParcelStatus>
}
