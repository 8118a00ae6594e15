import { beforeAll, describe, expect, it } from 'vitest'
import {
  ADDRESS,
  addCoupon,
  addItem,
  addPromotion,
  address,
  complete,
  LOCKER_POINT,
  newCart,
  orderOf,
  readyCart,
  send,
  setStock,
  STAFFED_POINT,
} from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { gatedDb } from '../test/gated-db'
import { row } from '../test/sql'
import { checkoutHooks } from './checkout'

/** docs/security.md, hole 2 (price race): a cart write racing the completion must never give an order more than was priced. */

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setStock(testEnv.DB, 'RUM_B_700', 1000)
  const promotion = await addPromotion(testEnv.DB, {
    code: 'REVISION',
    couponBased: true,
    rules: [],
    actions: [{ type: 'order_fixed_discount', amount: 1000 }],
  })
  await addCoupon(testEnv.DB, promotion, 'REVIZE')
})

const UNIT = 30000

/** What the order charges must be what it holds: items total, total and payment from its lines. */
function expectPricedAsHeld(order: Awaited<ReturnType<typeof orderOf>>) {
  const quantity = order.items.reduce((sum, line) => sum + line.quantity, 0)
  expect(order.itemsTotal).toBe(quantity * UNIT)
  expect(order.payments.at(-1)?.amount).toBe(order.total)
}

/** The quantity write of `PATCH …/items/{id}`, whatever statement or batch carries it. */
const QUANTITY_WRITE = /order_items SET quantity/

async function completeWith(token: string, duringPause: () => Promise<void>): Promise<Response> {
  checkoutHooks.beforePlacement = duringPause
  try {
    return await complete(token, crypto.randomUUID())
  } finally {
    checkoutHooks.beforePlacement = async () => {}
  }
}

describe('a quantity change racing the completion', () => {
  it('lands between the pricing and the placing write: the order is refused (409) or priced for 3, never 3 for 1', async () => {
    const token = await readyCart([['RUM_B_700', 1]])
    const line = (await orderOf(await send('GET', `/orders/${token}`))).items[0]!
    // the item write lands in the completion's pause; the PATCH's own re-pricing comes late
    const late = gatedDb(QUANTITY_WRITE, 'after')
    let change: Promise<Response> | null = null
    const completion = await completeWith(token, async () => {
      change = send('PATCH', `/orders/${token}/items/${line.id}`, { quantity: 3 }, {}, late.env)
      await late.reached
    })
    late.release()
    await change
    expect([200, 409]).toContain(completion.status)
    const order = await orderOf(await send('GET', `/orders/${token}`))
    expectPricedAsHeld(order)
    if (completion.status === 409) {
      // nothing was stored: the customer reads the cart again and places 3 units at the price of 3
      expect(order.state).toBe('cart')
      const placed = await orderOf(await complete(token, crypto.randomUUID()))
      expect(placed).toMatchObject({ state: 'new', itemsTotal: 3 * UNIT })
      expectPricedAsHeld(placed)
    }
  })

  it('read the cart before the placement but writes after it: the write is refused and the order unchanged', async () => {
    const token = await readyCart([['RUM_B_700', 1]])
    const line = (await orderOf(await send('GET', `/orders/${token}`))).items[0]!
    const slow = gatedDb(QUANTITY_WRITE, 'before')
    const change = send('PATCH', `/orders/${token}/items/${line.id}`, { quantity: 3 }, {}, slow.env)
    await slow.reached
    const placed = await orderOf(await complete(token, crypto.randomUUID()))
    slow.release()
    const refused = await change
    expect(refused.status).toBe(404)
    expect(((await refused.json()) as { '@type': string })['@type']).toBe('hydra:Error')
    const order = await orderOf(await send('GET', `/orders/${token}`))
    expect(order).toEqual(placed)
    expectPricedAsHeld(order)
  })
})

describe('a read that re-prices the cart, stored after a cart write', () => {
  it('does not undo the write: the cart is placed at the price of what it holds', async () => {
    const token = await readyCart([['RUM_B_700', 1]])
    const line = (await orderOf(await send('GET', `/orders/${token}`))).items[0]!
    await row(testEnv.DB, 'UPDATE product_variants SET price = 31000 WHERE code = ?', 'RUM_B_700').run()
    try {
      // the read prices one unit at the new price; its write-back comes after the quantity change and its answer
      const late = gatedDb(/order_items SET unit_price/, 'before')
      const read = send('GET', `/orders/${token}`, undefined, {}, late.env)
      await late.reached
      const changed = await orderOf(await send('PATCH', `/orders/${token}/items/${line.id}`, { quantity: 3 }))
      expect(changed.itemsTotal).toBe(3 * 31000)
      late.release()
      expect((await orderOf(await read)).itemsTotal).toBe(31000)
      const placed = await complete(token, crypto.randomUUID())
      expect(placed.status).toBe(200)
      expect(await orderOf(placed)).toMatchObject({ state: 'new', itemsTotal: 3 * 31000 })
    } finally {
      await row(testEnv.DB, 'UPDATE product_variants SET price = 30000 WHERE code = ?', 'RUM_B_700').run()
    }
  })
})

describe('a placed order', () => {
  it('refuses every cart write and stays as it was placed', async () => {
    const token = await readyCart([['RUM_B_700', 1]], 'packeta', 'bank_transfer')
    const placed = await orderOf(await complete(token, crypto.randomUUID()))
    const line = placed.items[0]!
    const writes: Array<[string, string, unknown]> = [
      ['POST', `/orders/${token}/items`, { productVariant: 'RUM_B_700', quantity: 2 }],
      ['PATCH', `/orders/${token}/items/${line.id}`, { quantity: 3 }],
      ['DELETE', `/orders/${token}/items/${line.id}`, undefined],
      [
        'PUT',
        `/orders/${token}`,
        { email: 'jiny@example.cz', billingAddress: { ...ADDRESS, street: 'Jiná 1' }, couponCode: null, note: 'změna' },
      ],
      [
        'PATCH',
        `/orders/${token}/shipments/${placed.shipments[0]!.id}`,
        { shippingMethod: 'packeta', branchId: LOCKER_POINT },
      ],
      ['PATCH', `/orders/${token}/payments/${placed.payments[0]!.id}`, { paymentMethod: 'cod' }],
      ['DELETE', `/orders/${token}`, undefined],
    ]
    for (const [method, path, body] of writes) {
      const response = await send(method, path, body)
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(((await response.json()) as { '@type': string })['@type']).toBe('hydra:Error')
    }
    expect(await orderOf(await send('GET', `/orders/${token}`))).toEqual(placed)
  })
})

describe('the cart revision', () => {
  async function revisionOf(token: string): Promise<number> {
    return (await row(testEnv.DB, 'SELECT revision FROM orders WHERE token = ?', token).first<{ revision: number }>())!
      .revision
  }

  it('moves with every cart write, and not with a read', async () => {
    const token = await newCart()
    const cart = await addItem(token, 'RUM_B_700')
    await address(token)
    const line = cart.items[0]!
    const writes: Array<[string, string, unknown]> = [
      ['POST', `/orders/${token}/items`, { productVariant: 'RUM_A_700', quantity: 1 }],
      ['PATCH', `/orders/${token}/items/${line.id}`, { quantity: 2 }],
      ['PUT', `/orders/${token}`, { billingAddress: { ...ADDRESS, street: 'Jiná 1' } }],
      ['PUT', `/orders/${token}`, { email: 'jiny@example.cz' }],
      ['PUT', `/orders/${token}`, { note: 'Zazvonit dvakrát' }],
      ['PUT', `/orders/${token}`, { couponCode: 'REVIZE' }],
      [
        'PATCH',
        `/orders/${token}/shipments/${cart.shipments[0]!.id}`,
        { shippingMethod: 'packeta', branchId: STAFFED_POINT },
      ],
      ['PATCH', `/orders/${token}/payments/${cart.payments[0]!.id}`, { paymentMethod: 'bank_transfer' }],
      ['DELETE', `/orders/${token}/items/${line.id}`, undefined],
    ]
    for (const [method, path, body] of writes) {
      const before = await revisionOf(token)
      const response = await send(method, path, body)
      expect(response.status, `${method} ${path}`).toBeLessThan(300)
      expect(await revisionOf(token), `${method} ${path}`).toBe(before + 1)
    }
    const before = await revisionOf(token)
    await send('GET', `/orders/${token}`)
    expect(await revisionOf(token)).toBe(before)
  })
})
