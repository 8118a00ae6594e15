import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../db/sql'
import { complete, orderOf, readyCart, setStock } from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { documentOf, invoiceSource, issueCreditNote, issueInvoice } from './issue'
import { invoiceBySource, invoicesOfOrder } from '../db/invoices'

const db = testEnv.DB

beforeAll(async () => {
  await addDrinksCatalogue(db)
  await setStock(db, 'RUM_B_700', 10_000)
})

/** A guest's order placed through the shop API: its row id and token. */
async function placed(quantity = 1, payment = 'bank_transfer', extra: Record<string, unknown> = {}) {
  const token = await readyCart([['RUM_B_700', quantity]], 'courier', payment, extra)
  const order = await orderOf(await complete(token, crypto.randomUUID()))
  const { id } = (await row(db, 'SELECT id FROM orders WHERE token = ?', token).first<{ id: number }>())!
  return { token, id, number: order.number! }
}

/** A copy of a placed order under a new token and number (placing 40 orders through the API takes a minute). */
async function copyOf(source: { id: number }, index: number) {
  const copy = await row(
    db,
    `INSERT INTO orders (token, number, state, checkout_state, payment_state, shipping_state, locale, billing_address, shipping_address,
       items_total, items_subtotal, shipping_total, payment_fee_total, tax_total, total, checkout_completed_at)
     SELECT ?, printf('%09d', 700000 + ?), state, checkout_state, payment_state, shipping_state, locale, billing_address, shipping_address,
       items_total, items_subtotal, shipping_total, payment_fee_total, tax_total, total, checkout_completed_at
     FROM orders WHERE id = ? RETURNING id`,
    crypto.randomUUID(),
    index,
    source.id,
  ).first<{ id: number }>()
  const id = copy!.id
  await db.batch([
    row(
      db,
      `INSERT INTO order_items (order_id, variant_id, quantity, unit_price, original_unit_price, discounted_unit_price, subtotal, total, product_name, variant_name, engraving)
       SELECT ?, variant_id, quantity, unit_price, original_unit_price, discounted_unit_price, subtotal, total, product_name, variant_name, engraving
       FROM order_items WHERE order_id = ?`,
      id,
      source.id,
    ),
    row(
      db,
      'INSERT INTO shipments (order_id, method_code, state) SELECT ?, method_code, state FROM shipments WHERE order_id = ?',
      id,
      source.id,
    ),
    row(
      db,
      'INSERT INTO payments (order_id, method_code, state, amount) SELECT ?, method_code, state, amount FROM payments WHERE order_id = ?',
      id,
      source.id,
    ),
  ])
  return { id }
}

async function issue(orderId: number, at: Date) {
  await db.batch(await issueInvoice(db, orderId, { paid: true, at }))
  return invoiceBySource(db, invoiceSource(orderId))
}

const sequence = async (name: string) =>
  (await row(db, 'SELECT value FROM sequences WHERE name = ?', name).first<{ value: number }>())?.value ?? null

describe('the invoice series', { timeout: 30_000 }, () => {
  it('numbers invoices issued at the same moment for 40 orders without a gap or a repeat', async () => {
    const first = await placed()
    const orders: { id: number }[] = [first]
    for (let i = 1; i < 40; i++) orders.push(await copyOf(first, i))
    const at = new Date('2031-03-02T10:00:00Z')
    // as 40 payments completing at once would: each reads its order and runs its own batch
    await Promise.all(orders.map(async (o) => db.batch(await issueInvoice(db, o.id, { paid: true, at }))))

    const numbers = (await Promise.all(orders.map((o) => invoiceBySource(db, invoiceSource(o.id)))))
      .map((r) => r!.number)
      .sort()
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => `2031${String(i + 1).padStart(6, '0')}`))
    expect(await sequence('invoice:2031')).toBe(40)
  }, 60_000)

  it('issues one invoice per order however often it is asked, and takes no number when the guard fails', async () => {
    const order = await placed(2)
    const at = new Date('2032-05-05T08:00:00Z')
    const first = await issue(order.id, at)
    const again = await Promise.all([issue(order.id, at), issue(order.id, at), issue(order.id, at)])
    expect(again.map((r) => r!.number)).toEqual([first!.number, first!.number, first!.number])
    expect(await invoicesOfOrder(db, order.id)).toHaveLength(1)
    expect(await sequence('invoice:2032')).toBe(1)

    // the lifecycle's guard: nothing when its transition did not happen, and the number is not used up
    const other = await placed()
    await db.batch(await issueInvoice(db, other.id, { paid: true, at, onlyIf: sql`0` }))
    expect(await invoiceBySource(db, invoiceSource(other.id))).toBeNull()
    expect(await sequence('invoice:2032')).toBe(1)
    expect((await issue(other.id, at))!.number).toBe('2032000002')
  })

  it('starts each year at 1, by the Prague date', async () => {
    const a = await placed()
    const b = await placed()
    expect((await issue(a.id, new Date('2033-12-31T22:59:00Z')))!.number).toBe('2033000001')
    // 00:30 on 1 January in Prague
    const next = await issue(b.id, new Date('2033-12-31T23:30:00Z'))
    expect(next!.number).toBe('2034000001')
    expect(documentOf(next!)).toMatchObject({ issuedOn: '2034-01-01', taxableOn: '2034-01-01' })
  })

  it('issues no invoice for a cancelled order, and takes no number', async () => {
    const order = await placed()
    await row(db, "UPDATE orders SET state = 'cancelled' WHERE id = ?", order.id).run()
    await db.batch(await issueInvoice(db, order.id, { paid: true, at: new Date('2037-01-05T10:00:00Z') }))
    expect(await invoiceBySource(db, invoiceSource(order.id))).toBeNull()
    expect(await sequence('invoice:2037')).toBe(0)
  })

  it('issues nothing for a cart', async () => {
    const token = await readyCart([['RUM_B_700', 1]])
    const cart = await row(db, 'SELECT id FROM orders WHERE token = ?', token).first<{ id: number }>()
    expect(await issueInvoice(db, cart!.id, { paid: true })).toEqual([])
  })
})

describe('an issued invoice', { timeout: 30_000 }, () => {
  it('keeps what it was issued with: the order changing later changes nothing, and the row cannot be changed or deleted', async () => {
    const order = await placed(3, 'bank_transfer', {
      billingAddress: {
        firstName: 'Petr',
        lastName: 'Dvořák',
        company: 'Šťastná firma s.r.o.',
        companyId: '27074358',
        vatId: 'CZ27074358',
        street: 'Nádražní 12',
        city: 'Ostrava',
        postcode: '702 00',
        phoneNumber: '+420 111 222 333',
        countryCode: 'CZ',
      },
    })
    const issued = await issue(order.id, new Date('2035-02-03T09:00:00Z'))
    const doc = documentOf(issued!)
    expect(doc).toMatchObject({
      kind: 'invoice',
      number: '2035000001',
      orderNumber: order.number,
      variableSymbol: order.number.replace(/^0+/, ''),
      buyer: {
        company: 'Šťastná firma s.r.o.',
        ico: '27074358',
        dic: 'CZ27074358',
        name: 'Petr Dvořák',
        city: 'Ostrava',
        email: 'jana@example.cz',
      },
      lines: [
        { description: 'Rum B', quantity: 3, unitPrice: 30_000, rate: 21, total: 90_000 },
        { description: 'Doprava: Kurýr na adresu', quantity: 1, unitPrice: 12_900, rate: 21, total: 12_900 },
      ],
      recapitulation: [{ rate: 21, base: 85_041, vat: 17_859, gross: 102_900 }],
      total: 102_900,
      paymentMethod: 'Bankovní převod',
    })

    await row(
      db,
      'UPDATE orders SET billing_address = ? WHERE id = ?',
      JSON.stringify({ firstName: 'Jiný', lastName: 'Člověk' }),
      order.id,
    ).run()
    await row(db, "UPDATE order_items SET product_name = 'Přejmenováno' WHERE order_id = ?", order.id).run()
    expect(documentOf((await invoiceBySource(db, invoiceSource(order.id)))!)).toEqual(doc)

    await expect(row(db, "UPDATE invoices SET total = 1 WHERE number = '2035000001'").run()).rejects.toThrow(
      /cannot be changed/,
    )
    await expect(row(db, "DELETE FROM invoices WHERE number = '2035000001'").run()).rejects.toThrow(/cannot be deleted/)
  })
})

describe('credit notes', { timeout: 30_000 }, () => {
  it('issues one per refund in its own series, referring to the invoice, and never more than the invoice', async () => {
    const order = await placed(2)
    const at = new Date('2036-04-01T10:00:00Z')
    const invoice = await issue(order.id, at)
    expect(invoice!.total).toBe(72_900)

    const refund = (key: string, amount: number) =>
      issueCreditNote(db, order.id, { refundKey: key, amount, reason: 'Odstoupení od smlouvy', at })
    // the same refund announced twice at once: one credit note
    await Promise.all([
      refund('refund:1', 30_000).then((s) => db.batch(s)),
      refund('refund:1', 30_000).then((s) => db.batch(s)),
    ])
    await db.batch(await refund('refund:2', 40_000))
    // 2 900 left on the invoice: a third refund of 3 000 is refused by the statement, and takes no number
    await db.batch(await refund('refund:3', 3_000))

    const documents = await invoicesOfOrder(db, order.id)
    expect(documents.map((d) => [d.kind, d.number, d.total])).toEqual([
      ['invoice', '2036000001', 72_900],
      ['credit_note', 'D2036000001', -30_000],
      ['credit_note', 'D2036000002', -40_000],
    ])
    expect(documentOf(documents[1]!)).toMatchObject({
      kind: 'credit_note',
      corrects: { number: '2036000001', issuedOn: '2036-04-01' },
      reason: 'Odstoupení od smlouvy',
      recapitulation: [{ rate: 21, base: -24_793, vat: -5_207, gross: -30_000 }],
    })
    expect(await sequence('credit_note:2036')).toBe(2)
    // the rest, 2 900, still fits
    await db.batch(await refund('refund:4', 2_900))
    expect((await invoiceBySource(db, 'refund:4'))!.number).toBe('D2036000003')
  })

  it('issues no credit note for an order without an invoice', async () => {
    const order = await placed()
    expect(await issueCreditNote(db, order.id, { refundKey: 'refund:none', amount: 100, reason: 'x' })).toEqual([])
  })
})
