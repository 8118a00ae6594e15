import { beforeAll, describe, expect, it } from 'vitest'
import app from '../index'
import { OPS_TOKEN, adminEnv } from '../test/admin-client'
import { bytesOf, encode1250 } from '../test/bank-fixtures'
import { complete, orderOf, readyCart, setStock } from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import fioSample from './samples/fio-2026-11-21.json'
import gpcSample from './samples/vypis-2026-11-20.gpc?inline'

const db = testEnv.DB

type Movement = {
  position: number
  transactionId: string
  amount: number
  variableSymbol: string | null
  orderNumber: string | null
}
type Result = {
  '@type': string
  format: string
  account: string
  movements: number
  pairs: Array<Movement & { payment: string }>
  unpaired: Array<Movement & { reason: string; message: string; expectedAmount: number | null }>
}

function post(
  body: BodyInit,
  contentType = 'application/octet-stream',
  query = '',
  token: string | null = OPS_TOKEN,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/ld+json' }
  // a form sets its own multipart type with the boundary
  if (!(body instanceof FormData)) headers['content-type'] = contentType
  if (token) headers.authorization = `Bearer ${token}`
  return Promise.resolve(
    app.request(`/api/v2/admin/bank-statements${query}`, { method: 'POST', headers, body }, adminEnv),
  )
}

async function imported(body: BodyInit, contentType?: string): Promise<Result> {
  const response = await post(body, contentType)
  expect(response.status, await response.clone().text()).toBe(200)
  return response.json()
}

/** An order placed for a bank transfer (2 × Rum B and the courier, 729 Kč) under the given number. */
async function awaitingTransfer(number: string, payment = 'bank_transfer') {
  const token = await readyCart([['RUM_B_700', 2]], 'courier', payment)
  await orderOf(await complete(token, crypto.randomUUID()))
  await row(db, 'UPDATE orders SET number = ? WHERE token = ?', number, token).run()
  const { id } = (await row(
    db,
    "SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.token = ? AND p.state = 'new'",
    token,
  ).first<{ id: number }>())!
  return { token, paymentId: id }
}

/** What the order lifecycle made of an order: its states, completions, tax documents and payment mails. */
async function lifecycleOf(number: string) {
  const order = (await row(
    db,
    `SELECT o.state, o.payment_state, p.state AS payment,
        (SELECT COUNT(*) FROM order_history h WHERE h.order_id = o.id AND h.transition = 'payment.complete') AS completions,
        (SELECT COUNT(*) FROM mail_outbox m WHERE m.template = 'payment-received' AND m.subject LIKE '%' || o.number || '%') AS mails
      FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.number = ?`,
    number,
  ).first<{ state: string; payment_state: string; payment: string; completions: number; mails: number }>())!
  const invoices = await row(
    db,
    'SELECT i.kind, i.total FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.number = ? ORDER BY i.id',
    number,
  ).all<{ kind: string; total: number }>()
  return {
    state: order.state,
    paymentState: order.payment_state,
    payment: order.payment,
    completions: order.completions,
    invoices: invoices.results,
    mails: order.mails,
  }
}

const gpc = bytesOf(gpcSample)
const fio = JSON.stringify(fioSample)
let orders: Record<string, { token: string; paymentId: number }> = {}

beforeAll(async () => {
  await addDrinksCatalogue(db)
  await setStock(db, 'RUM_B_700', 1_000)
  orders = {
    '1001': await awaitingTransfer('000001001'),
    '1002': await awaitingTransfer('000001002'),
    '1003': await awaitingTransfer('000001003'),
    '1004': await awaitingTransfer('000001004'),
  }
}, 60_000)

describe('POST /api/v2/admin/bank-statements', { timeout: 30_000 }, () => {
  it('pairs the GPC sample’s payment for order 1001, lists the wrong amount, the unknown symbol, the debit and the line without a symbol, and pairs nothing twice', async () => {
    const result = await imported(gpc)
    expect(result).toMatchObject({ '@type': 'BankStatementImport', format: 'gpc', account: '2001234567', movements: 5 })
    expect(result.pairs).toEqual([
      expect.objectContaining({
        position: 2,
        transactionId: '2611200000001',
        amount: 72_900,
        orderNumber: '000001001',
        payment: `/api/v2/admin/payments/${orders['1001']!.paymentId}`,
      }),
    ])
    expect(result.unpaired.map((u) => [u.position, u.reason, u.message])).toEqual([
      [4, 'amountMismatch', 'Částka 500\u00a0Kč neodpovídá platbě objednávky 000001002 (729\u00a0Kč).'],
      [5, 'unknownVariableSymbol', 'Variabilní symbol 9999 nepatří žádné objednávce.'],
      [6, 'debit', 'Odchozí platba – nepárujeme.'],
      [8, 'noVariableSymbol', 'Platba nemá variabilní symbol.'],
    ])
    // the pair completed the payment: the order is paid, invoiced and the customer told
    const paid = await lifecycleOf('000001001')
    expect(paid).toEqual({
      state: 'progressing',
      paymentState: 'paid',
      payment: 'completed',
      completions: 1,
      invoices: [{ kind: 'invoice', total: 72_900 }],
      mails: 1,
    })
    const again = await imported(gpc)
    expect(await lifecycleOf('000001001')).toEqual(paid)
    expect(again.pairs).toEqual([])
    expect(again.unpaired.map((u) => [u.position, u.reason])).toEqual([
      [2, 'alreadyImported'],
      [4, 'amountMismatch'],
      [5, 'unknownVariableSymbol'],
      [6, 'debit'],
      [8, 'noVariableSymbol'],
    ])
    expect(
      await row(
        db,
        'SELECT transaction_key, payment_id, amount FROM bank_transactions WHERE payment_id = ?',
        orders['1001']!.paymentId,
      ).all(),
    ).toMatchObject({
      results: [{ transaction_key: '2001234567:2611200000001', amount: 72_900 }],
    })
    // the import is audited with who sent it
    const audit = await row(
      db,
      "SELECT actor, resource FROM admin_audit WHERE resource = '/api/v2/admin/bank-statements'",
    ).all<{ actor: string }>()
    expect(audit.results).toEqual([{ actor: 'ops', resource: '/api/v2/admin/bank-statements' }])
  })

  it('pairs the Fio sample’s payment for order 1003 once, though the statement holds it twice, and takes the statement as a multipart upload', async () => {
    const form = new FormData()
    form.append('statement', new File([fio], 'fio.json', { type: 'application/json' }))
    const result: Result = await (await post(form)).json()
    expect(result.format).toBe('fio')
    expect(result.pairs.map((p) => [p.position, p.orderNumber])).toEqual([[1, '000001003']])
    expect(result.unpaired.map((u) => [u.position, u.reason, u.expectedAmount])).toEqual([
      [2, 'amountMismatch', 72_900],
      [3, 'unknownVariableSymbol', null],
      [4, 'debit', null],
      [5, 'duplicate', 72_900],
    ])
  })

  it('records one pair when the same statement is sent twice at once', async () => {
    const statement = JSON.stringify({
      accountStatement: {
        info: { accountId: '2001234567' },
        transactionList: {
          transaction: [
            {
              column22: { value: 99 },
              column0: { value: '2026-11-22+0100' },
              column1: { value: 729 },
              column5: { value: '1004' },
            },
          ],
        },
      },
    })
    const results = await Promise.all([
      imported(statement, 'application/json'),
      imported(statement, 'application/json'),
      imported(statement, 'application/json'),
    ])
    expect(results.flatMap((r) => r.pairs.map((p) => p.orderNumber))).toEqual(['000001004'])
    expect(results.flatMap((r) => r.unpaired.map((u) => u.reason))).toEqual(['alreadyImported', 'alreadyImported'])
    expect(await lifecycleOf('000001004')).toMatchObject({
      paymentState: 'paid',
      completions: 1,
      invoices: [{ kind: 'invoice', total: 72_900 }],
      mails: 1,
    })
  })

  it('lists a paid order, a card order and a cancelled order without pairing them', async () => {
    const paid = await awaitingTransfer('000002001')
    await row(db, "UPDATE payments SET state = 'completed' WHERE id = ?", paid.paymentId).run()
    await awaitingTransfer('000002002', 'comgate')
    const cancelled = await awaitingTransfer('000002003')
    await row(db, "UPDATE orders SET state = 'cancelled' WHERE token = ?", cancelled.token).run()
    await row(db, "UPDATE payments SET state = 'cancelled' WHERE id = ?", cancelled.paymentId).run()
    const move = (id: number, vs: string) => ({
      column22: { value: id },
      column0: { value: '2026-11-22+0100' },
      column1: { value: 729 },
      column5: { value: vs },
    })
    const statement = {
      accountStatement: {
        info: { accountId: '2001234567' },
        transactionList: { transaction: [move(201, '2001'), move(202, '2002'), move(203, '2003')] },
      },
    }
    const result = await imported(JSON.stringify(statement), 'application/json')
    expect(result.pairs).toEqual([])
    expect(result.unpaired.map((u) => [u.reason, u.message])).toEqual([
      ['alreadyPaid', 'Objednávka 000002001 je už zaplacená.'],
      ['notBankTransfer', 'Objednávka 000002002 se neplatí bankovním převodem.'],
      ['orderCancelled', 'Objednávka 000002003 je zrušená.'],
    ])
  })

  it('refuses a broken statement with a violation per bad line, and changes nothing', async () => {
    const text = [
      '0740000002001234567Drinkárna s.r.o.    19112600000001250000+00000001262900+00000000150000+00000000162900+047201126'.padEnd(
        128,
      ),
      '075000000200123456700000001234567892611200000077000000072900200000010020008000308000000000020112xNovák               00203201126',
      'nesmysl',
    ].join('\r\n')
    const response = await post(encode1250(text))
    expect(response.status).toBe(422)
    const body = (await response.json()) as { violations: Array<{ propertyPath: string; message: string }> }
    expect(body.violations).toEqual([
      {
        propertyPath: 'statement',
        message: 'Řádek 2: datum valuty „20112x“ není datum DDMMRR.',
        code: 'statementLine',
      },
      {
        propertyPath: 'statement',
        message: 'Řádek 3: neznámý typ věty „nes“ (čekáme 074 nebo 075).',
        code: 'statementLine',
      },
    ])
    for (const [body, message] of [
      ['', 'Výpis je prázdný.'],
      ['<html>', 'Neznámý formát výpisu: čekáme GPC (ABO) nebo JSON Fio banky.'],
      ['{"accountStatement": 1', 'Soubor není platný JSON výpisu Fio banky.'],
    ] as const) {
      const refused = await post(body)
      expect(refused.status, body).toBe(422)
      expect(((await refused.json()) as { violations: Array<{ message: string }> }).violations[0]!.message).toBe(
        message,
      )
    }
    // asked for GPC, sent JSON: GPC's rules speak
    expect((await post(fio, 'application/json', '?format=gpc')).status).toBe(422)
    const emptyForm = new FormData()
    emptyForm.append('other', 'x')
    expect(
      ((await (await post(emptyForm)).json()) as { violations: Array<{ message: string }> }).violations[0]!.message,
    ).toBe('Pošlete výpis v poli „statement“.')
  })

  it('is not there without the admin token', async () => {
    expect((await post(gpc, undefined, '', null)).status).toBe(401)
    expect((await post(gpc, undefined, '', 'wrong-token-0123456789abcdef0123456789')).status).toBe(401)
  })
})
