import { describe, expect, it } from 'vitest'
import { constraintViolationList } from '../../contract/hydra'
import { admin, SCRIPT_TOKEN } from '../test/admin-client'
import { CONTENT_FILES } from '../test/cms-fixtures'
import { testEnv } from '../test/env'
import { CONTENT_MEDIA_PREFIX } from '../content/media'
import { asPerson } from '../test/admin-roles'
import { row } from '../test/sql'
import { adminContent } from './content'

/** `PUT /api/v2/admin/content`: the content files imported without a deploy (decision 029). */

const put = (files: unknown, token?: string) => admin('PUT', '/content', { body: { files }, token })
const pageCodes = async () =>
  (await row(testEnv.DB, 'SELECT code FROM cms_pages ORDER BY code').all<{ code: string }>()).results.map((r) => r.code)

describe('PUT /api/v2/admin/content', () => {
  it('imports the files in one go, says what it wrote, and records who did it', async () => {
    const response = await put(CONTENT_FILES, SCRIPT_TOKEN)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      '@type': 'ContentImport',
      files: CONTENT_FILES.length,
      summary: expect.stringContaining('pages'),
    })
    expect(await pageCodes()).toEqual(['evil', 'future', 'hidden', 'mojito', 'negroni', 'rum-guide', 'terms'])
    const audit = await row(
      testEnv.DB,
      "SELECT actor, action FROM admin_audit WHERE resource = '/api/v2/admin/content' ORDER BY id DESC",
    ).first()
    expect(audit).toEqual({ actor: 'importer', action: 'update' })
  })

  it('removes what the files no longer have, and a second identical run changes nothing', async () => {
    const withoutNegroni = CONTENT_FILES.filter((file) => file.path !== 'pages/negroni.md')
    expect((await put(withoutNegroni)).status).toBe(200)
    expect(await pageCodes()).not.toContain('negroni')
    const before = await row(testEnv.DB, 'SELECT code, updated_at FROM cms_pages ORDER BY code').all()
    expect((await put(withoutNegroni)).status).toBe(200)
    expect((await row(testEnv.DB, 'SELECT code, updated_at FROM cms_pages ORDER BY code').all()).results).toEqual(
      before.results,
    )
  })

  it('refuses files with problems, naming each by file, and writes nothing', async () => {
    const broken = [
      ...CONTENT_FILES,
      { path: 'pages/rozbita.md', text: '---\ncode: terms\ntype: page\nname: Druhé podmínky\n---\nDuplicitní kód.' },
    ]
    const before = await pageCodes()
    const response = await put(broken)
    expect(response.status).toBe(422)
    const { violations } = constraintViolationList.parse(await response.json())
    expect(violations).toEqual([
      expect.objectContaining({ propertyPath: 'files', message: expect.stringMatching(/terms/) }),
    ])
    expect(await pageCodes()).toEqual(before)
  })

  it('checks a page’s picture against the pictures the bucket has', async () => {
    const withPicture = [
      ...CONTENT_FILES,
      {
        path: 'pages/s-obrazkem.md',
        text: '---\ncode: picture\ntype: article\nname: S obrázkem\nteaserImage: content/bar.svg\n---\nText.',
      },
    ]
    expect((await put(withPicture)).status).toBe(422)
    await testEnv.MEDIA.put('content/bar.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
    expect((await put(withPicture)).status).toBe(200)
    expect(await pageCodes()).toContain('picture')
  })

  it('refuses paths outside the content folders, and callers without a token', async () => {
    expect((await put([{ path: '../wrangler.toml', text: 'x' }])).status).toBe(422)
    expect((await put([{ path: 'pages/a.txt', text: 'x' }])).status).toBe(422)
    expect((await put([])).status).toBe(422)
    expect((await admin('PUT', '/content', { body: { files: CONTENT_FILES }, token: null })).status).toBe(401)
  })
})

describe('GET /api/v2/admin/content (the import status)', () => {
  type Status = {
    counts: { sections: number; pages: number; blocks: number; faq: number; pictures: number }
    pages: Array<{ code: string; name: string; slug: string; enabled: boolean; updatedAt: string }>
    imports: Array<{ at: string; actor: string; files: number; summary: string }>
  }

  it('says what the shop holds, every page with its last change, and the imports newest first with who ran them', async () => {
    expect((await put(CONTENT_FILES, SCRIPT_TOKEN)).status).toBe(200)
    const response = await admin('GET', '/content')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const status = (await response.json()) as Status
    const inDb = await row(testEnv.DB, 'SELECT code FROM cms_pages ORDER BY updated_at DESC, code').all<{
      code: string
    }>()
    const pictures = (await testEnv.MEDIA.list({ prefix: CONTENT_MEDIA_PREFIX })).objects.length
    expect(pictures).toBeGreaterThan(0)
    expect(status.counts).toMatchObject({ sections: 3, pages: inDb.results.length, pictures })
    expect(status.pages.map((page) => page.code)).toEqual(inDb.results.map((r) => r.code))
    expect(status.pages.find((page) => page.code === 'terms')).toMatchObject({
      name: expect.any(String),
      slug: 'obchodni-podminky',
      enabled: true,
    })
    expect(status.imports[0]).toMatchObject({ actor: 'importer', files: CONTENT_FILES.length })
    expect(status.imports[0]!.summary).toContain('pages')
    expect(status.imports.map((entry) => entry.actor)).toContain('ops')
  })

  it('is a read for staff too; a caller without a token is not let in', async () => {
    const staff = asPerson(adminContent, { actor: 'petra', role: 'staff' })
    expect((await staff('GET', '/content')).status).toBe(200)
    expect((await staff('PUT', '/content', { files: CONTENT_FILES })).status).toBe(403)
    expect((await admin('GET', '/content', { token: null })).status).toBe(401)
  })
})
