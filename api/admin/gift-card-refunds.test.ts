import { beforeAll, describe, expect, it, vi } from 'vitest'
import { adminOrder as adminOrderSchema } from '../../contract/admin/orders'
import { formatGiftCardCode } from '../../contract/gift-cards'
import { choose } from '../sandbox/comgate-fixtures'
import { admin } from '../test/admin-client'
import { complete, orderOf, readyCart, send } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { step } from '../test/fulfilment-fixtures'
import { addGiftCard, addVoucherCatalogue, applyCode, balanceOf, JUICE } from '../test/gift-card-fixtures'

/**
 * The admin order names the part of a refund that went back to a voucher (decision 056), as its audit entry does:
 * staff see on the order what came back to which voucher, not only the money.
 */

vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  await addVoucherCatalogue()
})

async function orderAnswer(token: string) {
  const response = await admin('GET', `/orders/${token}`)
  expect(response.status).toBe(200)
  return adminOrderSchema.parse(await response.json())
}

describe('a refund of a voucher-paid order in the admin order', () => {
  it("lists the voucher's part of a refund with its code beside the money part", async () => {
    const code = await addGiftCard(25_000)
    const token = await readyCart([[JUICE, 2]], 'courier', 'bank_transfer', {
      email: `vratka-${crypto.randomUUID().slice(0, 6)}@example.cz`,
    })
    await orderOf(await applyCode(token, code))
    await orderOf(await complete(token))
    const order = await orderAnswer(token)
    const payment = order.payments[0]!
    expect((await step('PATCH', `/payments/${payment.id}/complete`, { amount: payment.amount })).status).toBe(200)
    const line = order.items[0]!
    const piece = line.total / line.quantity

    const refunded = await step('POST', `/payments/${payment.id}/refunds`, {
      lines: [{ orderItem: line.id, quantity: 1 }],
      account: '2001234567/2010',
    })
    expect(refunded.status).toBe(201)

    const [refund] = (await orderAnswer(token)).refunds
    expect(refund).toMatchObject({
      amount: payment.amount,
      giftCards: [{ code: formatGiftCardCode(code), amount: piece - payment.amount }],
    })
  })

  it('lists no voucher part for a refund of an order paid in money alone', async () => {
    const token = await readyCart([[JUICE, 1]], 'courier', 'bank_transfer', {
      email: `penize-${crypto.randomUUID().slice(0, 6)}@example.cz`,
    })
    await orderOf(await complete(token))
    const order = await orderAnswer(token)
    const payment = order.payments[0]!
    expect((await step('PATCH', `/payments/${payment.id}/complete`, { amount: payment.amount })).status).toBe(200)
    const refunded = await step('POST', `/payments/${payment.id}/refunds`, {
      amount: 1_000,
      account: '2001234567/2010',
    })
    expect(refunded.status).toBe(201)
    expect((await orderAnswer(token)).refunds).toEqual([expect.objectContaining({ amount: 1_000, giftCards: [] })])
  })

  it('lists no voucher part for a refund the gateway refused: the voucher got nothing back', async () => {
    const code = await addGiftCard(25_000)
    const token = await readyCart([[JUICE, 2]], 'courier', 'comgate', {
      email: `karta-${crypto.randomUUID().slice(0, 6)}@example.cz`,
    })
    await orderOf(await applyCode(token, code))
    await orderOf(await complete(token))
    const started = await send('GET', `/orders/${token}/pay`, undefined, {
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    })
    const { url, transId } = await started.json<{ url: string; transId: string }>()
    await choose(testEnv, url, 'Zaplatit')
    const order = await orderAnswer(token)
    const payment = order.payments.at(-1)!
    expect(payment.state).toBe('completed')
    // the gateway has nothing left to give back (refunded there already), so it refuses the refund
    await row(
      testEnv.DB,
      `INSERT INTO sandbox_comgate_refunds (trans_id, ref_id, amount, created_at) VALUES (?, 'elsewhere', ?, ?)`,
      transId,
      payment.amount,
      Date.now(),
    ).run()
    const before = await balanceOf(code)

    const refused = await step('POST', `/payments/${payment.id}/refunds`, {
      lines: [{ orderItem: order.items[0]!.id, quantity: 1 }],
    })

    expect(refused.status).toBe(422)
    expect((await balanceOf(code)).amount).toBe(before.amount)
    expect((await orderAnswer(token)).refunds).toEqual([expect.objectContaining({ state: 'failed', giftCards: [] })])
  })
})
