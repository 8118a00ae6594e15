import { beforeAll, describe, expect, it } from 'vitest'
import app from '../index'
import { documentedApis } from '../openapi/apis'
import { splitRoute } from '../openapi/document'
import { refreshSearchIndex } from '../db/search'
import { outputSchemas, type OutputName } from '../openapi/schemas'
import { importContent } from '../test/cms-fixtures'
import { addBanners, addDrinksCatalogue, addMenu, addRedirects } from '../test/fixtures'
import { testEnv } from '../test/env'

/**
 * Decision 036: a row's `output` is the schema the route really answers with. Every public GET without a path
 * parameter is called on the test catalogue and its answer parsed with the schema the document names for it.
 */

const QUERY: Record<string, string> = { '/search': '?q=rum', '/search/products-variants': '?q=rum', '/search/menus': '?q=rum' }

const checked = documentedApis.flatMap((api) =>
  api.groups.flatMap((group) =>
    group.operations.flatMap((operation) => {
      const [method, path] = splitRoute(operation)
      const output = operation.output
      if (method !== 'get' || operation.auth || path.includes('{') || !output || output === 'html') return []
      return [{ url: `${api.base}${path}${QUERY[path] ?? ''}`, output: output as OutputName }]
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
})

describe('documented answers of the public collections', () => {
  it('covers the catalogue, content and methods', () => {
    expect(checked.length).toBeGreaterThanOrEqual(12)
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
