import { Hono } from 'hono'
import type { ApiEnv } from '../env'

/**
 * The public URL of a stored media file: `PUBLIC_MEDIA_URL` + `/media/` + its key. Absolute URLs (images
 * hosted elsewhere) pass through.
 */
export function mediaUrl(publicMediaUrl: string, key: string): string {
  if (/^https?:\/\//.test(key)) return key
  return `${publicMediaUrl.replace(/\/+$/, '')}/media/${key.replace(/^\/+/, '')}`
}

/** The object key of a /media/… path; null for paths that try to leave the bucket's namespace. */
function keyOf(path: string): string | null {
  let key: string
  try {
    key = decodeURIComponent(path.replace(/^\/media\/?/, ''))
  } catch {
    return null
  }
  const segments = key.split(/[/\\]/)
  if (segments.some((segment) => segment === '..' || segment === '.')) return null
  return key
}

/**
 * Every media answer is inert: an SVG opened as a document (a link to /media/… on the shop's origin) must not
 * run scripts or load anything, and no file is sniffed into another type (decision 015).
 */
const MAX_KEY_BYTES = 1024

const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** Files from the MEDIA bucket (product and taxon images), cached for a day and revalidated by ETag. */
export const media = new Hono<ApiEnv>().get('/*', async function serveMedia(c) {
  const key = keyOf(new URL(c.req.url).pathname)
  if (key === null) return c.text('Bad Request', 400)
  // R2 refuses (throws on) keys over 1,024 bytes; no such file exists
  if (key === '' || new TextEncoder().encode(key).length > MAX_KEY_BYTES) return c.text('Not Found', 404)
  // R2 checks If-None-Match itself: a failed condition gives the object's metadata without a body
  const condition = new Headers()
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch) condition.set('if-none-match', ifNoneMatch)
  const object = await c.env.MEDIA.get(key, { onlyIf: condition })
  if (object === null) return c.text('Not Found', 404)
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('etag', object.httpEtag)
  headers.set('cache-control', 'public, max-age=86400')
  headers.set('content-security-policy', MEDIA_CSP)
  headers.set('x-content-type-options', 'nosniff')
  if (!('body' in object)) return new Response(null, { status: 304, headers })
  if (!headers.has('content-type')) headers.set('content-type', 'application/octet-stream')
  return new Response(object.body, { headers })
})
