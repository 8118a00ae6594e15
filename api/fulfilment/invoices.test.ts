import { beforeAll, describe, expect, it, vi } from 'vitest'
import app from '../index'
import { testEnv } from '../test/env'
import { addFulfilmentCatalogue, JUICE, mailsOf, placed, send, step } from '../test/fulfilment-fixtures'
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

type Attachment = { name: string; contentType: string; size: number }

/** The newest mail of a template the sandbox mailbox received for the order's customer, with its attachments. */
async function receivedMail(token: string, tag: string) {
  const { email } = (await row(
    testEnv.DB,
    'SELECT c.email FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.token = ?',
    token,
  ).first<{ email: string }>())!
  const response = await app.request(
    `/sandbox/mailbox/latest.json?to=${encodeURIComponent(email)}&tag=${tag}`,
    {},
    testEnv,
  )
  expect(response.status).toBe(200)
  return response.json<{ subject: string; text: string; attachments: Attachment[] }>()
}

/** The PDF of the order's document of that kind, as the customer downloads it. */
async function downloaded(token: string, kind: string): Promise<Uint8Array> {
  const listing = await (
    await send('GET', `/orders/${token}/invoices`)
  ).json<{
    'hydra:member': Array<{ id: string; kind: string }>
  }>()
  const id = listing['hydra:member'].find((document) => document.kind === kind)!.id
  // a guest's document needs its order's token (docs/security.md, the invoice download)
  return new Uint8Array(await (await send('GET', `/invoices/${id}/download?tokenValue=${token}`)).arrayBuffer())
}

describe('the invoice mail (decision 045)', () => {
  it('sends the invoice with its PDF and ISDOC attached once the order is paid, once however often it is completed', async () => {
    const order = await placed([[JUICE, 2]], 'courier', 'bank_transfer')
    const path = `/payments/${order.payments[0]!.id}/complete`

    await Promise.all([step('PATCH', path, { amount: order.total }), step('PATCH', path, { amount: order.total })])

    const [invoice] = await documentsOf(order.number)
    const mail = await receivedMail(order.tokenValue, 'tax-document')
    expect(mail.subject).toBe(`Faktura k objednávce ${order.number} – Drinkárna`)
    expect(mail.text).toContain('Faktura je uhrazená')
    expect(mail.text).toContain(`/order/${order.tokenValue}`)
    const pdf = await downloaded(order.tokenValue, 'invoice')
    expect(mail.attachments).toEqual([
      { name: `faktura-${invoice!.number}.pdf`, contentType: 'application/pdf', size: pdf.length },
      // and the same document as ISDOC beside it (api/mail/isdoc-mail.test.ts)
      { name: `faktura-${invoice!.number}.isdoc`, contentType: 'application/x-isdoc', size: expect.any(Number) },
    ])
    expect((await mailsOf(order.tokenValue)).filter((m) => m.template === 'tax-document')).toHaveLength(1)
  })

  it('mails a cash-on-delivery invoice at dispatch as due on delivery, and not again when the cash is collected', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'cod')
    const shipment = order.shipments[0]!.id
    await step('PATCH', `/shipments/${shipment}/ready-for-expedition`)
    expect((await mailsOf(order.tokenValue)).filter((m) => m.template === 'tax-document')).toEqual([])

    await step('PATCH', `/shipments/${shipment}/ship`, { trackingCode: 'DPD-MAIL-1' })
    await step('PATCH', `/shipments/${shipment}/deliver`)

    const mail = await receivedMail(order.tokenValue, 'tax-document')
    expect(mail.text).toContain('Částku zaplatíte dobírkou při převzetí zásilky.')
    const { number } = (await documentsOf(order.number))[0]!
    expect(mail.attachments.map((file) => file.name)).toEqual([`faktura-${number}.pdf`, `faktura-${number}.isdoc`])
    expect((await mailsOf(order.tokenValue)).filter((m) => m.template === 'tax-document')).toHaveLength(1)
  })

  it('sends each credit note with its PDF and ISDOC when money is returned', async () => {
    const order = await placed([[JUICE, 2]], 'courier', 'bank_transfer')
    const payment = order.payments[0]!
    await step('PATCH', `/payments/${payment.id}/complete`)

    await step('POST', `/payments/${payment.id}/refunds`, { amount: 5_000, account: '123456789/0800' })

    const [, note] = await documentsOf(order.number)
    const mail = await receivedMail(order.tokenValue, 'tax-document')
    expect(mail.subject).toBe(`Opravný daňový doklad k objednávce ${order.number} – Drinkárna`)
    expect(mail.text).toContain('na vrácenou částku 50\u00a0Kč')
    expect(mail.attachments).toEqual([
      {
        name: `opravny-doklad-${note!.number}.pdf`,
        contentType: 'application/pdf',
        size: (await downloaded(order.tokenValue, 'credit_note')).length,
      },
      { name: `opravny-doklad-${note!.number}.isdoc`, contentType: 'application/x-isdoc', size: expect.any(Number) },
    ])
  })
})
