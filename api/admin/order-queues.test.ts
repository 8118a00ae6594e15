import { beforeAll, describe, expect, it, vi } from 'vitest'
import { admin } from '../test/admin-client'
import { addFulfilmentCatalogue, JUICE, placed, RUM, step } from '../test/fulfilment-fixtures'

/** The staff console's queues of today's work (decision 049): `GET /orders?queue=…`, counts and lists as one. */

type List = { 'hydra:member': Array<{ number: string; paymentDueAt: string | null }>; 'hydra:totalItems': number }

const queue = async (name: string) => (await admin('GET', `/orders?queue=${name}&itemsPerPage=100`)).json<List>()
const numbers = async (name: string) => (await queue(name))['hydra:member'].map((order) => order.number)

vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

describe('GET /orders?queue=', () => {
  it('moves an order from queue to queue as staff work on it, and counts what it lists', async () => {
    const transfer = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    const packeta = await placed([[RUM, 1]], 'packeta', 'cod')
    const pickup = await placed([[JUICE, 1]], 'shop_pickup', 'bank_transfer')

    expect(await numbers('toPay')).toEqual(expect.arrayContaining([transfer.number, pickup.number]))
    expect(await numbers('toPay')).not.toContain(packeta.number)
    const toPay = await queue('toPay')
    expect(toPay['hydra:totalItems']).toBe(toPay['hydra:member'].length)
    expect(toPay['hydra:member'].find((order) => order.number === transfer.number)?.paymentDueAt).toBeTruthy()
    // cash on delivery is packed at once; a transfer only once paid
    expect(await numbers('toPack')).toContain(packeta.number)
    expect(await numbers('toPack')).not.toContain(transfer.number)

    await step('PATCH', `/payments/${transfer.payments[0]!.id}/complete`)
    await step('PATCH', `/payments/${pickup.payments[0]!.id}/complete`)
    expect(await numbers('toPay')).not.toContain(transfer.number)
    expect(await numbers('toPack')).toEqual(expect.arrayContaining([transfer.number, pickup.number, packeta.number]))

    for (const order of [transfer, packeta])
      await step('PATCH', `/shipments/${order.shipments[0]!.id}/ready-for-expedition`)
    expect(await numbers('toPack')).not.toContain(packeta.number)
    expect(await numbers('toHandToCarrier')).toContain(packeta.number)
    expect(await numbers('toHandToCarrier')).not.toContain(transfer.number)
    expect(await numbers('toHandToCourier')).toContain(transfer.number)

    await step('PATCH', `/shipments/${packeta.shipments[0]!.id}/ship`)
    expect(await numbers('toHandToCarrier')).not.toContain(packeta.number)

    await step('PATCH', `/shipments/${pickup.shipments[0]!.id}/ship`)
    expect(await numbers('toPack')).not.toContain(pickup.number)
    expect(await numbers('readyForPickup')).toContain(pickup.number)

    const all = await Promise.all(['toPay', 'toPack', 'toHandToCarrier', 'readyForPickup'].map(queue))
    for (const list of all) expect(list['hydra:totalItems']).toBe(list['hydra:member'].length)
  })

  it('refuses a queue it does not know with a violation, not an error', async () => {
    const response = await admin('GET', '/orders?queue=everything')
    expect(response.status).toBe(422)
  })
})
