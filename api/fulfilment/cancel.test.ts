import { beforeAll, describe, expect, it, vi } from 'vitest'
import { sweepPaymentDeadlines } from '../domain/payment-deadline'
import { stockOf } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'
import {
  addFulfilmentCatalogue,
  adminOrder,
  JUICE,
  mailsOf,
  moveParcel,
  packetsOf,
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

const cancel = (token: string, body?: unknown) => step('PATCH', `/orders/${token}/cancel`, body)

describe('PATCH /orders/{tokenValue}/cancel', () => {
  it('returns held stock, cancels payment and shipment, and mails the customer the reason', async () => {
    const before = await stockOf(testEnv.DB, JUICE)
    const order = await placed([[JUICE, 4]], 'courier', 'bank_transfer')
    expect(await stockOf(testEnv.DB, JUICE)).toEqual({ on_hand: before.on_hand, on_hold: before.on_hold + 4 })

    const response = await cancel(order.tokenValue, { reason: 'Zboží už nevyrábí.' })

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      state: 'cancelled',
      paymentState: 'cancelled',
      shippingState: 'cancelled',
      cancelReason: 'Zboží už nevyrábí.',
    })
    expect(await stockOf(testEnv.DB, JUICE)).toEqual(before)
    const mail = (await mailsOf(order.tokenValue)).find((m) => m.template === 'order-cancelled')
    expect(mail?.subject).toBe(`Objednávka ${order.number} byla zrušena – Drinkárna`)
    expect(mail?.text).toContain('Důvod: Zboží už nevyrábí.')
    // the shopper's own order page says why too
    const shown = await (await send('GET', `/orders/${order.tokenValue}`)).json<{ cancelReason: string | null }>()
    expect(shown.cancelReason).toBe('Zboží už nevyrábí.')
  })

  it('cancels the Packeta parcel and puts stock that left back on hand', async () => {
    const before = await stockOf(testEnv.DB, RUM)
    const order = await placed([[RUM, 1]], 'packeta', 'cod')
    await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`)

    expect((await cancel(order.tokenValue)).status).toBe(200)

    expect((await packetsOf(order.number)).map((packet) => packet.status_code)).toEqual([11])
    expect(await stockOf(testEnv.DB, RUM)).toEqual(before)
  })

  it('refuses when Packeta will not cancel a parcel on its way, changing nothing', async () => {
    const order = await placed([[JUICE, 1]], 'packeta', 'cod')
    await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`)
    await moveParcel((await packetsOf(order.number))[0]!.id, 4)

    const response = await cancel(order.tokenValue)

    expect(response.status).toBe(422)
    expect((await violations(response))[0]?.message).toMatch(/^Dopravce Zásilkovna zásilku zrušit nedovolil/)
    expect(await adminOrder(order.tokenValue)).toMatchObject({ state: 'progressing', shippingState: 'shipped' })
  })

  it('refunds a paid transfer to the account staff give', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)

    const response = await cancel(order.tokenValue, { refundAccount: '19-2000145399/0800' })

    const after = await response.json<typeof order>()
    expect(after).toMatchObject({ state: 'cancelled', paymentState: 'refunded' })
    expect(after.refunds).toEqual([
      expect.objectContaining({ amount: order.total, account: '19-2000145399/0800', method: 'bank_transfer' }),
    ])
  })

  it('cancels once when two staff cancel at once, returning the stock once', async () => {
    const before = await stockOf(testEnv.DB, JUICE)
    const order = await placed([[JUICE, 2]], 'courier', 'cod')

    const answers = await Promise.all([1, 2].map(() => cancel(order.tokenValue)))

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    expect(await stockOf(testEnv.DB, JUICE)).toEqual(before)
    expect(
      (await adminOrder(order.tokenValue)).history.filter((entry) => entry.transition === 'order.cancel'),
    ).toHaveLength(1)
  })

  it('refuses a delivered order and a bad account number', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'cod')
    const badAccount = await cancel(order.tokenValue, { refundAccount: 'my account' })
    expect(badAccount.status).toBe(422)
    expect((await violations(badAccount))[0]).toMatchObject({ propertyPath: 'refundAccount' })
    await step('PATCH', `/shipments/${order.shipments[0]!.id}/ship`, { trackingCode: 'PPL1' })
    await step('PATCH', `/shipments/${order.shipments[0]!.id}/deliver`)

    const response = await cancel(order.tokenValue)

    expect(response.status).toBe(422)
    expect(await violations(response)).toEqual([
      expect.objectContaining({ message: `Objednávka ${order.number} je už vyřízená.` }),
    ])
  })
})

describe('the bank-transfer deadline', () => {
  it('is stated in the order confirmation', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    const confirmation = (await mailsOf(order.tokenValue)).find((m) => m.template === 'order-confirmation')
    expect(confirmation?.text).toMatch(
      /Platbu prosím pošlete tak, aby dorazila do \d{1,2}\. \d{1,2}\. \d{4}; jinak objednávku zrušíme\./,
    ) // the symbol as the bank shows it: the order's number without its leading zeros
    expect(order.number).toMatch(/^0+[1-9]\d*$/)
    expect(confirmation?.text).toContain(`Variabilní symbol: ${order.number.replace(/^0+/, '')}\n`)
  })

  it('cancels an order unpaid after 7 days with a mail saying why', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    await testEnv.DB.prepare("UPDATE orders SET payment_due_at = datetime('now', '-1 minute') WHERE token = ?")
      .bind(order.tokenValue)
      .run()

    expect(await sweepPaymentDeadlines(testEnv)).toBeGreaterThanOrEqual(1)

    const after = await adminOrder(order.tokenValue)
    expect(after).toMatchObject({
      state: 'cancelled',
      cancelReason: 'Platba převodem nedorazila do 7 dnů od objednání.',
    })
    expect(after.history.at(-1)).toMatchObject({ transition: 'order.cancel', actor: 'system' })
    expect((await mailsOf(order.tokenValue)).find((m) => m.template === 'order-cancelled')?.text).toContain(
      'Důvod: Platba převodem nedorazila do 7 dnů od objednání.',
    )
  })
})
