import { Hono } from 'hono'
import * as z from 'zod/mini'
import { importStatements, importSummary } from '../content/import'
import { ContentErrors, loadContent } from '../content/load'
import { CONTENT_MEDIA_PREFIX } from '../content/media'
import { runContentImport } from '../db/content-import'
import { ValidationError } from '../http/errors'
import { valid } from '../http/validate'
import { ADMIN_BASE, type AdminEnv } from './env'
import { adminJson } from './respond'
import { requireRole } from './roles'

/** One content file as `content/` holds it: `pages/obchodni-podminky.md` and its Markdown. */
const contentFile = z.object({
  path: z.string().check(z.regex(/^(sections|pages|faq|blocks)\/[a-z0-9][a-z0-9._-]{0,120}\.md$/)),
  text: z.string().check(z.maxLength(200_000)),
})
export const contentBody = z.object({ files: z.array(contentFile).check(z.minLength(1), z.maxLength(2000)) })

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
 * `PUT /content` (issue 13, decision 029): the whole content of the shop, the files of `content/` as the import
 * script reads them (decision 017), checked together and written in one transaction, or refused with every
 * problem named by file and line. The same statements as `npm run content:import`: a second run changes nothing.
 * Pictures are uploaded by that script (R2); here the pages may only name pictures the bucket already has.
 */
export const adminContent = new Hono<AdminEnv>().put(
  '/content',
  requireRole('admin'),
  valid('json', contentBody),
  async function importContent(c) {
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
    return adminJson(c, {
      '@context': '/api/v2/contexts/ContentImport',
      '@type': 'ContentImport',
      files: files.length,
      summary,
    })
  },
)
