import { beforeAll, describe, expect, it } from 'vitest'
import { addItem, newCart, orderOf, send, setStock } from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'

/** docs/security.md, hole 9 (IDOR: order): an order's shipping and payment methods follow the owner rule of every other order call. */

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setStock(testEnv.DB, 'RUM_B_700', 100)
})

/** A registered, logged-in customer's bearer header. */
async function customer(email: string): Promise<Record<string, string>> {
  await send('POST', '/customers', { firstName: 'Jana', lastName: 'Nováková', email, password: 'tajne-heslo-1' })
  const body = (await (await send('POST', '/authentication-token', { email, password: 'tajne-heslo-1' })).json()) as {
    token: string
  }
  return { authorization: `Bearer ${body.token}` }
}

function methodPaths(order: Awaited<ReturnType<typeof orderOf>>): string[] {
  return [
    `/orders/${order.tokenValue}/shipments/${order.shipments[0]!.id}/methods`,
    `/orders/${order.tokenValue}/payments/${order.payments[0]!.id}/methods`,
  ]
}

describe("an order's methods", () => {
  it("are not found for a logged-in customer's cart without their token", async () => {
    const auth = await customer('metody@example.cz')
    const token = (await orderOf(await send('POST', '/orders', {}, auth))).tokenValue
    const cart = await orderOf(
      await send('POST', `/orders/${token}/items`, { productVariant: 'RUM_B_700', quantity: 1 }, auth),
    )
    const other = await customer('cizi@example.cz')
    for (const path of methodPaths(cart)) {
      expect((await send('GET', path, undefined, auth)).status, path).toBe(200)
      expect((await send('GET', path)).status, `${path} as a guest`).toBe(404)
      expect((await send('GET', path, undefined, other)).status, `${path} as another customer`).toBe(404)
    }
  })

  it("are found by the token alone for a guest's cart, and not at all for an unknown one", async () => {
    const token = await newCart()
    const cart = await addItem(token, 'RUM_B_700')
    for (const path of methodPaths(cart)) {
      const response = await send('GET', path)
      expect(response.status).toBe(200)
      expect(((await response.json()) as { 'hydra:totalItems': number })['hydra:totalItems']).toBeGreaterThan(0)
      expect((await send('GET', path.replace(token, 'no-such-cart'))).status).toBe(404)
    }
  })
})
