import { Hono } from 'hono'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Bindings } from '../env'
import app from '../index'
import { registerInProcessFetch } from '../http/in-process'
import { readyCart, send } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'
import { addFulfilmentCatalogue, JUICE } from '../test/fulfilment-fixtures'
import { row } from '../test/sql'
import { deliverHeurekaOrders } from './certification'

beforeAll(async () => {
  await addFulfilmentCatalogue()
})

afterEach(() => {
  vi.restoreAllMocks()
  registerInProcessFetch((request, env) => Promise.resolve(app.fetch(request, env)))
})

type Call = { body: { email?: string; orderId?: string; productItemIds?: string[] }; keyGiven: boolean; status: number }

/** The calls the sandbox stand-in of Heureka's API received for one order number. */
async function callsFor(number: string): Promise<Call[]> {
  const response = await app.request('/sandbox/heureka/calls.json', {}, testEnv)
  expect(response.status).toBe(200)
  return (await response.json<Call[]>()).filter((call) => call.body.orderId === number)
}

/** Places an order through the shop API, with the checkout's opt-out as the shopper left it. */
async function place(body: Record<string, unknown> = {}) {
  const email = `heureka-${crypto.randomUUID().slice(0, 8)}@example.cz`
  const token = await readyCart([[JUICE, 2]], 'courier', 'bank_transfer', { email })
  const response = await send('PATCH', `/orders/${token}/complete`, body)
  expect(response.status).toBe(200)
  const { number } = await response.json<{ number: string }>()
  return { token, number, email }
}

const outboxOf = (number: string) =>
  row(
    testEnv.DB,
    'SELECT h.status, h.attempts, h.next_attempt_at FROM heureka_outbox h JOIN orders o ON o.id = h.order_id WHERE o.number = ?',
    number,
  ).all<{ status: string; attempts: number; next_attempt_at: number }>()

// each test places an order through the shop API: seconds on a busy machine
describe('Heureka “Ověřeno zákazníky” (decision 062)', { timeout: 30_000 }, () => {
  it('a placed order goes to Heureka once, with the key, the e-mail, the number and the feed’s ITEM_IDs', async () => {
    const order = await place()
    // the cron's run after the checkout's own delivery finds nothing more to send
    await deliverHeurekaOrders(testEnv)

    expect((await outboxOf(order.number)).results).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })])
    expect(await callsFor(order.number)).toEqual([
      {
        id: expect.any(Number),
        body: { email: order.email, orderId: order.number, productItemIds: [JUICE] },
        keyGiven: true,
        status: 200,
      },
    ])
  })

  it('sends nothing for a shopper who ticked the opt-out, and keeps their choice on the order', async () => {
    const order = await place({ heurekaOptOut: true })
    await deliverHeurekaOrders(testEnv)

    expect((await outboxOf(order.number)).results).toEqual([])
    expect(await callsFor(order.number)).toEqual([])
    const stored = await row(testEnv.DB, 'SELECT heureka_opt_out FROM orders WHERE number = ?', order.number).first()
    expect(stored).toEqual({ heureka_opt_out: 1 })
  })

  it('retries after a 5xx, never logging the key, and delivers once Heureka answers again', async () => {
    const secret = 'tajny-klic-heureky-0123456789'
    const env: Bindings = { ...testEnv, HEUREKA_API_URL: '/test/heureka/', HEUREKA_API_KEY: secret }
    let down = true
    const received: unknown[] = []
    const fake = new Hono().post('/test/heureka/shop-certification/v2/order/log', async (c) => {
      received.push(await c.req.json())
      return down
        ? c.json({ code: 503, message: 'service-unavailable' }, 503)
        : c.json({ code: 200, message: 'ok' }, 200)
    })
    registerInProcessFetch(async (request, bindings) => {
      const response = await fake.fetch(request, bindings)
      return response.status === 404 ? app.fetch(request, bindings) : response
    })
    const logged: unknown[] = []
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(...args))
    // queued by a checkout whose own delivery found Heureka down
    const order = await place()
    await row(
      testEnv.DB,
      'UPDATE heureka_outbox SET status = ?, attempts = 0, next_attempt_at = 0 WHERE order_id = (SELECT id FROM orders WHERE number = ?)',
      'queued',
      order.number,
    ).run()

    expect(await deliverHeurekaOrders(env)).toBe(0)
    const [waiting] = (await outboxOf(order.number)).results
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 })
    expect(waiting!.next_attempt_at).toBeGreaterThan(Date.now())

    down = false
    await row(testEnv.DB, 'UPDATE heureka_outbox SET next_attempt_at = 0 WHERE status = ?', 'queued').run()
    expect(await deliverHeurekaOrders(env)).toBeGreaterThanOrEqual(1)

    expect((await outboxOf(order.number)).results).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })])
    const mine = received.filter((body) => (body as { orderId?: string }).orderId === order.number)
    expect(mine).toEqual([expect.objectContaining({ apiKey: secret }), expect.objectContaining({ apiKey: secret })])
    expect(JSON.stringify(logged.map(String))).not.toContain(secret)
    expect(logged.length).toBeGreaterThan(0)
  })

  it('the sandbox answers a wrong key 401 and a missing e-mail 400, in Heureka’s JSON', async () => {
    const post = (body: unknown) =>
      app.request(
        '/sandbox/heureka/shop-certification/v2/order/log',
        { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
        testEnv,
      )
    const wrongKey = await post({ apiKey: 'jiny-klic', email: 'a@example.cz', orderId: '1' })
    expect([wrongKey.status, await wrongKey.json()]).toEqual([401, expect.objectContaining({ code: 401 })])
    const noEmail = await post({ apiKey: testEnv.HEUREKA_API_KEY, orderId: '1' })
    expect([noEmail.status, await noEmail.json()]).toEqual([400, expect.objectContaining({ code: 400 })])
  })
})
