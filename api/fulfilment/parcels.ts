import { listParcelsToCheck, markParcelChecked } from '../db/fulfilment'
import type { Bindings } from '../env'
import { PACKET_STATUS, packetaPackets } from '../shipping/packeta'
import { shopOrigin } from './context'
import { arrive, deliver, refuseShipment } from './shipments'

/**
 * The scheduled run over shipped Packeta parcels (docs/decisions/044-fulfilment.md): each parcel not asked
 * about for 30 minutes is asked for its status; waiting at its point (5) shows the customer "ready for
 * pickup", delivered (7) fulfils the order, returned (10, a refused or
 * uncollected parcel back with us) cancels it and puts its stock back on hand. Anything else waits.
 */
export async function sweepParcels(
  env: Bindings,
  limit = 20,
): Promise<{ arrived: number; delivered: number; refused: number }> {
  const context = { env, actor: 'carrier', origin: shopOrigin(env) }
  const counts = { arrived: 0, delivered: 0, refused: 0 }
  const packeta = packetaPackets(env)
  for (const parcel of await listParcelsToCheck(env.DB, limit)) {
    try {
      const status = await packeta.packetStatus(parcel.packetId)
      if (status.statusCode === PACKET_STATUS.delivered) {
        await deliver(context, parcel.shipmentId)
        counts.delivered++
      } else if (status.statusCode === PACKET_STATUS.readyForPickup && parcel.state === 'shipped') {
        await arrive(context, parcel.shipmentId)
        counts.arrived++
      } else if (status.statusCode === PACKET_STATUS.returned) {
        await refuseShipment(context, parcel.shipmentId)
        counts.refused++
      } else {
        await markParcelChecked(env.DB, parcel.shipmentId)
      }
    } catch (error) {
      await markParcelChecked(env.DB, parcel.shipmentId).catch(() => undefined)
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'parcel status check failed',
          shipmentId: parcel.shipmentId,
          error: String(error),
        }),
      )
    }
  }
  return counts
}
