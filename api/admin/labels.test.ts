import { PDFDocument } from 'pdf-lib'
import { describe, expect, it, vi } from 'vitest'
import { admin } from '../test/admin-client'
import { JUICE, placed, RUM, step } from '../test/fulfilment-fixtures'

/** Several Packeta labels as one PDF (decision 049): a morning's parcels printed at once. */

vi.setConfig({ testTimeout: 30_000 })

const pages = async (response: Response) => (await PDFDocument.load(await response.arrayBuffer())).getPageCount()

describe('GET /shipments/labels', () => {
  it('puts the labels of the shipments asked for into one PDF', async () => {
    const first = await placed([[RUM, 1]], 'packeta', 'cod')
    const second = await placed([[JUICE, 1]], 'packeta', 'cod')
    const ids = [first.shipments[0]!.id, second.shipments[0]!.id]
    for (const id of ids) expect((await step('PATCH', `/shipments/${id}/ship`)).status).toBe(200)

    const one = await admin('GET', `/shipments/${ids[0]}/label`)
    const both = await admin('GET', `/shipments/labels?ids=${ids.join(',')}`)
    expect(both.status).toBe(200)
    expect(both.headers.get('content-type')).toBe('application/pdf')
    expect(both.headers.get('cache-control')).toBe('no-store')
    expect(await pages(both)).toBe(2 * (await pages(one)))
  })

  it('prints nothing for a shipment without a parcel, and says why', async () => {
    const unsent = await placed([[JUICE, 1]], 'packeta', 'cod')
    const response = await admin('GET', `/shipments/labels?ids=${unsent.shipments[0]!.id}`)
    expect(response.status).toBe(422)
    expect(await response.text()).toContain('Zásilka nemá štítek')
  })

  it('refuses a list that is no list of shipment ids', async () => {
    for (const ids of ['', 'a', '1,,2', '0', '1,1', Array.from({ length: 51 }, (_, i) => i + 1).join(','), '-1']) {
      const response = await admin('GET', `/shipments/labels?ids=${encodeURIComponent(ids)}`)
      expect([ids, response.status]).toEqual([ids, 422])
    }
  })
})
