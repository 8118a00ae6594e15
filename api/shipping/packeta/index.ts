import type { Bindings } from '../../env'
import { type Carrier, CarrierError, type ParcelState } from '../carrier'
import {
  PACKET_STATUS,
  PacketaError,
  packetaPackets,
  packetTrackingUrl,
  pickupPointProviderOf,
  validatePickupPoint,
} from './client'

/**
 * Packeta (Zásilkovna) behind the carrier port (docs/decisions/060-carrier-port.md): its pickup points through
 * the widget's validation API, its parcels through the packet API (./client.ts, docs/czech-commerce.md#packeta).
 * The only module outside this folder and the sandbox that may import it is the registry.
 */

const NAME = 'Zásilkovna'

/** Packeta's status codes the shop acts on; anything else is a parcel still on its way. */
function stateOf(statusCode: number): ParcelState {
  switch (statusCode) {
    case PACKET_STATUS.readyForPickup:
      return 'ready_for_pickup'
    case PACKET_STATUS.delivered:
      return 'delivered'
    case PACKET_STATUS.returned:
      return 'returned'
    case PACKET_STATUS.cancelled:
      return 'cancelled'
    default:
      return 'in_transit'
  }
}

/** Packeta's errors as the port's, keeping its fault name (e.g. PacketAttributesFault) for staff. */
async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof PacketaError)
      throw new CarrierError('Packeta', error.fault, error.message.replace(/^Packeta: /, ''), { cause: error })
    throw error
  }
}

export function packetaCarrier(env: Bindings): Carrier {
  const packets = packetaPackets(env)
  return {
    code: 'packeta',
    name: NAME,
    pickupPoints: {
      picker: () => pickupPointProviderOf(env),
      validate: ({ id, ageCheck }) => validatePickupPoint(env, { id, requireStaffed: ageCheck }),
    },
    notReady: () =>
      env.PACKETA_API_PASSWORD
        ? null
        : 'Heslo k API Zásilkovny není nastavené (PACKETA_API_PASSWORD); zásilku nejde vytvořit.',
    createParcel: (request) =>
      translated(async () => {
        // home delivery (Packeta's own courier with 18+) is another of its services, not yet offered here
        if (!('pickupPointId' in request.destination))
          throw new CarrierError('Packeta', null, 'only pickup points are offered')
        const packet = await packets.createPacket({
          number: request.reference,
          name: request.recipient.firstName,
          surname: request.recipient.lastName,
          company: request.recipient.company,
          email: request.recipient.email,
          phone: request.recipient.phone,
          addressId: request.destination.pickupPointId,
          cod: request.cashOnDelivery,
          value: request.value,
          weight: request.weight,
          adultContent: request.ageCheck,
          eshop: 'drinkarna',
        })
        return {
          id: packet.id,
          barcode: packet.barcode,
          trackingNumber: packet.barcodeText,
          trackingUrl: packetTrackingUrl(packet.barcode),
        }
      }),
    label: (parcelId) => translated(() => packets.packetLabelPdf(parcelId)),
    cancel: (parcelId) => translated(() => packets.cancelPacket(parcelId)),
    status: (parcelId) =>
      translated(async () => {
        const status = await packets.packetStatus(parcelId)
        return { state: stateOf(status.statusCode), code: String(status.statusCode), text: status.codeText }
      }),
  }
}
