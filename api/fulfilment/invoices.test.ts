import { beforeAll, describe, expect, it, vi } from 'vitest'
import { testEnv } from '../test/env'
import { addFulfilmentCatalogue, JUICE, placed, step } from '../test/fulfilment-fixtures'
import { row } from '../test/sql'

// every test first places its orders through the shop API, several seconds on a busy machine
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

type Issued = { kind: string; number: string; total: number; paymentNote: string; reason: string | null }

/** The tax documents an order has, as the accountant would read them (decision 045). */
async function documentsOf(orderNumber: string): Promise<Issued[]> {
  const { results } = await row(
    testEnv.DB,
    `SELECT i.kind, i.number, i.total, i.document FROM invoices i JOIN orders o ON o.id = i.order_id
      WHERE o.number = ? ORDER BY i.id`,
    orderNumber,
  ).all<{ kind: string; number: string; total: number; document: string }>()
  return results.map((r) => {
    const document = JSON.parse(r.document) as { paymentNote: string; reason: string | null; number: string }
    expect(document.number).toBe(r.number)
    return {
      kind: r.kind,
      number: r.number,
      total: r.total,
      paymentNote: document.paymentNote,
      reason: document.reason,
    }
  })
}

describe('invoices in the order lifecycle', () => {
  it('issues one paid invoice of the order total when a payment completes', async () => {
    const order = await placed([[JUICE, 2]], 'courier', 'bank_transfer')
    expect(await documentsOf(order.number)).toEqual([])

    const response = await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: order.total })

    expect(response.status).toBe(200)
    expect(await documentsOf(order.number)).toEqual([
      expect.objectContaining({ kind: 'invoice', total: order.total, paymentNote: 'Uhrazeno – neplaťte' }),
    ])
  })

  it('issues one invoice when two staff complete the same payment at once', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    const path = `/payments/${order.payments[0]!.id}/complete`

    const statuses = (await Promise.all([step('PATCH', path), step('PATCH', path)])).map((r) => r.status).sort()

    expect(statuses).toEqual([200, 422])
    expect(await documentsOf(order.number)).toEqual([expect.objectContaining({ kind: 'invoice', total: order.total })])
  })

  it('invoices a cash-on-delivery order when it is dispatched, not before', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'cod')
    await step('PATCH', `/shipments/${order.shipments[0]!.id}/ready-for-expedition`)
    expect(await documentsOf(order.number)).toEqual([])

    const shipped = await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`, { trackingCode: 'DPD-INV-1' })

    expect(shipped.status).toBe(200)
    const issued = await documentsOf(order.number)
    expect(issued).toEqual([expect.objectContaining({ kind: 'invoice', total: order.total })])
    expect(issued[0]!.paymentNote).toBe('Dobírka – zaplatíte při převzetí zásilky')
    // the parcel delivered and its cash collected: still the one invoice
    await step('PATCH', `/shipments/${order.shipments[0]!.id}/deliver`)
    expect(await documentsOf(order.number)).toHaveLength(1)
  })

  it('issues a credit note of the refunded amount for each refund', async () => {
    const order = await placed([[JUICE, 2]], 'courier', 'bank_transfer')
    const payment = order.payments[0]!
    await step('PATCH', `/payments/${payment.id}/complete`)

    const first = await step('POST', `/payments/${payment.id}/refunds`, {
      amount: 5_000,
      account: '123456789/0800',
      reason: 'Rozbitá láhev',
    })
    const rest = await step('POST', `/payments/${payment.id}/refunds`, {
      amount: order.total - 5_000,
      account: '123456789/0800',
    })

    expect([first.status, rest.status]).toEqual([201, 201])
    const [invoice, ...notes] = await documentsOf(order.number)
    expect(invoice).toMatchObject({ kind: 'invoice', total: order.total })
    expect(notes).toEqual([
      expect.objectContaining({ kind: 'credit_note', total: -5_000, reason: 'Rozbitá láhev' }),
      expect.objectContaining({ kind: 'credit_note', total: -(order.total - 5_000) }),
    ])
    expect(notes[0]!.number).toMatch(/^D\d{10}$/)
  })

  it('issues nothing for an unpaid order that is cancelled', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')

    const cancelled = await step('PATCH', `/orders/${order.tokenValue}/cancel`, { reason: 'Zákazník si to rozmyslel.' })

    expect(cancelled.status).toBe(200)
    expect(await documentsOf(order.number)).toEqual([])
  })
})
