import { describe, expect, it, vi } from 'vitest'
import { admin } from '../test/admin-client'
import { stockOf } from '../test/checkout-fixtures'
import { complained, get } from '../test/staff-claims'
import { testEnv } from '../test/env'
import { JUICE, violations } from '../test/fulfilment-fixtures'
import { row } from '../test/sql'

// every test first places an order through the shop API, several seconds on a busy machine
vi.setConfig({ testTimeout: 30_000 })

type Received = {
  received: { by: string; items: Array<{ orderItem: number; quantity: number; state: string }> } | null
}

const receive = (id: number, body: unknown) => admin('PATCH', `/claim-requests/${id}/receive`, { body })

/** A return (odstoupení) of an order of two juices. */
async function returned(tag: string) {
  const claim = await complained(tag)
  await row(testEnv.DB, "UPDATE claim_requests SET type = 'return' WHERE id = ?", claim.id).run()
  const { items } = (await get(claim.id)) as unknown as { items: Array<{ id: number }> }
  return { ...claim, item: items[0]!.id }
}

describe('PATCH /claim-requests/{id}/receive', () => {
  it('records the lines that came back once, and puts only the resellable pieces back in stock, also when two staff press at once', async () => {
    const { id, item } = await returned('receive')
    const before = await stockOf(testEnv.DB, JUICE)
    const body = {
      lines: [
        { orderItem: item, quantity: 1, state: 'resellable' },
        { orderItem: item, quantity: 1, state: 'damaged' },
      ],
    }

    const answers = await Promise.all([receive(id, body), receive(id, body)])

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    const refused = answers.find((answer) => answer.status === 422)!
    expect(await violations(refused)).toEqual([
      expect.objectContaining({ message: 'Vrácené zboží už je u této reklamace zaznamenané.' }),
    ])
    expect(((await get(id)) as unknown as Received).received).toMatchObject({
      by: 'ops',
      items: [
        { orderItem: item, quantity: 1, state: 'resellable' },
        { orderItem: item, quantity: 1, state: 'damaged' },
      ],
    })
    expect((await stockOf(testEnv.DB, JUICE)).on_hand).toBe(before.on_hand + 1)
  })

  it('refuses a complaint, more pieces than were bought and a line of another order, in Czech', async () => {
    const complaint = await complained('receive-complaint')
    const complaintItem = ((await get(complaint.id)) as unknown as { items: Array<{ id: number }> }).items[0]!.id
    expect(
      await violations(
        await receive(complaint.id, { lines: [{ orderItem: complaintItem, quantity: 1, state: 'damaged' }] }),
      ),
    ).toEqual([expect.objectContaining({ message: 'Vrácené zboží se zaznamenává jen u odstoupení od smlouvy.' })])

    const { id, item } = await returned('receive-limits')
    const tooMany = await receive(id, { lines: [{ orderItem: item, quantity: 3, state: 'resellable' }] })
    expect(tooMany.status).toBe(422)
    expect(await violations(tooMany)).toEqual([
      expect.objectContaining({
        propertyPath: 'lines[0].quantity',
        message: 'Džus Expedice: vrátit lze nejvýše 2 ks.',
      }),
    ])
    expect(
      await violations(await receive(id, { lines: [{ orderItem: complaintItem, quantity: 1, state: 'damaged' }] })),
    ).toEqual([
      expect.objectContaining({ propertyPath: 'lines[0].orderItem', message: 'Tato položka v objednávce není.' }),
    ])
    expect(((await get(id)) as unknown as Received).received).toBeNull()
  })
})
