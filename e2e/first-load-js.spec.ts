import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { firstLoadJs, firstLoadScripts, readBudget } from '../scripts/first-load-js'
import { CONSENT_COOKIE, expect, test } from './fixtures'

/**
 * The first-load JavaScript budget (decision 021): the scripts each page's HTML loads before it is interactive,
 * gzip-compressed, may not grow past first-load-js.budget.json. Sizes, not timings: the same build gives the
 * same figure on any machine. A change that must grow a page raises its budget in the same commit, visibly.
 */
const root = process.cwd()
const budget = readBudget(root)

test('no page loads more first-load JavaScript than its budget', async ({ request }) => {
  // a returning visitor who has made the cookie choice (a first visit also loads the banner's chunk, decision 035)
  const headers = { cookie: `age_verified=1; ${CONSENT_COOKIE}` }
  const category = '/kategorie/rum'
  const listing = await (await request.get(category, { headers })).text()
  const product = /href="(\/produkt\/[^"]+)"/.exec(listing)?.[1]
  expect(product).toBeTruthy()
  const pages = { home: '/', category, product: product!, cart: '/cart' } as const
  const measured: string[] = []
  const over: string[] = []
  const withZod: string[] = []
  for (const [page, path] of Object.entries(pages) as [keyof typeof pages, string][]) {
    const html = await (await request.get(path, { headers })).text()
    const js = firstLoadJs(html, join(root, 'dist/client'))
    measured.push(`${page} ${js.kb.toFixed(1)} kB in ${js.files} files (budget ${budget.pages[page]} kB)`)
    if (js.kb > budget.pages[page]) over.push(`${page}: ${js.kb.toFixed(1)} kB > ${budget.pages[page]} kB`)
    // zod (about 10 kB gzip) belongs to the forms' and the checkout's chunks; a constant imported from a schema's
    // module has brought it into every page before. Its type names survive minification.
    for (const url of firstLoadScripts(html))
      if (readFileSync(join(root, 'dist/client', new URL(url, 'http://x').pathname), 'utf8').includes('$ZodType'))
        withZod.push(`${page}: ${url}`)
  }
  console.log(`first-load JS: ${measured.join('; ')}`)
  expect(over, measured.join('\n')).toEqual([])
  expect(withZod, 'zod in first-load JavaScript').toEqual([])
})
