import { PDFDocument } from 'pdf-lib'
import type { FulfilmentContext } from './context'
import { shipmentLabel } from './shipments'

/** At most this many labels in one print: a morning's parcels, and a bounded number of carrier calls. */
export const MAX_LABELS = 50

/**
 * Several shipments' carrier labels as one PDF (decision 049), in the order asked for, so staff print a morning's
 * parcels at once. Each label is fetched as for one (`shipmentLabel`, with its refusals: a shipment without a
 * parcel names itself); the pages are copied into one document.
 */
export async function shipmentLabels(context: FulfilmentContext, shipmentIds: readonly number[]): Promise<Uint8Array> {
  const merged = await PDFDocument.create()
  for (const id of shipmentIds) {
    const label = await PDFDocument.load(await shipmentLabel(context, id))
    for (const page of await merged.copyPages(label, label.getPageIndices())) merged.addPage(page)
  }
  return merged.save()
}
