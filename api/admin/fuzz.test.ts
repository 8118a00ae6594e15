import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import app from '../index'
import { addProduct } from '../test/fixtures'
import { testEnv } from '../test/env'
import { hostileRequest, LEAKS, type HostileRequest } from '../test/hostile-input'
import { row } from '../test/sql'
import { admin as adminApp } from './index'
import { adminEnv, OPS_TOKEN } from '../test/admin-client'

/**
 * Hostile input on every admin route, authenticated (api/fuzz.test.ts sends it without the secret, where the
 * admin API does not exist): every answer below 500 without a stack trace, and the variant no request could
 * validly change keeps its stock above what orders hold.
 */
const RUNS = Number((testEnv as unknown as { FUZZ_RUNS?: string }).FUZZ_RUNS) || 200
const SEED = 20261123
const PARAM = /:\w+(?:\{(?:[^{}]|\{[^{}]*\})*\})?|\*/g
const routes = [...new Set(adminApp.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].map(
  (route) => {
    const [method, template] = route.split(' ') as [string, string]
    return { route, method, parts: `/api/v2/admin${template}`.split(PARAM) }
  },
)

async function sendHostile(method: string, parts: string[], input: HostileRequest): Promise<void> {
  const path = parts.reduce((built, part, i) => built + (i > 0 ? input.segments[i - 1] : '') + part, '')
  let request: Request
  try {
    const hasBody = method !== 'GET' && method !== 'HEAD'
    const headers = new Headers(input.headers)
    headers.set('authorization', `Bearer ${OPS_TOKEN}`)
    request = new Request(new URL(path + input.query, 'http://localhost'), {
      method,
      headers,
      body: hasBody ? input.body : undefined,
    })
  } catch {
    return
  }
  const response = await app.request(request, undefined, adminEnv)
  const text = await response.text()
  const label = `${method} ${request.url} → ${response.status}: ${text.slice(0, 300)}`
  expect(response.status, label).toBeLessThan(500)
  if (response.status >= 400) expect(text.length, label).toBeGreaterThan(0)
  expect(text, label).not.toMatch(LEAKS)
}

beforeAll(async () => {
  await addProduct(testEnv.DB, { code: 'FUZZ', variants: [{ code: 'FUZZ_V', price: 10_000, onHand: 5, onHold: 2 }] })
  await row(testEnv.DB, "INSERT INTO redirects (origin_url, destination_url) VALUES ('/fuzz', '/x')").run()
})

describe(`hostile input on every admin route (${RUNS} requests each)`, () => {
  it('covers the admin routes', () => {
    expect(routes.map((r) => r.route)).toEqual(
      expect.arrayContaining(['PATCH /product-variants/:code', 'POST /redirects/import']),
    )
  })

  it.each(routes)('$route', async ({ method, parts }) => {
    await fc.assert(
      fc.asyncProperty(hostileRequest(parts.length - 1, ['1', 'FUZZ_V', '/fuzz']), (input) =>
        sendHostile(method, parts, input),
      ),
      { numRuns: RUNS, seed: SEED },
    )
    const stock = await row(testEnv.DB, "SELECT on_hand, on_hold FROM product_variants WHERE code = 'FUZZ_V'").first<{
      on_hand: number
      on_hold: number
    }>()
    expect(stock!.on_hand).toBeGreaterThanOrEqual(stock!.on_hold)
  })
})
