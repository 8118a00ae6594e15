import { beforeEach, describe, expect, it } from 'vitest'
import { CONTENT_FILES, importContent, LANDING_FILE } from '../test/cms-fixtures'
import { testEnv } from '../test/env'
import { get } from '../test/fixtures'

const TABLES = [
  'cms_sections',
  'cms_section_translations',
  'cms_pages',
  'cms_page_translations',
  'cms_page_sections',
  'cms_blocks',
  'cms_block_translations',
  'cms_block_sections',
  'cms_faq',
  'cms_faq_translations',
]

async function snapshot(): Promise<Record<string, unknown[]>> {
  const results = await testEnv.DB.batch(
    TABLES.map((table) => testEnv.DB.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`)),
  )
  return Object.fromEntries(TABLES.map((table, k) => [table, results[k]!.results]))
}

const replace = (path: string, text: string) =>
  CONTENT_FILES.map((file) => (file.path === path ? { path, text } : file))

beforeEach(async () => {
  await testEnv.DB.batch([...TABLES].reverse().map((table) => testEnv.DB.prepare(`DELETE FROM ${table}`)))
})

describe('content import', () => {
  it('gives identical rows when run twice, even later', async () => {
    await importContent(testEnv.DB, CONTENT_FILES, '2026-01-01T00:00:00.000Z')
    const first = await snapshot()
    await importContent(testEnv.DB, CONTENT_FILES, '2026-02-01T00:00:00.000Z')
    expect(await snapshot()).toEqual(first)
    expect(first.cms_pages).toHaveLength(7)
  })

  it('gives identical rows for a landing page with content elements when run twice', async () => {
    const files = [...CONTENT_FILES, LANDING_FILE]
    await importContent(testEnv.DB, files, '2026-01-01T00:00:00.000Z')
    const first = await snapshot()
    await importContent(testEnv.DB, files, '2026-02-01T00:00:00.000Z')
    expect(await snapshot()).toEqual(first)
    const row = first.cms_page_translations!.find((t) => (t as { slug: string }).slug === 'letni-akce') as {
      content_elements: string
    }
    expect(JSON.parse(row.content_elements)).toHaveLength(9)
  })

  it('updates a changed file in place, moving its updatedAt only', async () => {
    await importContent(testEnv.DB, CONTENT_FILES, '2026-01-01T00:00:00.000Z')
    const changed = replace(
      'pages/obchodni-podminky.md',
      '---\ncode: terms\ntype: page\nname: Nové podmínky\n---\n## Nové\n',
    )
    await importContent(testEnv.DB, changed, '2026-02-01T00:00:00.000Z')
    const response = await get('/api/v2/shop/cms-plugin/page-by-slug/obchodni-podminky')
    expect(await response.json()).toMatchObject({
      name: 'Nové podmínky',
      title: null,
      sections: [],
      content: '<h2 id="nove">Nové</h2>',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    })
    const other = await (await get('/api/v2/shop/cms-plugin/page-by-slug/negroni')).json()
    expect(other).toMatchObject({ updatedAt: '2026-01-01T00:00:00.000Z' })
  })

  it('follows a renamed file to its new slug and lets another page take the old one', async () => {
    await importContent(testEnv.DB, CONTENT_FILES, '2026-01-01T00:00:00.000Z')
    const swapped = CONTENT_FILES.map((file) =>
      file.path === 'pages/negroni.md'
        ? { ...file, path: 'pages/jak-na-mojito.md' }
        : file.path === 'pages/jak-na-mojito.md'
          ? { ...file, path: 'pages/negroni.md' }
          : file,
    )
    await importContent(testEnv.DB, swapped)
    expect(await (await get('/api/v2/shop/cms-plugin/page-by-slug/negroni')).json()).toMatchObject({ code: 'mojito' })
    expect(await (await get('/api/v2/shop/cms-plugin/page-by-slug/jak-na-mojito')).json()).toMatchObject({
      code: 'negroni',
    })
  })

  it('deletes what the files no longer have', async () => {
    await importContent(testEnv.DB, CONTENT_FILES)
    const fewer = CONTENT_FILES.filter(
      (file) => !['pages/negroni.md', 'faq/vek.md', 'blocks/footer-text.md'].includes(file.path),
    )
    await importContent(testEnv.DB, fewer)
    expect((await get('/api/v2/shop/cms-plugin/page-by-slug/negroni')).status).toBe(404)
    expect((await get('/api/v2/shop/cms-plugin/blocks/footer-text')).status).toBe(404)
    const faq = (await (await get('/api/v2/shop/cms-plugin/faq')).json()) as { 'hydra:totalItems': number }
    expect(faq['hydra:totalItems']).toBe(1)
    const orphans = await testEnv.DB.prepare(
      'SELECT count(*) AS n FROM cms_page_translations WHERE page_id NOT IN (SELECT id FROM cms_pages)',
    ).first<{ n: number }>()
    expect(orphans!.n).toBe(0)
  })
})
