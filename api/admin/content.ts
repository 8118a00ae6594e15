import { Hono } from 'hono'
import { contentBody, contentImportResult, contentStatus as statusAnswer } from '../../contract/admin/content'
import { importStatements, importSummary } from '../content/import'
import { ContentErrors, loadContent } from '../content/load'
import { CONTENT_MEDIA_PREFIX } from '../content/media'
import { listAudit } from '../db/admin-audit'
import { contentInShop, runContentImport } from '../db/content-import'
import { ValidationError } from '../http/errors'
import { valid } from '../http/validate'
import { ADMIN_BASE, type AdminEnv } from './env'
import { adminJson } from './respond'
import { requireRole } from './roles'
import { isoInstant } from '../../contract/prague-time'

/** The pictures already in the MEDIA bucket under content/: the pages' picture names are checked against them. */
async function storedPictures(bucket: R2Bucket): Promise<{ name: string; bytes: number }[]> {
  const pictures: { name: string; bytes: number }[] = []
  let cursor: string | undefined
  do {
    const listed = await bucket.list({ prefix: CONTENT_MEDIA_PREFIX, cursor })
    for (const object of listed.objects)
      pictures.push({ name: object.key.slice(CONTENT_MEDIA_PREFIX.length), bytes: object.size })
    cursor = listed.truncated ? listed.cursor : undefined
  } while (cursor)
  return pictures
}

/**
 * `PUT /content` (decision 029): the whole content of the shop, the files of `content/` as the import
 * script reads them (decision 017), checked together and written in one transaction, or refused with every
 * problem named by file and line. The same statements as `npm run content:import`: a second run changes nothing.
 * Pictures are uploaded by that script (R2); here the pages may only name pictures the bucket already has.
 */
export const adminContent = new Hono<AdminEnv>()
  /**
   * `GET /content`: the content import's status for the staff console (decision 049). What the shop holds now (counts,
   * the pictures in the bucket, every page with its last change) and the imports made through this API, newest
   * first. `npm run content:import` writes D1 directly and leaves no audit row: the pages' `updatedAt` shows those.
   * A read, as the other reads of the admin API, for staff and admins; the import itself is for admins.
   */
  .get('/content', async function contentStatus(c) {
    const resource = `${ADMIN_BASE}/content`
    const [{ counts, pages }, pictures, imports] = await Promise.all([
      contentInShop(c.env.DB),
      storedPictures(c.env.MEDIA),
      listAudit(c.env.DB, { page: 1, itemsPerPage: 10 }, { resource }),
    ])
    return adminJson(c, statusAnswer, {
      '@context': '/api/v2/contexts/ContentStatus',
      '@id': resource,
      '@type': 'ContentStatus',
      counts: { ...counts, pictures: pictures.length },
      pages,
      imports: imports.entries.map((entry) => ({
        at: isoInstant(entry.createdAt),
        actor: entry.actor,
        ...(entry.after as { files?: number; summary?: string }),
      })),
    })
  })
  .put('/content', requireRole('admin'), valid('json', contentBody), async function importContent(c) {
    const { files } = c.req.valid('json')
    let content
    try {
      content = loadContent(files, await storedPictures(c.env.MEDIA))
    } catch (error) {
      if (!(error instanceof ContentErrors)) throw error
      throw new ValidationError(error.problems.map((message) => ({ propertyPath: 'files', message, code: 'content' })))
    }
    const summary = importSummary(content)
    await runContentImport(c.env.DB, importStatements(content, new Date().toISOString()), {
      actor: c.var.actor,
      action: 'update',
      resource: `${ADMIN_BASE}/content`,
      before: null,
      after: { files: files.length, summary },
    })
    return adminJson(c, contentImportResult, {
      '@context': '/api/v2/contexts/ContentImport',
      '@type': 'ContentImport',
      files: files.length,
      summary,
    })
  })
