import { listParcelsToCheck, markParcelChecked } from '../db/fulfilment'
import type { Bindings } from '../env'
import { carrierFor } from '../shipping/registry'
import { shopOrigin } from './context'
import { arrive, deliver, refuseShipment } from './shipments'

/**
 * The scheduled run over shipped parcels (docs/decisions/044-fulfilment.md): each parcel not asked about for
 * 30 minutes is asked for its status at its method's carrier (docs/decisions/060-carrier-port.md); waiting at
 * its point shows the customer "ready for pickup", delivered fulfils the order, returned (a refused or
 * uncollected parcel back with us) cancels it and puts its stock back on hand. Anything else waits.
 */
export async function sweepParcels(
  env: Bindings,
  limit = 20,
): Promise<{ arrived: number; delivered: number; refused: number }> {
  const context = { env, actor: 'carrier', origin: shopOrigin(env) }
  const counts = { arrived: 0, delivered: 0, refused: 0 }
  for (const parcel of await listParcelsToCheck(env.DB, limit)) {
    try {
      const carrier = carrierFor(env, parcel.methodCode)
      if (!carrier) throw new Error(`no carrier for the shipping method ${parcel.methodCode ?? '(none)'}`)
      const status = await carrier.status(parcel.parcelId)
      if (status.state === 'delivered') {
        await deliver(context, parcel.shipmentId)
        counts.delivered++
      } else if (status.state === 'ready_for_pickup' && parcel.state === 'shipped') {
        await arrive(context, parcel.shipmentId)
        counts.arrived++
      } else if (status.state === 'returned') {
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
