import { beforeAll, describe, expect, it } from 'vitest'
import { ISDOC_NAMESPACE } from '../invoices/isdoc'
import { testEnv } from '../test/env'
import { addFulfilmentCatalogue, JUICE, placed, receivedMail, step } from '../test/fulfilment-fixtures'
import { row } from '../test/sql'
import { resolveAttachments } from './attachments'
import { parseXml, text } from '../test/xml-reader'

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

const received = (token: string) => receivedMail(token, 'tax-document')

/** The files of the order's queued tax-document mails, newest last, as the delivery makes them. */
async function queuedFiles(orderNumber: string) {
  const { results } = await row(
    testEnv.DB,
    "SELECT attachments FROM mail_outbox WHERE template = 'tax-document' AND text LIKE ? ORDER BY id",
    `%${orderNumber}%`,
  ).all<{ attachments: string }>()
  return Promise.all(results.map((mail) => resolveAttachments(testEnv, JSON.parse(mail.attachments))))
}

async function documentsOf(orderNumber: string) {
  const { results } = await row(
    testEnv.DB,
    'SELECT i.kind, i.number, i.total FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.number = ? ORDER BY i.id',
    orderNumber,
  ).all<{ kind: string; number: string; total: number }>()
  return results
}

/** Re-reads the ISDOC with an independent, namespace-aware parser: its number and payable total in haléře. */
function readIsdoc(bytes: Uint8Array): { number: string | null; total: number } {
  const root = parseXml(new TextDecoder().decode(bytes))
  expect([root.localName, root.namespaceURI]).toEqual(['Invoice', ISDOC_NAMESPACE])
  const payable = text(root, 'LegalMonetaryTotal/PayableAmount')!
  expect(payable).toMatch(/^-?\d+\.\d{2}$/)
  return { number: text(root, 'ID'), total: Math.round(Number(payable) * 100) }
}

// each test places an order through the shop API and moves it through the admin API: seconds on a busy machine
describe('the ISDOC beside the PDF in the tax-document mail (decision 055)', { timeout: 30_000 }, () => {
  it('the invoice mail carries the PDF and the ISDOC, which re-reads to the invoice’s number and total', async () => {
    const order = await placed([[JUICE, 2]], 'courier', 'bank_transfer')
    await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: order.total })
    const [invoice] = await documentsOf(order.number)

    expect((await received(order.tokenValue)).attachments).toEqual([
      { name: `faktura-${invoice!.number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
      { name: `faktura-${invoice!.number}.isdoc`, contentType: 'application/x-isdoc', size: expect.any(Number) },
    ])
    const [pdf, isdoc] = (await queuedFiles(order.number))[0]!
    expect(new TextDecoder().decode(pdf!.content.subarray(0, 5))).toBe('%PDF-')
    expect(readIsdoc(isdoc!.content)).toEqual({ number: invoice!.number, total: order.total })
  })

  it('the credit note mail carries its own ISDOC with the refunded amount', async () => {
    const order = await placed([[JUICE, 2]], 'courier', 'bank_transfer')
    const payment = order.payments[0]!
    await step('PATCH', `/payments/${payment.id}/complete`)
    await step('POST', `/payments/${payment.id}/refunds`, { amount: 5_000, account: '123456789/0800' })
    const [, note] = await documentsOf(order.number)

    expect((await received(order.tokenValue)).attachments.map((file) => [file.name, file.contentType])).toEqual([
      [`opravny-doklad-${note!.number}.pdf`, 'application/pdf'],
      [`opravny-doklad-${note!.number}.isdoc`, 'application/x-isdoc'],
    ])
    const files = await queuedFiles(order.number)
    expect(readIsdoc(files.at(-1)![1]!.content)).toEqual({ number: note!.number, total: -5_000 })
  })
})
