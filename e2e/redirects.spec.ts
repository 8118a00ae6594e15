import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
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
  return execFileSync(
    node,
    ['scripts/redirects/cli.ts', ...args, '--state', process.env.E2E_STATE || '.wrangler/e2e'],
    {
      stdio: 'pipe',
    },
  ).toString()
}

test('ops add and remove a redirect with npm run redirects, and the running shop follows within seconds', async ({
  request,
  baseURL,
}) => {
  // each run of the script starts the API worker (a few seconds on a busy machine)
  test.slow()
  const origin = `/e2e-ops-${Date.now()}`
  expect((await request.get(origin, { maxRedirects: 0 })).status()).toBe(404)

  expect(redirectsCli('add', origin, '/kategorie/rum')).toContain(`${origin} → /kategorie/rum`)
  await expect
    .poll(async () => (await request.get(origin, { maxRedirects: 0 })).status(), { timeout: 10_000 })
    .toBe(301)
  expect((await request.get(origin, { maxRedirects: 0 })).headers().location).toBe(`${baseURL}/kategorie/rum`)

  expect(redirectsCli('remove', origin)).toContain('Odebráno')
  await expect
    .poll(async () => (await request.get(origin, { maxRedirects: 0 })).status(), { timeout: 10_000 })
    .toBe(404)
})

test('a browser that followed a redirect stops following it within seconds after ops remove it', async ({
  adult: page,
}) => {
  test.slow()
  const origin = `/e2e-browser-${Date.now()}`
  redirectsCli('add', origin, '/kategorie/rum')
  const landing = async () => {
    const response = await page.goto(origin)
    return `${response?.status()} ${new URL(page.url()).pathname}`
  }
  await expect.poll(landing, { timeout: 10_000 }).toBe('200 /kategorie/rum')
  redirectsCli('remove', origin)
  // the browser asks the shop again instead of taking the 301 from its cache
  await expect.poll(landing, { timeout: 15_000 }).toBe(`404 ${origin}`)
})

test('a CSV import applies every row or none, naming the bad rows by line', async ({ request }) => {
  test.slow()
  const dir = mkdtempSync(join(tmpdir(), 'redirects-'))
  const stamp = Date.now()
  const bad = join(dir, 'bad.csv')
  // line 3 chains onto the seeded /stara-kategorie/rumy; line 4 has no leading slash
  writeFileSync(
    bad,
    `originUrl;destinationUrl\n/e2e-csv-${stamp}-a;/kategorie/rum\n/e2e-csv-${stamp}-b;/stara-kategorie/rumy\ne2e-csv-${stamp}-c;/x\n`,
  )
  let failure = ''
  try {
    redirectsCli('import', bad)
  } catch (error) {
    failure = String((error as { stderr?: Buffer }).stderr)
  }
  expect(failure).toContain('řádek 4: originUrl: Zdrojová adresa musí začínat lomítkem')
  // the file's own problems stop it before the API is asked; a rule only the table knows is the API's answer
  writeFileSync(
    bad,
    `originUrl,destinationUrl\n/e2e-csv-${stamp}-a,/kategorie/rum\n/e2e-csv-${stamp}-b,/stara-kategorie/rumy\n`,
  )
  try {
    redirectsCli('import', bad)
    failure = ''
  } catch (error) {
    failure = String((error as { stderr?: Buffer }).stderr)
  }
  expect(failure).toContain('řádek 3: destinationUrl: Cíl /stara-kategorie/rumy se sám přesměrovává')
  expect((await request.get(`/e2e-csv-${stamp}-a`, { maxRedirects: 0 })).status()).toBe(404)

  const good = join(dir, 'good.csv')
  writeFileSync(good, `originUrl,destinationUrl\n/e2e-csv-${stamp}-a,/kategorie/rum\n`)
  expect(redirectsCli('import', good)).toContain('1 nových')
  await expect
    .poll(async () => (await request.get(`/e2e-csv-${stamp}-a`, { maxRedirects: 0 })).status(), { timeout: 10_000 })
    .toBe(301)
  redirectsCli('remove', `/e2e-csv-${stamp}-a`)
})

test('the admin API is not reachable through the shop', async ({ request }) => {
  for (const path of ['/api/v2/admin/redirects', '/api/v2/admin/product-variants/X']) {
    const response = await request.get(path, { headers: { authorization: 'Bearer anything' } })
    expect(response.status()).toBe(404)
  }
})
