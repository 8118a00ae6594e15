import { beforeAll, describe, expect, it } from 'vitest'
import app from '../index'
import { addItem, newCart, orderOf, send } from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
})

/** Raw requests as a careless or hostile client sends them: the body is text, the content type whatever it says. */
function raw(method: string, path: string, body: string, contentType = 'application/ld+json') {
  return Promise.resolve(
    app.request(
      `/api/v2/shop${path}`,
      { method, headers: { accept: 'application/ld+json', 'content-type': contentType }, body },
      testEnv,
    ),
  )
}

/** Not a JSON object at all: refused by every call. */
const NOT_OBJECTS = ['', 'null', '[]', '"text"', '{']
/** Objects with wrong or foreign fields: refused where the fields matter, ignored where a call does not read them. */
const WRONG_TYPES = [
  '{"quantity": "abc"}',
  '{"productVariant": {"a": 1}, "quantity": 1e309}',
  '{"billingAddress": "x"}',
  '{"email": 5}',
]

describe('bad input on the cart, checkout and account calls', () => {
  it('is answered with a 4xx error body, never a 500, and the cart survives it', async () => {
    const token = await newCart()
    const before = await addItem(token, 'RUM_B_700', 1)
    const itemId = before.items[0]!.id
    const calls: Array<[string, string, string?]> = [
      ['POST', '/orders'],
      ['POST', `/orders/${token}/items`],
      ['PATCH', `/orders/${token}/items/${itemId}`, 'application/merge-patch+json'],
      ['PUT', `/orders/${token}`],
      ['PATCH', `/orders/${token}/shipments/${before.shipments[0]!.id}`, 'application/merge-patch+json'],
      ['PATCH', `/orders/${token}/payments/${before.payments[0]!.id}`, 'application/merge-patch+json'],
      ['PATCH', `/orders/${token}/complete`, 'application/merge-patch+json'],
      ['POST', '/customers'],
      ['POST', '/authentication-token'],
      ['POST', '/reset-password-requests'],
      ['PATCH', '/reset-password-requests/abcdefghijklmnop', 'application/merge-patch+json'],
      ['POST', '/payment-notifications/comgate', 'application/x-www-form-urlencoded'],
    ]
    for (const [method, path, contentType] of calls) {
      for (const body of [...NOT_OBJECTS, ...WRONG_TYPES]) {
        const response = await raw(method, path, body, contentType)
        const label = `${method} ${path} with ${body}`
        expect(response.status, label).toBeLessThan(500)
        if (NOT_OBJECTS.includes(body)) expect(response.status, label).toBeGreaterThanOrEqual(400)
        expect(await response.text(), label).not.toBe('')
      }
    }
    for (const path of [
      `/orders/${'%'}`,
      '/orders/x/items/abc',
      '/customers/abc',
      '/addresses/-1',
      '/orders/x/shipments/abc/methods',
    ]) {
      const response = await send('GET', path)
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBeLessThan(500)
    }
    const after = await orderOf(await send('GET', `/orders/${token}`))
    expect(after.items.map((item) => [item.variantCode, item.quantity])).toEqual([['RUM_B_700', 1]])
  })
})

describe('a path that names no resource', () => {
  it('is a 404 hydra:Error, whatever rule its parameter breaks (the storefront shows its not-found page)', async () => {
    const long = 'a'.repeat(3000)
    for (const path of [
      `/products-by-slug/${long}`,
      `/taxons-by-slug/${long}`,
      `/products/${long}`,
      `/orders/${long}`,
      '/customers/abc',
      '/addresses/-1',
    ]) {
      const response = await send('GET', path)
      expect(response.status, path).toBe(404)
      expect(await response.json(), path).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' })
    }
  })
})
