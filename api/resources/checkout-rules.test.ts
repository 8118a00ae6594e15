import { beforeAll, describe, expect, it } from 'vitest'
import {
  addItem,
  address,
  chooseShipping,
  choosePayment,
  complete,
  LOCKER_POINT,
  newCart,
  orderOf,
  send,
  setStock,
  verifiedAdult,
  violationsOf,
} from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'

/** docs/security.md, hole 5 (rule bypass): the shipping and payment rules hold at completion, not only when a method is chosen. */

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setStock(testEnv.DB, 'RUM_A_700', 100)
  await setStock(testEnv.DB, 'RUM_B_700', 100)
})

/** A cart without alcohol, addressed, shipped by `shipping` (to the Z-BOX for Packeta) and paid by `payment`. */
async function softCart(shipping: string, payment: string): Promise<string> {
  const token = await newCart()
  await addItem(token, 'RUM_B_700')
  await address(token)
  await orderOf(await chooseShipping(token, shipping, LOCKER_POINT))
  await orderOf(await choosePayment(token, payment))
  return token
}

describe('completion checks the methods again', () => {
  it('refuses spirits added after a Z-BOX was chosen, and places nothing', async () => {
    const token = await softCart('packeta', 'bank_transfer')
    await addItem(token, 'RUM_A_700')
    const response = await complete(token, crypto.randomUUID())
    expect(response.status).toBe(422)
    expect(await violationsOf(response)).toEqual([
      expect.objectContaining({
        propertyPath: 'branchId',
        message: 'Zásilky s alkoholem lze vyzvednout jen na výdejním místě s obsluhou.',
      }),
    ])
    expect((await orderOf(await send('GET', `/orders/${token}`))).state).toBe('cart')
    // a staffed point makes it completable
    await orderOf(await chooseShipping(token, 'packeta'))
    await orderOf(await choosePayment(token, 'bank_transfer'))
    // ... once the buyer's age is verified (decision 038)
    const unverified = await complete(token, crypto.randomUUID())
    expect(unverified.status).toBe(422)
    expect((await violationsOf(unverified))[0]?.propertyPath).toBe('ageVerification')
    await verifiedAdult(token)
    const placed = await orderOf(await complete(token, crypto.randomUUID()))
    expect(placed.state).toBe('new')
    // the pickup point checks the age again at the hand-over (Packeta's adultContent)
    expect(placed.shipments[0]?.checkAgeAtHandover).toBe(true)
  })

  it('refuses a payment that no longer goes with the shipping', async () => {
    const token = await softCart('courier', 'cod')
    await row(
      testEnv.DB,
      "DELETE FROM shipping_payment_methods WHERE shipping_code = 'courier' AND payment_code = 'cod'",
    ).run()
    try {
      const response = await complete(token, crypto.randomUUID())
      expect(response.status).toBe(422)
      expect(await violationsOf(response)).toEqual([
        expect.objectContaining({
          propertyPath: 'paymentMethod',
          message: 'Způsob platby Dobírka není s vybranou dopravou dostupný. Zvolte prosím jiný.',
        }),
      ])
    } finally {
      await row(
        testEnv.DB,
        "INSERT INTO shipping_payment_methods (shipping_code, payment_code) VALUES ('courier', 'cod')",
      ).run()
    }
  })

  it('refuses a shipping method switched off since it was chosen', async () => {
    const token = await softCart('courier', 'bank_transfer')
    await row(testEnv.DB, "UPDATE shipping_methods SET enabled = 0 WHERE code = 'courier'").run()
    try {
      const response = await complete(token, crypto.randomUUID())
      expect(response.status).toBe(422)
      expect(await violationsOf(response)).toEqual([
        expect.objectContaining({ propertyPath: 'shippingMethod', message: 'Způsob dopravy courier neexistuje.' }),
      ])
    } finally {
      await row(testEnv.DB, "UPDATE shipping_methods SET enabled = 1 WHERE code = 'courier'").run()
    }
  })
})
