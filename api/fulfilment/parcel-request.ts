import type { OrderFacts } from '../db/fulfilment'
import type { ParcelDestination, ParcelRequest } from '../shipping/carrier'

/**
 * What a carrier is told of an order's parcel (docs/decisions/060-carrier-port.md): who gets it, where (the
 * chosen pickup point, else the shipping address), cash on delivery, value, weight and the age check.
 */

function recipient(facts: OrderFacts): ParcelRequest['recipient'] {
  const address = JSON.parse(facts.shipping_address ?? facts.billing_address ?? '{}') as Record<
    string,
    string | undefined
  >
  return {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    company: address.company || undefined,
    email: facts.email ?? '',
    phone: address.phoneNumber || undefined,
  }
}

function destination(facts: OrderFacts): ParcelDestination {
  if (facts.shipment?.branch_id) return { pickupPointId: facts.shipment.branch_id }
  const address = JSON.parse(facts.shipping_address ?? '{}') as Record<string, string | undefined>
  return {
    address: {
      street: address.street ?? '',
      city: address.city ?? '',
      postcode: address.postcode ?? '',
      countryCode: address.countryCode ?? 'CZ',
    },
  }
}

/** What the carrier is told of the parcel: the age check for any order with alcohol. */
export function parcelRequest(facts: OrderFacts, cod: number | null): ParcelRequest {
  return {
    reference: facts.number ?? String(facts.id),
    recipient: recipient(facts),
    destination: destination(facts),
    cashOnDelivery: cod ?? 0,
    value: facts.total,
    weight: facts.weight,
    ageCheck: facts.alcohol === 1,
  }
}
