import { beforeAll, describe, expect, it, vi } from 'vitest'
import { choosePayment, chooseShipping, complete, orderOf, send, violationsOf } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'
import { adminOrder, step, violations } from '../test/fulfilment-fixtures'
import { row } from '../test/sql'
import {
  addVoucherCatalogue,
  addVoucherLine,
  cartOf,
  JUICE,
  VOUCHER_500,
  VOUCHER_BUYER,
  voucherOrder,
} from '../test/gift-card-fixtures'

/** A vouchers-only checkout needs a billing name and an e-mail, no address (decision 056). */

vi.setConfig({ testTimeout: 30_000 })

beforeAll(async () => {
  await addVoucherCatalogue()
})

const NAME_ONLY = { firstName: 'Jana', lastName: 'Nováková' }

async function cartWith(variant: string) {
  const token = (await orderOf(await send('POST', '/orders', {}))).tokenValue
  await orderOf(await addVoucherLine(token, variant))
  return token
}

const paths = async (response: Response) => (await violations(response)).map((found) => found.propertyPath).sort()

describe('the address of a vouchers-only checkout', () => {
  it('places an order of vouchers with only the billing name and e-mail', async () => {
    const order = await voucherOrder([[VOUCHER_500, 1]], NAME_ONLY)

    expect(order).toMatchObject({ state: 'new', total: 50_000 })
    // paid, it is invoiced to the name and its voucher mailed
    expect((await step('PATCH', `/payments/${order.payments[0]!.id}/complete`, { amount: 50_000 })).status).toBe(200)
    const invoice = await row(
      testEnv.DB,
      `SELECT i.document FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.token = ? AND i.kind = 'invoice'`,
      order.tokenValue,
    ).first<{ document: string }>()
    expect(JSON.parse(invoice!.document)).toMatchObject({ buyer: { name: 'Jana Nováková' } })
    expect(await adminOrder(order.tokenValue)).toMatchObject({ state: 'fulfilled' })
  })

  it('still takes a company buyer with its full address and IČO', async () => {
    const company = { ...NAME_ONLY, company: 'Drinky s.r.o.', companyId: '27082440', street: 'Vodičkova 31' }
    const token = await cartWith(VOUCHER_500)

    const partial = await send('PUT', `/orders/${token}`, { email: 'firma@example.cz', billingAddress: company })
    expect(partial.status).toBe(422)
    expect(await paths(partial)).toEqual(['billingAddress.city', 'billingAddress.postcode'])

    const full = { ...company, city: 'Praha', postcode: '110 00' }
    const answer = await send('PUT', `/orders/${token}`, { email: 'firma@example.cz', billingAddress: full })
    expect(answer.status).toBe(200)
  })

  it('refuses the missing address for a cart with goods exactly as before', async () => {
    const token = await cartWith(JUICE)

    const response = await send('PUT', `/orders/${token}`, { email: 'jana@example.cz', billingAddress: NAME_ONLY })

    expect(response.status).toBe(422)
    expect(await paths(response)).toEqual([
      'billingAddress.city',
      'billingAddress.phoneNumber',
      'billingAddress.postcode',
      'billingAddress.street',
    ])
  })

  it('keeps no delivery address for an order of vouchers: nothing is shipped, the vouchers are mailed', async () => {
    for (const billing of [NAME_ONLY, VOUCHER_BUYER]) {
      const order = await voucherOrder([[VOUCHER_500, 1]], billing)

      const placed = await cartOf(order.tokenValue)
      expect(placed.billingAddress).toMatchObject({ firstName: 'Jana', lastName: 'Nováková' })
      expect(placed.shippingAddress).toBeNull()
      expect(order).toMatchObject({ billingAddress: { firstName: 'Jana' }, shippingAddress: null })
    }
  })

  it('asks for the delivery address again when goods join a cart addressed as vouchers only', async () => {
    const token = await cartWith(VOUCHER_500)
    await orderOf(await send('PUT', `/orders/${token}`, { email: 'jana@example.cz', billingAddress: NAME_ONLY }))
    await orderOf(await addVoucherLine(token, JUICE))
    await orderOf(await chooseShipping(token, 'courier'))
    await orderOf(await choosePayment(token, 'bank_transfer'))

    const response = await complete(token, crypto.randomUUID())

    expect(response.status).toBe(422)
    expect((await violationsOf(response)).map((found) => found.message)).toEqual([
      'Nejprve vyplňte kontaktní údaje a adresu.',
    ])
    expect((await cartOf(token)).checkoutState).not.toBe('completed')
  })
})
