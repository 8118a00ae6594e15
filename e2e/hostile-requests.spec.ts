import { Agent } from 'node:http'
import { COOKIE } from '../contract/cookies'
import { CLAIM_BODY_MAX_BYTES } from '../contract/claim-limits'
import { expect, test } from './fixtures'
import { e2ePort, rawRequest } from './raw-http'

/**
 * Requests a stranger can send to the running shop (vite preview + workerd, as `npm start` serves it), each
 * seen the way that client sees the answer. Loopback only, bounded counts.
 */

test('a staging host with an API-base cookie cannot make the storefront fetch an address of its choice', async () => {
  const port = e2ePort()
  const answer = await rawRequest({
    path: '/api/v2/shop/taxons',
    headers: {
      host: `a.staging.localhost:${port}`,
      cookie: `api_base=http://127.0.0.1:${port}/robots.txt#`,
      accept: 'application/ld+json',
    },
  })
  expect(answer.body).not.toContain('User-agent')
  expect(answer.status).toBe(200)
  expect(answer.body).toContain('hydra:member')
})

test('a forged or revoked auth cookie renders the page as a guest and clears the auth cookies', async ({ request }) => {
  const cookie = `${COOKIE.auth}=forged.jwt.token; ${COOKIE.customer}=%2Fapi%2Fv2%2Fshop%2Fcustomers%2F1; ${COOKIE.ageVerified}=1`
  for (const path of ['/cart', '/account']) {
    const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 })
    expect(response.status(), path).toBeLessThan(500)
    const cleared = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie' && /Max-Age=0/.test(h.value))
    expect(cleared.map((h) => h.value.split('=')[0]).sort(), path).toEqual([COOKIE.auth, COOKIE.customer].sort())
  }
  // a shared page never reads the session: the guest's page, no cookie touched (the browser ends the session, e2e/edge-cache.spec.ts)
  const shared = await request.get('/', { headers: { cookie }, maxRedirects: 0 })
  expect(shared.status()).toBe(200)
  expect(['miss', 'hit']).toContain(shared.headers()['x-cache'])
  expect(shared.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')).toEqual([])
})

test('in the browser, a page opened with a revoked session shows the guest view without errors', async ({
  adult: page,
  baseURL,
}) => {
  const cookie = { domain: new URL(baseURL!).hostname, path: '/', secure: true, sameSite: 'Lax' as const }
  await page.context().addCookies([
    { ...cookie, name: COOKIE.auth, value: 'revoked.jwt.token', httpOnly: true },
    { ...cookie, name: COOKIE.customer, value: '%2Fapi%2Fv2%2Fshop%2Fcustomers%2F1' },
  ])
  const response = await page.goto('/account')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('dialog', { name: 'Přihlášení' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Přihlásit', exact: true })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('revoked-session-account.png') })
  const names = (await page.context().cookies()).map((c) => c.name)
  expect(names).not.toContain(COOKIE.auth)
  expect(names).not.toContain(COOKIE.customer)
})

test('writes refused before their body is read do not break requests running beside them', async () => {
  test.setTimeout(120_000)
  const body = 'x'.repeat(32 * 1024)
  // refused early: a foreign Origin (403) on an API and a page path, and a same-origin JSON post to a page (406)
  const refusedWrite = (i: number) => {
    const cases: [path: string, origin: string][] = [
      ['/api/v2/shop/orders', 'https://evil.example'],
      ['/kategorie/rum', 'https://evil.example'],
      ['/kategorie/rum', `http://127.0.0.1:${e2ePort()}`],
    ]
    const [path, origin] = cases[i % 3]!
    return rawRequest({
      path,
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', accept: 'application/json' },
      body,
    })
  }
  const jobs: (() => Promise<{ kind: string; status: number; body: string }>)[] = []
  for (let i = 0; i < 300; i++) {
    jobs.push(async () => ({
      kind: 'read',
      ...(await rawRequest({ path: '/api/v2/shop/taxons', headers: { accept: 'application/ld+json' } })),
    }))
    jobs.push(async () => ({ kind: 'write', ...(await refusedWrite(i)) }))
  }
  const failures: string[] = []
  const summary = (text: string) =>
    text
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80)
  let next = 0
  // 16 in flight: enough to overlap refused writes with reads, small enough for a shared machine
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < jobs.length) {
        const answer = await jobs[next++]!().catch((error: Error) => ({
          kind: 'error',
          status: 0,
          body: error.message,
        }))
        if (answer.kind === 'read' && answer.status !== 200)
          failures.push(`read ${answer.status} ${summary(answer.body)}`)
        if (answer.kind !== 'read' && answer.status >= 500)
          failures.push(`${answer.kind} ${answer.status} ${summary(answer.body)}`)
      }
    }),
  )
  expect(failures).toEqual([])
})

test('a body refused as too large leaves its connection fit for the next request on it', async () => {
  test.setTimeout(120_000)
  // one kept-alive connection, as a browser reuses it after an upload the shop refused
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const json = { 'content-type': 'application/json', accept: 'application/ld+json' }
  const refusals = [
    { path: '/api/v2/shop/orders', bytes: 64 * 1024 + 1 },
    { path: '/api/v2/shop/orders', bytes: 1_200_000 },
    { path: '/api/v2/shop/orders', bytes: 3_000_000 },
    // a complaint whose photos are over the upload's own limit (decision 026)
    { path: '/api/v2/shop/claim-requests', bytes: CLAIM_BODY_MAX_BYTES + 300_000 },
  ]
  const seen: string[] = []
  try {
    for (let round = 0; round < 3; round++) {
      for (const { path, bytes } of refusals) {
        const refused = await rawRequest({
          path,
          method: 'POST',
          headers: json,
          body: Buffer.alloc(bytes, 0x20),
          agent,
        })
        const next = await rawRequest({ path: '/api/v2/shop/orders', method: 'POST', headers: json, body: '{}', agent })
        seen.push(
          `${path} ${bytes} B: ${refused.status}, then ${next.status}${next.reusedSocket ? ' on the same connection' : ''}`,
        )
      }
    }
  } finally {
    agent.destroy()
  }
  const expected = (path: string, bytes: number) => `${path} ${bytes} B: 413, then 201 on the same connection`
  expect(seen).toEqual(Array.from({ length: 3 }, () => refusals.map(({ path, bytes }) => expected(path, bytes))).flat())
})

test('the age gate and the cookie banner without JavaScript go back to this site only, never answering 5xx', async () => {
  const origin = `http://127.0.0.1:${e2ePort()}`
  const form = { origin, 'content-type': 'application/x-www-form-urlencoded' }
  const returns = [
    '/\t/evil.example',
    '/\t\\evil.example',
    '/\r\n/evil.example',
    '/x\r\nset-cookie: a=1',
    '/\n//evil.example',
    '/..//evil.example',
  ]
  for (const [path, fields] of [
    ['/_age-gate', {}],
    ['/_consent', { choice: 'none' }],
  ] as const) {
    for (const back of returns) {
      const answer = await rawRequest({
        path,
        method: 'POST',
        headers: form,
        body: new URLSearchParams({ ...fields, return: back }).toString(),
      })
      expect([answer.status, answer.headers.location], `${path} ${JSON.stringify(back)}`).toEqual([303, '/'])
    }
    const kept = await rawRequest({
      path,
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ ...fields, return: '/kategorie/rum?page=2' }).toString(),
    })
    expect([kept.status, kept.headers.location]).toEqual([303, '/kategorie/rum?page=2'])
  }
})

test('a malformed Host header gets a short 400, never a stack trace or a file path', async () => {
  for (const host of ['localhost:99999', '127.0.0.1:abc', 'localhost:0', '[::1', 'a b']) {
    const answer = await rawRequest({ path: '/', headers: { host } })
    expect(answer.status, host).toBe(400)
    expect(answer.body.length, host).toBeLessThan(200)
    expect(answer.body, host).not.toMatch(/\bat\s|\/work\/|node_modules|\.ts:\d|\.js:\d/)
  }
})

test('a Host with a port the fetch standard blocks serves the shop as any other, with that port in its links', async () => {
  // `docker run -p 6000:8787`: undici, which the local server hands each request to, refuses these ports
  for (const host of ['127.0.0.1:6000', 'localhost:1', '127.0.0.1:5060', '127.0.0.1:6667', '127.0.0.1:10080']) {
    const page = await rawRequest({ path: '/', headers: { host, accept: 'text/html' } })
    expect([host, page.status]).toEqual([host, 200])
    expect(page.body, host).toContain(`http://${host}/`)
    const api = await rawRequest({
      path: '/api/v2/shop/taxons',
      headers: { host, accept: 'application/ld+json' },
    })
    expect([host, api.status]).toEqual([host, 200])
    // a browser's write from that origin is the shop's own: not refused as cross-site
    const cart = await rawRequest({
      path: '/api/v2/shop/orders',
      method: 'POST',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/ld+json', accept: 'application/ld+json' },
      body: '{}',
    })
    expect([host, cart.status]).toEqual([host, 201])
    const admin = await rawRequest({
      path: '/api/v2/admin/orders',
      headers: { host: `admin.localhost:${host.split(':').pop()}` },
    })
    expect([host, admin.status < 500]).toEqual([host, true])
  }
})
