import { afterEach, describe, expect, it, vi } from 'vitest'
import { newCart, send } from '../test/checkout-fixtures'

/** Everything the worker printed while `run` ran, and the request lines among it. */
async function logsOf<T>(run: () => Promise<T>) {
  const printed: string[] = []
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')))
  }
  const result = await run()
  vi.restoreAllMocks()
  const lines = printed
    .flatMap((text) => (text.startsWith('{') ? [JSON.parse(text) as Record<string, unknown>] : []))
    .filter((line) => line.msg === 'request')
  return { result, text: printed.join('\n'), lines }
}

afterEach(() => vi.restoreAllMocks())

describe('the API request log', () => {
  it("keeps the storefront's request id: in its one line per request and in the answer", async () => {
    const { result, lines } = await logsOf(() =>
      send('GET', '/taxons', undefined, { 'x-request-id': 'storefront-trace-7' }),
    )
    expect(result.headers.get('x-request-id')).toBe('storefront-trace-7')
    expect(lines).toEqual([
      {
        level: 'info',
        msg: 'request',
        worker: 'api',
        requestId: 'storefront-trace-7',
        method: 'GET',
        path: '/api/v2/shop/taxons',
        status: 200,
        durationMs: expect.any(Number),
      },
    ])
  })

  it('logs neither the cart token nor the e-mail and password of a login, nor the bearer', async () => {
    const token = await newCart()
    const bearer = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg'
    const { text, lines } = await logsOf(async () => {
      await send('GET', `/orders/${token}?tokenValue=${token}`, undefined, { authorization: `Bearer ${bearer}` })
      await send('POST', '/authentication-token', { email: 'jana.novakova@example.cz', password: 'tajne-heslo-1' })
    })
    expect(lines.map((line) => [line.method, line.path, line.status])).toEqual([
      ['GET', '/api/v2/shop/orders/:token', 401],
      ['POST', '/api/v2/shop/authentication-token', 401],
    ])
    for (const secret of [token, bearer, 'jana.novakova', 'tajne-heslo-1']) expect(text).not.toContain(secret)
  })
})
