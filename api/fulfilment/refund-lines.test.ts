import { beforeAll, describe, expect, it, vi } from 'vitest'
import { choose } from '../sandbox/comgate-fixtures'
import { sandboxRefunded } from '../sandbox/comgate-db'
import { testEnv } from '../test/env'
import {
  addFulfilmentCatalogue,
  adminOrder,
  JUICE,
  mailsOf,
  placed,
  RUM,
  send,
  step,
  violations,
} from '../test/fulfilment-fixtures'
import { row } from '../test/sql'

// every test first places its orders through the shop API, several seconds on a busy machine
vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

type Line = { description: string; quantity: number; unitPrice: number; rate: number; total: number }
type CreditNote = { total: number; lines: Line[]; recapitulation: unknown[]; reason: string | null }
type Refunded = Omit<Awaited<ReturnType<typeof adminOrder>>, 'items' | 'refunds'> & {
  items: Array<{ id: number; productName: string; quantity: number; total: number }>
  shippingTotal: number
  refunds: Array<{ amount: number; lines: Array<{ kind: string; name: string; quantity: number; amount: number }> }>
}

/** The credit notes of an order as stored, oldest first (what the PDF and the accountant's export read). */
/** The order as the admin API answers it, with the fields these tests read. */
const refundedOrder = async (token: string) => (await adminOrder(token)) as unknown as Refunded

async function creditNotesOf(orderNumber: string): Promise<CreditNote[]> {
  const { results } = await row(
    testEnv.DB,
    `SELECT i.document FROM invoices i JOIN orders o ON o.id = i.order_id
      WHERE o.number = ? AND i.kind = 'credit_note' ORDER BY i.id`,
    orderNumber,
  ).all<{ document: string }>()
  return results.map((r) => JSON.parse(r.document) as CreditNote)
}

/** Six bottles of rum and two juices, paid by bank transfer. */
async function paidByTransfer(): Promise<Refunded> {
  const order = await placed(
    [
      [RUM, 6],
      [JUICE, 2],
    ],
    'courier',
    'bank_transfer',
  )
  await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)
  return await refundedOrder(order.tokenValue)
}

const ACCOUNT = '123456789/0800'
const rumOf = (order: Refunded) => order.items.find((item) => item.productName === 'Rum Expedice')!

describe('POST /payments/{id}/refunds with lines', () => {
  it('refunds one bottle of six as that line: the amount, the refund lines and a credit note of that bottle only', async () => {
    const order = await paidByTransfer()
    const rum = rumOf(order)

    const response = await step('POST', `/payments/${order.payments[0]!.id}/refunds`, {
      lines: [{ orderItem: rum.id, quantity: 1, reason: 'Rozbitá lahev' }],
      account: ACCOUNT,
    })

    expect(response.status).toBe(201)
    const after = await response.json<Refunded>()
    expect(after.paymentState).toBe('partially_refunded')
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: 50_000,
        reason: 'Rozbitá lahev',
        lines: [
          {
            kind: 'item',
            orderItem: rum.id,
            name: 'Rum Expedice',
            quantity: 1,
            amount: 50_000,
            reason: 'Rozbitá lahev',
          },
        ],
      }),
    ])
    const [note] = await creditNotesOf(order.number)
    expect(note).toMatchObject({
      total: -50_000,
      reason: 'Rozbitá lahev',
      lines: [{ description: 'Rum Expedice', quantity: -1, unitPrice: 50_000, rate: 21, total: -50_000 }],
      recapitulation: [{ rate: 21, base: -41_322, vat: -8_678, gross: -50_000 }],
    })
    expect((await mailsOf(order.tokenValue)).find((mail) => mail.template === 'order-refunded')?.text).toContain(
      'Vráceno: Rum Expedice, 1 ks, 500\u00a0Kč.',
    )
    // the customer's order page lists the credit note with what it gave back
    const documents = await (
      await send('GET', `/orders/${order.tokenValue}/invoices`)
    ).json<{
      'hydra:member': Array<{ kind: string; reason?: string | null; lines?: unknown }>
    }>()
    expect(documents['hydra:member'].find((document) => document.kind === 'credit_note')).toMatchObject({
      total: -50_000,
      reason: 'Rozbitá lahev',
      lines: [{ name: 'Rum Expedice', quantity: 1, amount: 50_000 }],
    })
  })

  it('refunds lines, the shipping and a goodwill amount together, and refuses pieces or shipping already refunded', async () => {
    const order = await paidByTransfer()
    const rum = rumOf(order)
    const juice = order.items.find((item) => item.productName === 'Džus Expedice')!
    const payment = order.payments[0]!

    const first = await step('POST', `/payments/${payment.id}/refunds`, {
      lines: [
        { orderItem: rum.id, quantity: 2, reason: 'Odstoupení od smlouvy' },
        { orderItem: juice.id, quantity: 1, reason: 'Odstoupení od smlouvy' },
      ],
      shipping: { reason: 'Doprava zpět' },
      goodwill: { amount: 3_000, reason: 'Omluva' },
      account: ACCOUNT,
    })
    expect(first.status).toBe(201)
    const after = await first.json<Refunded>()
    expect(after.refunds[0]!.amount).toBe(100_000 + 8_000 + order.shippingTotal + 3_000)
    expect(after.refunds[0]!.lines.map((line) => [line.kind, line.quantity, line.amount])).toEqual([
      ['item', 2, 100_000],
      ['item', 1, 8_000],
      ['shipping', 1, order.shippingTotal],
      ['goodwill', 1, 3_000],
    ])
    const [note] = await creditNotesOf(order.number)
    expect(note!.total).toBe(-after.refunds[0]!.amount)
    expect(note!.reason).toBe('Odstoupení od smlouvy; Doprava zpět; Omluva')
    expect(note!.lines.slice(0, 3)).toEqual([
      { description: 'Rum Expedice', quantity: -2, unitPrice: 50_000, rate: 21, total: -100_000 },
      { description: 'Džus Expedice', quantity: -1, unitPrice: 8_000, rate: 21, total: -8_000 },
      expect.objectContaining({ description: expect.stringMatching(/^Doprava: /), quantity: -1 }),
    ])

    const again = await step('POST', `/payments/${payment.id}/refunds`, {
      lines: [{ orderItem: rum.id, quantity: 5 }],
      shipping: {},
      account: ACCOUNT,
    })
    expect(again.status).toBe(422)
    expect(await violations(again)).toEqual([
      expect.objectContaining({ propertyPath: 'lines[0].quantity', message: 'Rum Expedice: vrátit lze nejvýše 4 ks.' }),
      expect.objectContaining({ propertyPath: 'shipping', message: 'Doprava už je vrácená celá.' }),
    ])
  })

  it('refuses an empty refund, an unknown line and more than was paid, in Czech', async () => {
    const order = await paidByTransfer()
    const payment = order.payments[0]!
    const refund = (body: object) => step('POST', `/payments/${payment.id}/refunds`, { ...body, account: ACCOUNT })

    expect(await violations(await refund({ lines: [] }))).toEqual([
      expect.objectContaining({ message: 'Vyberte, co se vrací: položky, dopravu nebo částku.' }),
    ])
    expect(await violations(await refund({ lines: [{ orderItem: 999_999, quantity: 1 }] }))).toEqual([
      expect.objectContaining({ propertyPath: 'lines[0].orderItem', message: 'Tato položka v objednávce není.' }),
    ])
    const tooMuch = await refund({
      lines: [{ orderItem: rumOf(order).id, quantity: 6 }],
      goodwill: { amount: payment.amount, reason: 'Omluva' },
    })
    expect(tooMuch.status).toBe(422)
    expect(await violations(tooMuch)).toEqual([expect.objectContaining({ code: 'refundTooHigh' })])
    expect((await adminOrder(order.tokenValue)).refunds).toEqual([])
  })

  it('gives a bottle back once when two staff refund the same pieces through the gateway at once', async () => {
    // enough paid for both refunds' money: only the bottles can stop the second one
    const placedOrder = await placed(
      [
        [RUM, 6],
        [JUICE, 30],
      ],
      'courier',
      'comgate',
    )
    const started = await send('GET', `/orders/${placedOrder.tokenValue}/pay`, undefined, {
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    })
    const { url, transId } = await started.json<{ url: string; transId: string }>()
    await choose(testEnv, url, 'Zaplatit')
    const order = await refundedOrder(placedOrder.tokenValue)
    const payment = order.payments.at(-1)!

    const answers = await Promise.all(
      [1, 2].map(() =>
        step('POST', `/payments/${payment.id}/refunds`, {
          lines: [{ orderItem: rumOf(order).id, quantity: 4, reason: 'Rozbité lahve' }],
        }),
      ),
    )

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    const refused = answers.find((answer) => answer.status === 422)!
    expect(await violations(refused)).toEqual([
      expect.objectContaining({ propertyPath: 'lines[0].quantity', message: 'Rum Expedice: vrátit lze nejvýše 2 ks.' }),
    ])
    // the gateway was asked for the four bottles' price only, once
    expect(await sandboxRefunded(testEnv.DB, transId)).toEqual([200_000])
    const after = await refundedOrder(order.tokenValue)
    expect(after.refunds.flatMap((refund) => refund.lines.map((line) => line.quantity))).toEqual([4])
    expect((await creditNotesOf(order.number)).map((note) => note.total)).toEqual([-200_000])
  })
})
