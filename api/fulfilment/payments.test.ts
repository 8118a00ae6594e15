import { beforeAll, describe, expect, it, vi } from 'vitest'
import app from '../index'
import { choose } from '../sandbox/comgate-fixtures'
import { sandboxRefunded, settleSandboxPayment } from '../sandbox/comgate-db'
import { admin } from '../test/admin-client'
import { stockOf } from '../test/checkout-fixtures'
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

// every test first places its orders through the shop API, several seconds on a busy machine
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

async function startPayment(token: string): Promise<{ url: string; transId: string }> {
  const response = await send('GET', `/orders/${token}/pay`, undefined, {
    'x-forwarded-host': 'shop.example',
    'x-forwarded-proto': 'https',
  })
  return response.json()
}

/** A card order paid at the sandbox gateway (its notification completes the payment). */
async function paidByCard(items: Array<[string, number]> = [[JUICE, 2]]) {
  const order = await placed(items, 'courier', 'comgate')
  const { url, transId } = await startPayment(order.tokenValue)
  await choose(testEnv, url, 'Zaplatit')
  return { order: await adminOrder(order.tokenValue), transId }
}

function notify(transId: string): Promise<Response> {
  const body = new URLSearchParams({
    merchant: testEnv.COMGATE_MERCHANT,
    secret: testEnv.COMGATE_SECRET,
    transId,
    refId: '1',
    status: 'PAID',
  })
  return Promise.resolve(
    app.request(
      '/api/v2/shop/payment-notifications/comgate',
      { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      testEnv,
    ),
  )
}

describe('PATCH /payments/{id}/complete', () => {
  it('records a bank transfer: paid, progressing, stock sold, history and the customer mailed', async () => {
    const before = await stockOf(testEnv.DB, JUICE)
    const order = await placed([[JUICE, 3]], 'courier', 'bank_transfer')

    const response = await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: order.total })

    expect(response.status).toBe(200)
    const paid = await response.json<typeof order>()
    expect(paid).toMatchObject({ state: 'progressing', paymentState: 'paid', shippingState: 'ready' })
    expect(paid.payments[0]).toMatchObject({ state: 'completed' })
    expect(paid.history.at(-1)).toMatchObject({ transition: 'payment.complete', actor: 'ops' })
    expect(await stockOf(testEnv.DB, JUICE)).toEqual({ on_hand: before.on_hand - 3, on_hold: before.on_hold })
    const mails = await mailsOf(order.tokenValue)
    expect(mails.find((mail) => mail.template === 'payment-received')?.subject).toBe(
      `Platba za objednávku ${order.number} přijata – Drinkárna`,
    )
    const audit = await (
      await admin('GET', `/audit-log-entries?resource=/api/v2/admin/payments/${order.payments[0]!.id}`)
    ).json<{ 'hydra:member': unknown[] }>()
    expect(audit['hydra:member']).toEqual([
      expect.objectContaining({ actor: 'ops', before: { state: 'new' }, after: { state: 'completed' } }),
    ])
  })

  it('refuses an amount that does not match and a second completion, changing nothing', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    const wrong = await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: order.total - 100 })
    expect(wrong.status).toBe(422)
    expect(await violations(wrong)).toEqual([
      expect.objectContaining({ propertyPath: 'amount', code: 'amountMismatch' }),
    ])
    expect((await adminOrder(order.tokenValue)).paymentState).toBe('awaiting_payment')

    expect((await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)).status).toBe(200)
    const again = await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)
    expect(again.status).toBe(422)
    expect(await violations(again)).toEqual([expect.objectContaining({ message: 'Platba už je zaplacená.' })])
  })

  it('completes once when two staff record the same transfer at once', async () => {
    const before = await stockOf(testEnv.DB, JUICE)
    const order = await placed([[JUICE, 2]], 'courier', 'bank_transfer')

    const answers = await Promise.all([1, 2].map(() => step('PATCH', `/payments/${order.payments[0]!.id}/complete`)))

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    expect(await stockOf(testEnv.DB, JUICE)).toEqual({ on_hand: before.on_hand - 2, on_hold: before.on_hold })
    const after = await adminOrder(order.tokenValue)
    expect(after.history.filter((entry) => entry.transition === 'payment.complete')).toHaveLength(1)
    expect((await mailsOf(order.tokenValue)).filter((mail) => mail.template === 'payment-received')).toHaveLength(1)
  })

  it("leaves card payments to the gateway, and the gateway's PAID makes the order progressing", async () => {
    const { order } = await paidByCard()
    expect(order).toMatchObject({ state: 'progressing', paymentState: 'paid' })
    expect(order.history.find((entry) => entry.transition === 'payment.complete')).toMatchObject({ actor: 'gateway' })
    const card = await placed([[JUICE, 1]], 'courier', 'comgate')
    const refusal = await step('PATCH', `/payments/${card.payments.at(-1)!.id}/complete`)
    expect(refusal.status).toBe(422)
    expect(await violations(refusal)).toEqual([expect.objectContaining({ code: 'gatewayPayment' })])
  })
})

describe('POST /payments/{id}/refunds', () => {
  it('refunds a card payment in part and then the rest through the gateway, and refuses more than was paid', async () => {
    const { order, transId } = await paidByCard([[JUICE, 2]])
    const payment = order.payments.at(-1)!

    const part = await step('POST', `/payments/${payment.id}/refunds`, { amount: 5_000, reason: 'Rozbitá lahev' })
    expect(part.status).toBe(201)
    expect(await part.json()).toMatchObject({ paymentState: 'partially_refunded' })

    const tooMuch = await step('POST', `/payments/${payment.id}/refunds`, { amount: payment.amount })
    expect(tooMuch.status).toBe(422)
    expect(await violations(tooMuch)).toEqual([
      expect.objectContaining({ propertyPath: 'amount', code: 'refundTooHigh' }),
    ])

    const rest = await step('POST', `/payments/${payment.id}/refunds`, { amount: payment.amount - 5_000 })
    const refunded = await rest.json<typeof order>()
    expect(refunded).toMatchObject({ paymentState: 'refunded' })
    expect(refunded.payments.at(-1)).toMatchObject({ state: 'refunded', refundedAmount: payment.amount })
    expect(await sandboxRefunded(testEnv.DB, transId)).toEqual([5_000, payment.amount - 5_000])
    expect((await mailsOf(order.tokenValue)).filter((mail) => mail.template === 'order-refunded')).toHaveLength(2)
    // the customer's order page says "vráceno" from this state (src/locales)
    expect(
      (await (await send('GET', `/orders/${order.tokenValue}`)).json<{ paymentState: string }>()).paymentState,
    ).toBe('refunded')
  })

  it('gives back at most what was paid when two refunds of the whole amount come at once', async () => {
    const { order, transId } = await paidByCard([[JUICE, 1]])
    const payment = order.payments.at(-1)!

    const answers = await Promise.all(
      [1, 2].map(() => step('POST', `/payments/${payment.id}/refunds`, { amount: payment.amount })),
    )

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    expect(await sandboxRefunded(testEnv.DB, transId)).toEqual([payment.amount])
  })

  it("records a bank refund with the customer's account, and asks for the account when it is missing", async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)
    const noAccount = await step('POST', `/payments/${order.payments[0]!.id}/refunds`, { amount: 1_000 })
    expect(await violations(noAccount)).toEqual([
      expect.objectContaining({ propertyPath: 'account', message: 'Zadejte číslo účtu, na který peníze vracíte.' }),
    ])

    const refund = await step('POST', `/payments/${order.payments[0]!.id}/refunds`, {
      amount: 1_000,
      account: '123456789/0800',
    })

    expect(refund.status).toBe(201)
    const after = await refund.json<typeof order>()
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: 1_000,
        method: 'bank_transfer',
        state: 'completed',
        account: '123456789/0800',
      }),
    ])
    expect(after.paymentState).toBe('partially_refunded')
    expect((await mailsOf(order.tokenValue)).find((mail) => mail.template === 'order-refunded')?.text).toContain(
      'na účet 123456789/0800',
    )
  })

  it('refuses to refund an unpaid payment', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    const response = await step('POST', `/payments/${order.payments[0]!.id}/refunds`, {
      amount: 1_000,
      account: '123456789/0800',
    })
    expect(response.status).toBe(422)
    expect(await violations(response)).toEqual([
      expect.objectContaining({ message: 'Platba není zaplacená, není co vracet.' }),
    ])
  })
})

describe('a gateway PAID racing a staff cancel', () => {
  it('ends cancelled, the stock back once and the money refunded once, whichever comes first', async () => {
    const before = await stockOf(testEnv.DB, RUM)
    const order = await placed([[RUM, 2]], 'courier', 'comgate')
    const { transId } = await startPayment(order.tokenValue)
    // the payer paid at the gateway; its notification and the staff's cancel arrive together
    await settleSandboxPayment(testEnv.DB, transId, 'PAID', 'CARD_CZ_CSOB_2', Date.now())

    const [notified, cancelled] = await Promise.all([
      notify(transId),
      step('PATCH', `/orders/${order.tokenValue}/cancel`, { reason: 'Na přání zákazníka' }),
    ])

    expect(notified.status).toBe(200)
    expect(cancelled.status).toBe(200)
    const after = await adminOrder(order.tokenValue)
    expect(after.state).toBe('cancelled')
    expect(after.paymentState).toBe('refunded')
    expect(await stockOf(testEnv.DB, RUM)).toEqual(before)
    expect(await sandboxRefunded(testEnv.DB, transId)).toEqual([order.total])
  })

  it('records money the gateway took after the cancellation and gives it back', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'comgate')
    const { transId } = await startPayment(order.tokenValue)
    expect((await step('PATCH', `/orders/${order.tokenValue}/cancel`)).status).toBe(200)
    // the payer's card went through at the gateway just as the payment was being closed
    await testEnv.DB.prepare("UPDATE sandbox_comgate_payments SET status = 'PAID' WHERE trans_id = ?")
      .bind(transId)
      .run()

    expect((await notify(transId)).status).toBe(200)

    const after = await adminOrder(order.tokenValue)
    expect(after).toMatchObject({ state: 'cancelled', paymentState: 'refunded' })
    expect(after.history.map((entry) => entry.transition)).toEqual([
      'order.place',
      'order.cancel',
      'payment.complete_after_cancel',
      'payment.refund',
    ])
    expect(await sandboxRefunded(testEnv.DB, transId)).toEqual([order.total])
  })
})
