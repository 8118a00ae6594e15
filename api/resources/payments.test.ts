import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import app from '../index'
import { captureNotifications, choose } from '../sandbox/comgate-fixtures'
import { sweepPaymentDeadlines } from '../domain/payment-deadline'
import {
  addCoupon,
  addPromotion,
  complete,
  orderOf,
  readyCart,
  send,
  setStock,
  stockOf,
  violationsOf,
} from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
})

afterEach(async () => {
  await setStock(testEnv.DB, 'RUM_B_700', 10)
})

async function placedOnline(quantity = 1, extra: Record<string, unknown> = {}) {
  await setStock(testEnv.DB, 'RUM_B_700', 10)
  const token = await readyCart([['RUM_B_700', quantity]], 'courier', 'comgate', extra)
  const order = await orderOf(await complete(token, crypto.randomUUID()))
  return { token, order }
}

async function pay(token: string, key?: string) {
  const response = await send('GET', `/orders/${token}/pay`, undefined, {
    'x-forwarded-host': 'shop.example',
    'x-forwarded-proto': 'https',
    ...(key ? { 'idempotency-key': key } : {}),
  })
  const body = (await response.json()) as { url: string; transId: string }
  return { status: response.status, ...body }
}

const notification = (transId: string, secret = testEnv.COMGATE_SECRET) =>
  new URLSearchParams({
    merchant: testEnv.COMGATE_MERCHANT,
    test: 'true',
    price: '42900',
    curr: 'CZK',
    label: 'x',
    refId: '1',
    email: 'a@b.cz',
    transId,
    status: 'PAID',
    secret,
  })

/** A notification as the gateway posts it (form-encoded, server to server). */
function notify(body: URLSearchParams): Promise<Response> {
  const init = { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
  return Promise.resolve(app.request('/api/v2/shop/payment-notifications/comgate', init, testEnv))
}

describe('online payment', () => {
  it('sends the customer to the gateway, once per payment, and the paid notification pays the order and sells the stock', async () => {
    const { token, order } = await placedOnline(2)
    expect(order.paymentDueAt).not.toBeNull()
    const started = await pay(token, 'k1')
    expect(started.status).toBe(200)
    expect(started.url).toMatch(/^\/sandbox\/comgate\/client\/instructions\/index\?id=/)
    // again, with or without the key: the same gateway payment
    expect((await pay(token, 'k1')).transId).toBe(started.transId)
    expect((await pay(token)).transId).toBe(started.transId)

    const back = await choose(testEnv, started.url, 'Zaplatit')
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toMatch(
      new RegExp(`^https://shop\\.example/cart/thank-you/${token}\\?.*status=PAID`),
    )
    const paid = await orderOf(await send('GET', `/orders/${token}`))
    expect(paid).toMatchObject({ state: 'progressing', paymentState: 'paid', paymentDueAt: null })
    expect(paid.payments.at(-1)).toMatchObject({ state: 'completed' })
    expect(await stockOf(testEnv.DB, 'RUM_B_700')).toEqual({ on_hand: 8, on_hold: 0 })
    expect((await pay(token)).status).toBe(422)
  })

  it('changes state once for a notification replayed 20 times', async () => {
    const { token } = await placedOnline()
    const { transId, url } = await pay(token)
    await choose(testEnv, url, 'Zaplatit')
    const sold = await row(testEnv.DB, "SELECT sold_count FROM products WHERE code = 'RUM_B'").first<{
      sold_count: number
    }>()
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(notification(transId))))
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(await answer.text()).toBe('code=0&message=OK')
    }
    expect(await stockOf(testEnv.DB, 'RUM_B_700')).toEqual({ on_hand: 9, on_hold: 0 })
    const after = await row(testEnv.DB, "SELECT sold_count FROM products WHERE code = 'RUM_B'").first<{
      sold_count: number
    }>()
    expect(after?.sold_count).toBe(sold?.sold_count)
    const payments = await row(testEnv.DB, 'SELECT state FROM payments WHERE gateway_trans_id = ?', transId).all()
    expect(payments.results).toEqual([{ state: 'completed' }])
  })

  it('rejects a forged notification and asks the gateway, not the notification, for the status', async () => {
    const { token } = await placedOnline()
    const { transId } = await pay(token)
    const forged = await notify(notification(transId, 'guessed-secret'))
    expect(forged.status).toBe(400)
    // genuine credentials, but the gateway still says PENDING: nothing is paid
    const premature = await notify(notification(transId))
    expect(premature.status).toBe(200)
    expect((await orderOf(await send('GET', `/orders/${token}`))).paymentState).toBe('awaiting_payment')
  })

  it('opens a fresh payment when the customer cancels at the gateway, so they can try again', async () => {
    const { token } = await placedOnline()
    const first = await pay(token)
    await choose(testEnv, first.url, 'Zrušit platbu')
    const order = await orderOf(await send('GET', `/orders/${token}`))
    expect(order).toMatchObject({ state: 'new', paymentState: 'awaiting_payment' })
    expect(order.payments.map((payment) => payment.state)).toEqual(['cancelled', 'new'])
    const second = await pay(token)
    expect(second.transId).not.toBe(first.transId)
  })
})

describe('the amount the gateway reports', () => {
  it.each([
    ['a lower amount', 'UPDATE sandbox_comgate_payments SET price = price - 100 WHERE trans_id = ?'],
    ['another currency', "UPDATE sandbox_comgate_payments SET curr = 'EUR' WHERE trans_id = ?"],
  ])('leaves the order unpaid and logs it when a PAID status carries %s', async (_label, tamper) => {
    const { token, order } = await placedOnline(2)
    const { url, transId } = await pay(token)
    await row(testEnv.DB, tamper, transId).run()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let logged: string[]
    try {
      await choose(testEnv, url, 'Zaplatit')
      // a correctly signed notification for it, replayed: the status is read from the gateway again
      expect((await notify(notification(transId))).status).toBe(200)
      logged = errors.mock.calls
        .map((call) => String(call[0]))
        .filter((line) => line.includes('payment amount mismatch'))
    } finally {
      errors.mockRestore()
    }
    const unpaid = await orderOf(await send('GET', `/orders/${token}`))
    expect(unpaid).toMatchObject({ state: 'new', paymentState: 'awaiting_payment' })
    expect(unpaid.payments.at(-1)?.state).toBe('processing')
    expect(await stockOf(testEnv.DB, 'RUM_B_700')).toEqual({ on_hand: 10, on_hold: 2 })
    expect(logged.length).toBeGreaterThan(0)
    expect(JSON.parse(logged[0]!)).toMatchObject({
      level: 'error',
      order: order.number,
      transId,
      expected: { amount: order.total, currency: 'CZK' },
    })
  })
})

describe('the deadline of offline payments', () => {
  it('cancels a bank transfer unpaid after 7 days and releases its stock', async () => {
    await setStock(testEnv.DB, 'RUM_B_700', 10)
    const token = await readyCart([['RUM_B_700', 2]], 'courier', 'bank_transfer')
    const order = await orderOf(await complete(token, crypto.randomUUID()))
    const days = (Date.parse(`${order.paymentDueAt!.replace(' ', 'T').replace(/Z?$/, 'Z')}`) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    expect(await sweepPaymentDeadlines(testEnv)).toBe(0)
    await row(
      testEnv.DB,
      "UPDATE orders SET payment_due_at = datetime('now', '-1 minute') WHERE token = ?",
      token,
    ).run()
    const ctx = createExecutionContext()
    await app.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), testEnv, ctx)
    await waitOnExecutionContext(ctx)
    expect(await orderOf(await send('GET', `/orders/${token}`))).toMatchObject({
      state: 'cancelled',
      paymentState: 'cancelled',
      shippingState: 'cancelled',
    })
    expect(await stockOf(testEnv.DB, 'RUM_B_700')).toEqual({ on_hand: 10, on_hold: 0 })
  })

  it('never cancels cash on delivery by time: it is paid at the hand-over', async () => {
    await setStock(testEnv.DB, 'RUM_B_700', 10)
    const token = await readyCart([['RUM_B_700', 2]], 'courier', 'cod')
    const order = await orderOf(await complete(token, crypto.randomUUID()))
    expect(order.paymentDueAt).toBeNull()
    await row(
      testEnv.DB,
      "UPDATE orders SET checkout_completed_at = datetime('now', '-60 days') WHERE token = ?",
      token,
    ).run()
    expect(await sweepPaymentDeadlines(testEnv)).toBe(0)
    expect(await orderOf(await send('GET', `/orders/${token}`))).toMatchObject({
      state: 'new',
      paymentState: 'awaiting_payment',
    })
    expect(await stockOf(testEnv.DB, 'RUM_B_700')).toEqual({ on_hand: 10, on_hold: 2 })
  })
})

describe('the 30-minute payment deadline', () => {
  it('cancels unpaid online orders, releases their stock and gives the coupon use back', async () => {
    const promotion = await addPromotion(testEnv.DB, {
      code: 'DEADLINE',
      couponBased: true,
      rules: [],
      actions: [{ type: 'order_fixed_discount', amount: 1000 }],
    })
    await addCoupon(testEnv.DB, promotion, 'LHUTA', 10)
    const { token, order } = await placedOnline(3, { couponCode: 'LHUTA' })
    await pay(token)
    expect(await stockOf(testEnv.DB, 'RUM_B_700')).toEqual({ on_hand: 10, on_hold: 3 })
    // not yet due
    expect(await sweepPaymentDeadlines(testEnv)).toBe(0)
    await row(
      testEnv.DB,
      "UPDATE orders SET payment_due_at = datetime('now', '-1 minute') WHERE token = ?",
      token,
    ).run()
    expect(await sweepPaymentDeadlines(testEnv)).toBe(1)
    const cancelled = await orderOf(await send('GET', `/orders/${token}`))
    expect(cancelled).toMatchObject({
      number: order.number,
      state: 'cancelled',
      paymentState: 'cancelled',
      shippingState: 'cancelled',
    })
    expect(cancelled.payments.every((payment) => payment.state === 'cancelled')).toBe(true)
    expect(await stockOf(testEnv.DB, 'RUM_B_700')).toEqual({ on_hand: 10, on_hold: 0 })
    const coupon = await row(testEnv.DB, "SELECT used FROM promotion_coupons WHERE code = 'LHUTA'").first<{
      used: number
    }>()
    expect(coupon?.used).toBe(0)
    expect(await violationsOf(await send('GET', `/orders/${token}/pay`))).toEqual([
      expect.objectContaining({ message: 'Objednávka byla zrušena.' }),
    ])
    expect(await sweepPaymentDeadlines(testEnv)).toBe(0)
  })

  it('is swept by the worker cron', async () => {
    const { token } = await placedOnline(2)
    await row(
      testEnv.DB,
      "UPDATE orders SET payment_due_at = datetime('now', '-1 minute') WHERE token = ?",
      token,
    ).run()
    const ctx = createExecutionContext()
    await app.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), testEnv, ctx)
    await waitOnExecutionContext(ctx)
    const state = await row(testEnv.DB, 'SELECT state FROM orders WHERE token = ?', token).first<{ state: string }>()
    expect(state?.state).toBe('cancelled')
    expect(await stockOf(testEnv.DB, 'RUM_B_700')).toEqual({ on_hand: 10, on_hold: 0 })
  })

  it('is applied when an overdue order is read, and spares one whose payment did arrive', async () => {
    const { token: unpaid } = await placedOnline()
    await row(
      testEnv.DB,
      "UPDATE orders SET payment_due_at = datetime('now', '-1 minute') WHERE token = ?",
      unpaid,
    ).run()
    expect((await orderOf(await send('GET', `/orders/${unpaid}`))).state).toBe('cancelled')

    // paid at the gateway, but the notification never came: the sweep asks the gateway first
    const { token: paid } = await placedOnline()
    const { url } = await pay(paid)
    const lost = captureNotifications()
    try {
      await choose(testEnv, url, 'Zaplatit')
    } finally {
      lost.restore()
    }
    expect(lost.received).toHaveLength(1)
    expect((await orderOf(await send('GET', `/orders/${paid}`))).paymentState).toBe('awaiting_payment')
    await row(testEnv.DB, "UPDATE orders SET payment_due_at = datetime('now', '-1 minute') WHERE token = ?", paid).run()
    await sweepPaymentDeadlines(testEnv)
    expect((await orderOf(await send('GET', `/orders/${paid}`))).paymentState).toBe('paid')
  })
})
