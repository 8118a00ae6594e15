import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { complete, orderOf, readyCart, send, setStock } from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { issueCreditNote, issueInvoice } from './issue'

const db = testEnv.DB

beforeAll(async () => {
  await addDrinksCatalogue(db)
  await setStock(db, 'RUM_B_700', 1_000)
})

async function session(email: string): Promise<Record<string, string>> {
  await send('POST', '/customers', { firstName: 'Jana', lastName: 'Nováková', email, password: 'tajne-heslo-1' })
  const body = (await (await send('POST', '/authentication-token', { email, password: 'tajne-heslo-1' })).json()) as {
    token: string
  }
  return { authorization: `Bearer ${body.token}` }
}

/** An order placed (by a guest, or by the customer whose bearer `auth` holds) and invoiced. */
async function invoicedOrder(auth: Record<string, string> = {}) {
  const cart = await orderOf(await send('POST', '/orders', {}, auth))
  const token = cart.tokenValue
  await send('POST', `/orders/${token}/items`, { productVariant: 'RUM_B_700', quantity: 2 }, auth)
  const ready = await readyCartFor(token, auth)
  await orderOf(
    await send('PATCH', `/orders/${ready}/complete`, {}, { ...auth, 'idempotency-key': crypto.randomUUID() }),
  )
  const { id } = (await row(db, 'SELECT id FROM orders WHERE token = ?', token).first<{ id: number }>())!
  await db.batch(await issueInvoice(db, id, { paid: true }))
  return { token, id }
}

async function readyCartFor(token: string, auth: Record<string, string>) {
  const address = {
    firstName: 'Jana',
    lastName: 'Nováková',
    street: 'Vodičkova 31',
    city: 'Praha',
    postcode: '110 00',
    phoneNumber: '+420 111 222 333',
    countryCode: 'CZ',
  }
  // a logged-in customer's order has their e-mail already
  const email = auth.authorization ? {} : { email: 'jana@example.cz' }
  expect((await send('PUT', `/orders/${token}`, { ...email, billingAddress: address }, auth)).status).toBe(200)
  const order = await orderOf(await send('GET', `/orders/${token}`, undefined, auth))
  await send('PATCH', `/orders/${token}/shipments/${order.shipments[0]!.id}`, { shippingMethod: 'courier' }, auth)
  await send(
    'PATCH',
    `/orders/${token}/payments/${order.payments.at(-1)!.id}`,
    { paymentMethod: 'bank_transfer' },
    auth,
  )
  return token
}

type Listing = {
  'hydra:member': Array<{ id: string; number: string; kind: string; total: number; download: string }>
  'hydra:totalItems': number
}

async function list(token: string, auth: Record<string, string> = {}) {
  return send('GET', `/orders/${token}/invoices`, undefined, auth)
}

/** A document's PDF, with the order's token as `?tokenValue=` when given (as the list's `download` link has it). */
const download = (id: string, auth: Record<string, string> = {}, tokenValue?: string) =>
  send(
    'GET',
    `/invoices/${id}/download${tokenValue === undefined ? '' : `?tokenValue=${encodeURIComponent(tokenValue)}`}`,
    undefined,
    {
      ...auth,
      accept: 'application/pdf',
    },
  )

// each test places orders through the shop API: seconds on a busy machine
describe('an order’s invoices in the shop API', { timeout: 30_000 }, () => {
  it('lists a guest order’s invoice and credit notes by its token and serves each as a PDF', async () => {
    const { token, id } = await invoicedOrder()
    await db.batch(
      await issueCreditNote(db, id, { refundKey: `refund:${id}`, amount: 30_000, reason: 'Odstoupení od smlouvy' }),
    )

    const response = await list(token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as Listing
    expect(body['hydra:totalItems']).toBe(2)
    const [invoice, note] = body['hydra:member']
    expect(invoice).toMatchObject({
      '@type': 'Invoice',
      kind: 'invoice',
      total: 72_900,
      download: `/api/v2/shop/invoices/${invoice!.id}/download?tokenValue=${token}`,
    })
    expect(note).toMatchObject({ kind: 'credit_note', total: -30_000 })
    expect(invoice!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)

    const pdf = await download(invoice!.id, {}, token)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="faktura-${invoice!.number}.pdf"`)
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const parsed = await PDFDocument.load(bytes)
    expect(parsed.getPageCount()).toBe(1)
    expect(parsed.getTitle()).toBe(`Faktura – daňový doklad č. ${invoice!.number}`)

    const notePdf = await download(note!.id, {}, token)
    expect(notePdf.headers.get('content-disposition')).toBe(`attachment; filename="opravny-doklad-${note!.number}.pdf"`)
    expect((await PDFDocument.load(new Uint8Array(await notePdf.arrayBuffer()))).getTitle()).toBe(
      `Opravný daňový doklad č. ${note!.number}`,
    )
  })

  it('shows a customer’s invoice to that customer only: 404 to a guest with the link and to another customer', async () => {
    const owner = await session('faktury-majitel@example.cz')
    const other = await session('faktury-cizi@example.cz')
    const { token } = await invoicedOrder(owner)

    const listing = (await (await list(token, owner)).json()) as Listing
    const id = listing['hydra:member'][0]!.id
    expect((await download(id, owner)).status).toBe(200)

    for (const auth of [{}, other]) {
      expect((await list(token, auth)).status).toBe(404)
      expect((await download(id, auth)).status).toBe(404)
    }
  })

  it('serves a guest’s document only with that order’s token: its id alone, another order’s token or a wrong one is 404', async () => {
    const { token } = await invoicedOrder()
    const { token: otherToken } = await invoicedOrder()
    const id = ((await (await list(token)).json()) as Listing)['hydra:member'][0]!.id
    for (const tokenValue of [undefined, '', otherToken, `${token}x`, token.slice(0, -1), token.toUpperCase()]) {
      const response = await download(id, {}, tokenValue)
      expect(response.status, String(tokenValue)).toBe(404)
      expect(response.headers.get('content-type'), String(tokenValue)).not.toBe('application/pdf')
    }
    // a logged-in stranger with the id alone: the same 404
    expect((await download(id, await session('faktury-host@example.cz'))).status).toBe(404)
    expect((await download(id, {}, token)).status).toBe(200)
  })

  it('answers 404 to somebody enumerating ids or numbers, and for an order without invoices an empty list', async () => {
    const { token } = await invoicedOrder()
    const number = ((await (await list(token)).json()) as Listing)['hydra:member'][0]!.number
    const { id: rowId } = (await row(db, 'SELECT id FROM invoices WHERE number = ?', number).first<{ id: number }>())!
    for (const guess of [
      String(rowId),
      number,
      '1',
      crypto.randomUUID(),
      '00000000-0000-4000-8000-000000000000',
      '..%2F..%2Forders',
      "' OR 1=1 --",
    ]) {
      const response = await download(encodeURIComponent(guess))
      expect(response.status, guess).toBe(404)
      expect(response.headers.get('content-type'), guess).not.toBe('application/pdf')
    }
    expect((await list('no-such-order-token')).status).toBe(404)

    const token2 = await readyCart([['RUM_B_700', 1]])
    await complete(token2, crypto.randomUUID())
    expect(((await (await list(token2)).json()) as Listing)['hydra:totalItems']).toBe(0)
  })
})
