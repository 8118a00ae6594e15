import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestStorefront, wireStorefront } from '../test/storefront'

const ORDER_TOKEN = 'aB3_x-9ZqP0wLmN4rT7yU2vK8sD1fG6hJ5kA3cE0bQ9nM2xW7zR4tY1uI8oP6lS5'
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg'

/** Everything the worker printed while `run` ran, and the request lines among it. */
async function logsOf(run: () => unknown) {
  const printed: string[] = []
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')))
  }
  await run()
  const lines = printed
    .flatMap((text) => (text.startsWith('{') ? [JSON.parse(text) as Record<string, unknown>] : []))
    .filter((line) => line.msg === 'request')
  return { text: printed.join('\n'), lines }
}

afterEach(() => vi.restoreAllMocks())

describe('the storefront request log', () => {
  it('prints one JSON line per request and sends its id to the API and back to the client', async () => {
    const shop = createTestStorefront()
    let response: Response | undefined
    const { lines } = await logsOf(async () => {
      response = await shop.request('/api/v2/shop/taxons', { headers: { 'x-request-id': 'trace-from-client-1' } })
    })
    expect(response?.headers.get('x-request-id')).toBe('trace-from-client-1')
    expect(shop.calls[0]?.headers.get('x-request-id')).toBe('trace-from-client-1')
    expect(lines).toEqual([
      {
        level: 'info',
        msg: 'request',
        worker: 'storefront',
        requestId: 'trace-from-client-1',
        method: 'GET',
        path: '/api/v2/shop/taxons',
        status: 200,
        durationMs: expect.any(Number),
      },
    ])
  })

  it('logs neither the cart token, the bearer cookie, an e-mail nor a password', async () => {
    const shop = createTestStorefront()
    const { text, lines } = await logsOf(() =>
      shop.request(`/api/v2/shop/orders/${ORDER_TOKEN}/items?email=jana.novakova@example.cz&token=${ORDER_TOKEN}`, {
        method: 'POST',
        headers: {
          origin: 'https://shop.example.cz',
          'content-type': 'application/json',
          cookie: `__Host-auth_token=${JWT}; cart_token=${ORDER_TOKEN}`,
        },
        body: JSON.stringify({ email: 'jana.novakova@example.cz', password: 'tajne-heslo-1' }),
      }),
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ method: 'POST', path: '/api/v2/shop/orders/:token/items', status: 200 })
    for (const secret of [ORDER_TOKEN, JWT, 'jana.novakova', 'tajne-heslo-1']) expect(text).not.toContain(secret)
  })

  it('logs a failing request as an error line with the same id as the error itself', async () => {
    const request = wireStorefront({
      api: { fetch: () => new Response('{}') },
      render: () => Promise.reject(new Error('render broke')),
    })
    const { text, lines } = await logsOf(() => request('/kategorie/rum', { headers: { cookie: 'age_verified=1' } }))
    expect(lines).toEqual([expect.objectContaining({ level: 'error', path: '/kategorie/rum', status: 500 })])
    const unhandled = text.split('\n').find((line) => line.includes('"msg":"unhandled"'))
    expect(unhandled).toContain(`"requestId":"${String(lines[0]?.requestId)}"`)
    expect(unhandled).toContain('render broke')
  })

  it("keeps the order token of the page a browser's error report comes from out of the log", async () => {
    const shop = createTestStorefront()
    const report = {
      message: 'boom',
      url: `https://shop.example.cz/cart/thank-you/${ORDER_TOKEN}?utm_source=mail&email=jana.novakova@example.cz`,
    }
    const { text } = await logsOf(() =>
      shop.request('/_errors', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(report),
      }),
    )
    expect(text).toContain('"msg":"client error"')
    expect(text).toContain('"url":"/cart/thank-you/:token"')
    for (const secret of [ORDER_TOKEN, 'jana.novakova']) expect(text).not.toContain(secret)
  })
})
