import { beforeAll, describe, expect, it } from 'vitest'
import app from '../index'
import { documentedApis } from '../openapi/apis'
import { splitRoute } from '../openapi/document'
import { refreshSearchIndex } from '../db/search'
import { outputSchemas, type OutputName } from '../openapi/schemas'
import { importContent } from '../test/cms-fixtures'
import { addBanners, addDrinksCatalogue, addMenu, addRedirects } from '../test/fixtures'
import { testEnv } from '../test/env'
import { addAcceptedReview } from '../test/review-fixtures'

/**
 * Decision 036: a row's `output` is the schema the route really answers with. Every public GET (with the path
 * parameters of the test data) is called on the test catalogue and its answer parsed with the schema the document names for it.
 */

const QUERY: Record<string, string> = {
  '/search': '?q=rum',
  '/search/products-variants': '?q=rum',
  '/search/menus': '?q=rum',
  '/product-reviews': '?product=%2Fapi%2Fv2%2Fshop%2Fproducts%2FRUM_A',
}

/** Path parameters of the test data, by path: a row whose path has no example here is not called. */
const EXAMPLES: Record<string, Record<string, string>> = {
  '/products/{code}': { code: 'RUM_A' },
  '/products/{code}/attributes': { code: 'RUM_A' },
  '/product-variants/{code}': { code: 'RUM_A_700' },
  '/taxons/{code}': { code: 'rum' },
  '/taxons-by-slug/{slug}': { slug: 'rum' },
  '/search/taxons/{code}': { code: 'napoje' },
  '/menus/{code}': { code: 'header' },
  '/cms-plugin/page-by-slug/{slug}': { slug: 'jak-na-mojito' },
  '/cms-plugin/blocks/{code}': { code: 'home-intro' },
  '/payment-methods/{code}': { code: 'comgate' },
}

function example(path: string): string | null {
  if (!path.includes('{')) return path
  const values = EXAMPLES[path]
  return values ? path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`) : null
}

const checked = documentedApis.flatMap((api) =>
  api.groups.flatMap((group) =>
    group.operations.flatMap((operation) => {
      const [method, path] = splitRoute(operation)
      const output = operation.output
      const filled = example(path)
      if (method !== 'get' || operation.auth || filled === null || !output || output === 'html') return []
      return [{ url: `${api.base}${filled}${QUERY[path] ?? ''}`, output: output as OutputName }]
    }),
  ),
)

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await importContent(testEnv.DB)
  await addBanners(testEnv.DB, [{ code: 'leto', imagePath: 'banners/leto.jpg' }])
  await addRedirects(testEnv.DB, [{ origin: '/stary-rum', destination: '/rum' }])
  await addMenu(testEnv.DB, { code: 'header', name: 'Hlavička' }, [{ id: 1, label: 'Rumy', url: '/kategorie/rum' }])
  await refreshSearchIndex(testEnv.DB)
  await addAcceptedReview(testEnv.DB, 'RUM_A')
})

describe('documented answers of the public reads', () => {
  it('covers the catalogue, content and methods', () => {
    expect(checked.length).toBeGreaterThanOrEqual(22)
  })

  it.each(checked)('$url answers $output', async ({ url, output }) => {
    const response = await app.request(url, { headers: { accept: 'application/ld+json' } }, testEnv)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { 'hydra:member'?: unknown[] }
    // an empty collection would fit any collection schema: the fixtures give each of them members
    if (body['hydra:member']) expect(body['hydra:member'].length).toBeGreaterThan(0)
    const parsed = outputSchemas[output].safeParse(body)
    expect(parsed.error?.issues ?? []).toEqual([])
  })
})
