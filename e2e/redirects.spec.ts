import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, test } from './fixtures'

test('an old address from the redirects table answers 301 to its destination', async ({ request, baseURL }) => {
  const response = await request.get('/stara-kategorie/rumy', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe(`${baseURL}/kategorie/rum`)
  const mixedCase = await request.get('/Whisky-Skotska', { maxRedirects: 0 })
  expect(mixedCase.status()).toBe(301)
  expect(mixedCase.headers().location).toBe(`${baseURL}/kategorie/skotska-whisky`)
})

test('an absolute destination is kept as it is', async ({ request }) => {
  const response = await request.get('/facebook', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toMatch(/^https:\/\/www\.facebook\.com\//)
})

/** `npm run redirects` against the e2e server's local data folder (playwright.config.ts, E2E_STATE). */
function redirectsCli(...args: string[]): string {
  const node = join('node_modules', '.bin', 'node')
  return execFileSync(node, ['scripts/redirects.ts', ...args, '--state', process.env.E2E_STATE || '.wrangler/e2e'], { stdio: 'pipe' }).toString()
}

test('ops add and remove a redirect with npm run redirects, and the running shop follows within seconds', async ({ request, baseURL }) => {
  const origin = `/e2e-ops-${Date.now()}`
  expect((await request.get(origin, { maxRedirects: 0 })).status()).toBe(404)

  expect(redirectsCli('add', origin, '/kategorie/rum')).toContain(`${origin} → /kategorie/rum`)
  await expect.poll(async () => (await request.get(origin, { maxRedirects: 0 })).status(), { timeout: 10_000 }).toBe(301)
  expect((await request.get(origin, { maxRedirects: 0 })).headers().location).toBe(`${baseURL}/kategorie/rum`)

  expect(redirectsCli('remove', origin)).toContain('Odebráno')
  await expect.poll(async () => (await request.get(origin, { maxRedirects: 0 })).status(), { timeout: 10_000 }).toBe(404)
})

test('the admin API is not reachable through the shop', async ({ request }) => {
  for (const path of ['/api/v2/admin/redirects', '/api/v2/admin/product-variants/X']) {
    const response = await request.get(path, { headers: { authorization: 'Bearer anything' } })
    expect(response.status()).toBe(404)
  }
})
