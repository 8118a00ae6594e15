import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import app from './index'
import { ADDRESS, orderOf, readyCart, send, setStock, verifiedAdult } from './test/checkout-fixtures'
import { addDrinksCatalogue } from './test/fixtures'
import { testEnv } from './test/env'
import { hostileRequest, LEAKS, type HostileRequest } from './test/hostile-input'
import { row } from './test/sql'

/**
 * Hostile input on every route of the API (docs/security.md): generated malformed and hostile paths, query
 * strings, headers, cookies and bodies, four at a time, against real D1. Every answer is below 500 and an
 * error has a body without a stack trace; nobody else's data is shown, and the victims' carts, orders, stock,
 * addresses, watch list and accounts are the same afterwards. Seeded: a failure prints the seed and the shrunk request.
 * CI runs FUZZ_RUNS (default 200) requests per route; `npm run fuzz` runs 1,000.
 */
const RUNS = Number((testEnv as unknown as { FUZZ_RUNS?: string }).FUZZ_RUNS) || 200
const SEED = 20261123
const AT_ONCE = 4

const VICTIM = {
  email: 'obet@example.cz',
  password: 'obet-tajne-heslo-1',
  phone: '+420 777 000 111',
  street: 'Tajná 13',
}
const VICTIM_ADDRESS = { ...ADDRESS, street: VICTIM.street, phoneNumber: VICTIM.phone }

type Victims = { known: string[]; snapshot: () => Promise<unknown> }
let victims: Victims

/** A logged-in customer with a cart, a placed order, an address and a watchdog entry, and a guest's placed order. */
async function setUpVictims(): Promise<Victims> {
  await send('POST', '/customers', {
    firstName: 'Oběť',
    lastName: 'Útoku',
    email: VICTIM.email,
    password: VICTIM.password,
  })
  const login = (await (
    await send('POST', '/authentication-token', { email: VICTIM.email, password: VICTIM.password })
  ).json()) as { token: string; customer: string }
  const auth = { authorization: `Bearer ${login.token}` }
  const customerId = login.customer.split('/').at(-1)!
  // a verified account, as only one may keep a watch list
  await row(
    testEnv.DB,
    "UPDATE shop_users SET verified_at = datetime('now') WHERE customer_id = ?",
    Number(customerId),
  ).run()
  const placedToken = (await orderOf(await send('POST', '/orders', {}, auth))).tokenValue
  await orderOf(await send('POST', `/orders/${placedToken}/items`, { productVariant: 'RUM_A_700', quantity: 2 }, auth))
  await orderOf(
    await send('PUT', `/orders/${placedToken}`, { email: VICTIM.email, billingAddress: VICTIM_ADDRESS }, auth),
  )
  const placedCart = await orderOf(await send('GET', `/orders/${placedToken}`, undefined, auth))
  await orderOf(
    await send(
      'PATCH',
      `/orders/${placedToken}/shipments/${placedCart.shipments[0]!.id}`,
      { shippingMethod: 'courier' },
      auth,
    ),
  )
  await orderOf(
    await send(
      'PATCH',
      `/orders/${placedToken}/payments/${placedCart.payments[0]!.id}`,
      { paymentMethod: 'bank_transfer' },
      auth,
    ),
  )
  await verifiedAdult(placedToken)
  expect((await send('PATCH', `/orders/${placedToken}/complete`, {}, auth)).status).toBe(200)
  const cartToken = (await orderOf(await send('POST', '/orders', {}, auth))).tokenValue
  const cart = await orderOf(
    await send('POST', `/orders/${cartToken}/items`, { productVariant: 'RUM_B_700', quantity: 1 }, auth),
  )
  await orderOf(
    await send('PUT', `/orders/${cartToken}`, { email: VICTIM.email, billingAddress: VICTIM_ADDRESS }, auth),
  )
  const addressResponse = (await (await send('POST', '/addresses', VICTIM_ADDRESS, auth)).json()) as { '@id': string }
  const watched = await send(
    'POST',
    '/watchdog',
    { productVariantCode: 'RUM_A_700', events: [{ type: 'back_in_stock' }, { type: 'price_lower_than' }] },
    auth,
  )
  expect(watched.status).toBe(201)
  const guestToken = await readyCart([['RUM_A_700', 1]])
  await verifiedAdult(guestToken)
  expect((await send('PATCH', `/orders/${guestToken}/complete`, {})).status).toBe(200)
  const guest = await orderOf(await send('GET', `/orders/${guestToken}`))
  const known = [
    placedToken,
    cartToken,
    guestToken,
    customerId,
    String(cart.items[0]!.id),
    String(cart.shipments[0]!.id),
    String(cart.payments[0]!.id),
    String(placedCart.items[0]!.id),
    String(guest.items[0]!.id),
    String(guest.shipments[0]!.id),
    String(guest.payments[0]!.id),
    addressResponse['@id'].split('/').at(-1)!,
    // an order's address is an `/addresses/{id}` too (decision 033): the victim's, the guest's
    placedCart.shippingAddress!['@id']!.split('/').at(-1)!,
    guest.billingAddress!['@id']!.split('/').at(-1)!,
    'RUM_A_700',
    'rum',
    'courier',
    'packeta',
    'bank_transfer',
    'comgate',
    'google',
  ]
  const ids = `(SELECT id FROM orders WHERE token IN ('${placedToken}', '${cartToken}', '${guestToken}'))`
  async function snapshot() {
    const all = (text: string) =>
      row(testEnv.DB, text)
        .all()
        .then((r) => r.results)
    return {
      orders: await all(
        `SELECT token, number, state, checkout_state, payment_state, shipping_state, customer_id, billing_address, shipping_address,
           coupon_code, notes, items_total, shipping_total, payment_fee_total, total FROM orders WHERE id IN ${ids} ORDER BY id`,
      ),
      items: await all(
        `SELECT order_id, variant_id, quantity, unit_price, total FROM order_items WHERE order_id IN ${ids} ORDER BY id`,
      ),
      shipments: await all(
        `SELECT order_id, method_code, state, branch_id FROM shipments WHERE order_id IN ${ids} ORDER BY id`,
      ),
      payments: await all(
        `SELECT order_id, method_code, state, amount FROM payments WHERE order_id IN ${ids} ORDER BY id`,
      ),
      stock: await all('SELECT code, on_hand, on_hold FROM product_variants ORDER BY id'),
      account: await all(
        `SELECT c.email, c.first_name, u.password_hash, u.verified_at FROM customers c JOIN shop_users u ON u.customer_id = c.id WHERE c.id = ${customerId}`,
      ),
      addresses: await all(
        `SELECT street, phone_number, default_address FROM addresses WHERE customer_id = ${customerId} ORDER BY id`,
      ),
      watchdog: await all(
        `SELECT w.variant_id, e.type, e.price, e.armed_at, e.fired_at FROM watchdog_entries w JOIN watchdog_events e ON e.entry_id = w.id
         WHERE w.customer_id = ${customerId} ORDER BY w.id, e.type`,
      ),
    }
  }
  return { known, snapshot }
}

/** Every route the API serves, from the router itself: a new route is fuzzed without anyone listing it. */
const PARAM = /:\w+(?:\{(?:[^{}]|\{[^{}]*\})*\})?|\*/g
const routes = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].map(
  (route) => {
    const [method, template] = route.split(' ') as [string, string]
    return { route, method, parts: template.split(PARAM) }
  },
)

async function sendHostile(method: string, parts: string[], input: HostileRequest): Promise<void> {
  const path = parts.reduce((built, part, i) => built + (i > 0 ? input.segments[i - 1] : '') + part, '')
  let request: Request
  try {
    const hasBody = method !== 'GET' && method !== 'HEAD'
    request = new Request(new URL(path + input.query, 'http://localhost'), {
      method,
      headers: input.headers,
      body: hasBody ? input.body : undefined,
    })
  } catch {
    return // no client can send this (an invalid URL or header): nothing reaches the server
  }
  const response = await app.request(request, undefined, testEnv)
  const text = await response.text()
  const label = `${method} ${request.url} → ${response.status}: ${text.slice(0, 300)}`
  expect(response.status, label).toBeLessThan(500)
  if (response.status >= 400) expect(text.length, label).toBeGreaterThan(0)
  expect(text, label).not.toMatch(LEAKS)
  expect(text, label).not.toContain(VICTIM.phone)
  expect(text, label).not.toContain(VICTIM.street)
}

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setStock(testEnv.DB, 'RUM_A_700', 50)
  await setStock(testEnv.DB, 'RUM_B_700', 50)
  victims = await setUpVictims()
})

describe(`hostile input on every API route (${RUNS} requests each, ${AT_ONCE} at a time, seed ${SEED})`, () => {
  it('covers the routes of every resource', () => {
    expect(routes.length).toBeGreaterThan(60)
  })

  it.each(routes)('$route', async ({ method, parts }) => {
    const before = await victims.snapshot()
    const batch = fc.array(hostileRequest(parts.length - 1, victims.known), { minLength: AT_ONCE, maxLength: AT_ONCE })
    await fc.assert(
      fc.asyncProperty(batch, async (requests) => {
        await Promise.all(requests.map((input) => sendHostile(method, parts, input)))
      }),
      { numRuns: Math.ceil(RUNS / AT_ONCE), seed: SEED },
    )
    expect(await victims.snapshot()).toEqual(before)
  })
})
