import type { Bindings } from '../../env'
import { type Carrier, CarrierError, type ParcelState } from '../carrier'
import { pplClient, PplError, pplTrackingUrl } from './client'

/**
 * PPL behind the carrier port (docs/decisions/060-carrier-port.md, docs/decisions/063-ppl-home-delivery.md):
 * parcels to the door, the age checked there for alcohol. The port's parcel id is `batch:shipment number`,
 * since PPL prints labels by batch and tracks by shipment number. Only the registry imports this.
 */

const NAME = 'PPL'

/** Tries to read a new batch's shipment number; PPL imports a batch in a moment, the sandbox at once. */
const BATCH_READS = 3
const BATCH_PAUSE_MS = 1000

/**
 * The phases of PPL's tracking events (its codelist `/codelist/shipmentPhase`: Order, InTransport, Delivering,
 * PickupPoint, Delivered, Returning, BackToSender, Canceled) the shop acts on; the rest travel.
 */
export function stateOf(phase: string): ParcelState {
  switch (phase) {
    case 'Delivered':
      return 'delivered'
    case 'PickupPoint':
      return 'ready_for_pickup'
    // refused at the door (the age check failed, or the recipient said no) and on its way back, or back with us
    case 'Returning':
    case 'BackToSender':
      return 'returned'
    case 'Canceled':
    case 'Deleted':
      return 'cancelled'
    default:
      return 'in_transit'
  }
}

function parts(parcelId: string): { batchId: string; shipmentNumber: string } {
  const [batchId, shipmentNumber] = parcelId.split(':')
  if (!batchId || !shipmentNumber) throw new CarrierError(NAME, null, `not a PPL parcel id: ${parcelId}`)
  return { batchId, shipmentNumber }
}

async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof PplError)
      throw new CarrierError(NAME, error.fault, error.message.replace(/^PPL: /, ''), { cause: error })
    throw error
  }
}

export function pplCarrier(env: Bindings): Carrier {
  const client = pplClient(env)
  return {
    code: 'ppl',
    name: NAME,
    notReady: () =>
      env.PPL_CLIENT_ID && env.PPL_CLIENT_SECRET
        ? null
        : 'Přístup k API PPL není nastavený (PPL_CLIENT_ID, PPL_CLIENT_SECRET); zásilku nejde vytvořit.',
    createParcel: (request) =>
      translated(async () => {
        if (!('address' in request.destination))
          throw new CarrierError(NAME, null, 'PPL home delivery needs an address, not a pickup point')
        const { address } = request.destination
        const batchId = await client.createBatch({
          referenceId: request.reference,
          recipient: {
            name: [request.recipient.firstName, request.recipient.lastName].join(' '),
            street: address.street,
            city: address.city,
            zipCode: address.postcode,
            country: address.countryCode,
            email: request.recipient.email,
            phone: request.recipient.phone,
          },
          cod: request.cashOnDelivery,
          value: request.value,
          weight: request.weight,
          ageCheck: request.ageCheck,
        })
        let shipmentNumber: string | null = null
        for (let read = 0; read < BATCH_READS && shipmentNumber === null; read++) {
          if (read > 0) await new Promise((resolve) => setTimeout(resolve, BATCH_PAUSE_MS))
          shipmentNumber = await client.batchShipment(batchId)
        }
        if (shipmentNumber === null)
          throw new CarrierError(NAME, 'BatchInProcess', `batch ${batchId} is still being imported`)
        return {
          id: `${batchId}:${shipmentNumber}`,
          barcode: shipmentNumber,
          trackingNumber: shipmentNumber,
          trackingUrl: pplTrackingUrl(shipmentNumber),
        }
      }),
    label: (parcelId) => translated(() => client.label(parts(parcelId).batchId)),
    cancel: (parcelId) => translated(() => client.cancel(parts(parcelId).shipmentNumber)),
    status: (parcelId) =>
      translated(async () => {
        const { phase, name } = await client.state(parts(parcelId).shipmentNumber)
        return { state: stateOf(phase), code: phase, text: name ?? phase }
      }),
  }
}
