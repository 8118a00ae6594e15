import { beforeAll, describe, expect, it } from 'vitest'
import { addItem, complete, newCart, readyCart, send, setStock } from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { purgeAbandonedCarts } from './cart-retention'

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setStock(testEnv.DB, 'RUM_B_700', 10)
})

describe('abandoned carts', () => {
  it('are deleted after 30 untouched days with their items; recent carts and placed orders stay', async () => {
    const old = await newCart()
    await addItem(old, 'RUM_B_700')
    const recent = await newCart()
    const placed = await readyCart([['RUM_B_700', 1]])
    expect((await complete(placed)).status).toBe(200)
    await row(
      testEnv.DB,
      "UPDATE orders SET updated_at = datetime('now', '-31 days') WHERE token IN (?, ?)",
      old,
      placed,
    ).run()

    expect(await purgeAbandonedCarts(testEnv.DB)).toBe(1)
    expect((await send('GET', `/orders/${old}`)).status).toBe(404)
    expect((await send('GET', `/orders/${recent}`)).status).toBe(200)
    expect((await send('GET', `/orders/${placed}`)).status).toBe(200)
    const orphans = await row(
      testEnv.DB,
      'SELECT count(*) AS n FROM order_items WHERE order_id NOT IN (SELECT id FROM orders)',
    ).first<{ n: number }>()
    expect(orphans?.n).toBe(0)
  })
})
