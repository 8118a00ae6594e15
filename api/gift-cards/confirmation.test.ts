import { beforeAll, describe, expect, it, vi } from 'vitest'
import { mailsOf } from '../test/fulfilment-fixtures'
import {
  addGiftCard,
  addVoucherCatalogue,
  JUICE,
  orderWithCode,
  VOUCHER_500,
  voucherOrder,
} from '../test/gift-card-fixtures'

/** The order confirmation of an order with vouchers (decision 056): what paid, what is left, when they come. */

vi.setConfig({ testTimeout: 30_000 })

beforeAll(addVoucherCatalogue)

async function confirmation(token: string) {
  const mail = (await mailsOf(token)).find((found) => found.template === 'order-confirmation')
  expect(mail).toBeDefined()
  return mail!
}

describe('the order confirmation with vouchers', () => {
  it('lists each voucher applied, its code masked but the last 4 signs, and the amount left to pay', async () => {
    const code = await addGiftCard(20_000)
    const email = `potvrzeni-${crypto.randomUUID().slice(0, 6)}@example.cz`
    const token = await orderWithCode(code, [[JUICE, 2]], 'courier', 'bank_transfer', { email })

    const mail = await confirmation(token)

    expect(mail.text).toContain(`Dárkový poukaz ****-****-****-${code.slice(-4)}: −200\u00a0Kč`)
    expect(mail.text).toContain('Celkem k úhradě: 89\u00a0Kč')
    expect(mail.text).not.toContain(code.slice(0, 4))
  })

  it('tells the buyer of vouchers only that they come by mail once paid', async () => {
    const order = await voucherOrder([[VOUCHER_500, 1]])

    const mail = await confirmation(order.tokenValue)

    expect(mail.text).toContain('Dárkové poukazy Vám pošleme e-mailem jako PDF, jakmile objednávku zaplatíte.')
  })
})
