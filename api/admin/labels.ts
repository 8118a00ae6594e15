import { Hono } from 'hono'
import * as z from 'zod/mini'
import { MAX_LABELS, shipmentLabels } from '../fulfilment'
import { valid } from '../http/validate'
import type { AdminEnv } from './env'
import { fulfilment } from './orders'

/** `1,2,3`: shipment ids, each a positive whole number, at most MAX_LABELS, none twice. */
const idList = z.string().check(
  z.regex(/^[1-9]\d{0,15}(,[1-9]\d{0,15})*$/),
  z.refine((value) => {
    const ids = value.split(',')
    return ids.length <= MAX_LABELS && new Set(ids).size === ids.length
  }),
)

/**
 * `GET /api/v2/admin/shipments/labels?ids=1,2,3` (decision 049): the carriers' labels of several shipments in one
 * PDF, for printing a morning's parcels at once; one label stays `GET /shipments/{id}/label`. A shipment without
 * a parcel is the single label's 422 (it names the problem); nothing is printed then.
 */
export const adminLabels = new Hono<AdminEnv>().get(
  '/shipments/labels',
  valid('query', z.object({ ids: idList })),
  async function labelsRoute(c) {
    const ids = c.req.valid('query').ids.split(',').map(Number)
    const pdf = await shipmentLabels(fulfilment(c), ids)
    return new Response(pdf, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="stitky-${ids.length}.pdf"`,
        'cache-control': 'no-store',
      },
    })
  },
)
