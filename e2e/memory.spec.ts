import { expect, test } from '@playwright/test'
import { inspectorPort } from '../playwright.config'
import { connectInspector } from '../scripts/memory/cdp.ts'

// A rendered page must not outlive its response (docs/decisions/018-ssr-memory.md). Measured in the
// storefront isolate itself, after full collections, so it does not depend on timing: before the fix every
// category page kept about 110 kB there for good, so 150 of them kept about 16 MB. What may grow besides is
// compiled code of the first pages (well under 1 MB here).
const PAGES = 150
const LIMIT_BYTES = 5 * 2 ** 20

test('rendered category pages do not stay in the storefront isolate', async ({ request }) => {
  test.setTimeout(120_000)
  const storefront = await connectInspector(inspectorPort, 'storefront')
  try {
    async function render(count: number) {
      for (let i = 0; i < count; i++) {
        const response = await request.get('/kategorie/rum', { headers: { cookie: 'age_verified=1' } })
        expect(response.status()).toBe(200)
        await response.body()
      }
    }
    await render(50)
    const before = await storefront.usedHeapAfterGc()
    await render(PAGES)
    const after = await storefront.usedHeapAfterGc()
    expect(
      after - before,
      `the storefront heap grew by ${((after - before) / 1024).toFixed(0)} kB over ${PAGES} pages`,
    ).toBeLessThan(LIMIT_BYTES)
  } finally {
    storefront.close()
  }
})
