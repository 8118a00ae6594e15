import { CONTENT_MEDIA_PREFIX, contentMediaKey, mediaType } from './media.ts'

/** A picture of content/media/ with its bytes. */
export type MediaUpload = { name: string; data: Uint8Array<ArrayBuffer> }

export type MediaSyncResult = { written: number; unchanged: number; removed: number }

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Makes the bucket's `content/` prefix hold exactly the pictures of content/media/, like the D1 import does for
 * the texts: a picture whose bytes are already there (its SHA-256 in the object's metadata) is not written again,
 * one the files no longer have is deleted. Keys outside `content/` (the catalogue's pictures) are never touched.
 */
export async function syncContentMedia(bucket: R2Bucket, files: MediaUpload[]): Promise<MediaSyncResult> {
  const result: MediaSyncResult = { written: 0, unchanged: 0, removed: 0 }
  const keep = new Set<string>()
  for (const file of files) {
    const key = contentMediaKey(file.name)
    const contentType = mediaType(file.name)
    if (contentType === null) throw new Error(`content/media/${file.name} is not a picture`)
    keep.add(key)
    const hash = await sha256(file.data)
    const stored = await bucket.head(key)
    if (stored?.customMetadata?.sha256 === hash && stored.httpMetadata?.contentType === contentType) {
      result.unchanged += 1
      continue
    }
    await bucket.put(key, file.data, { httpMetadata: { contentType }, customMetadata: { sha256: hash } })
    result.written += 1
  }
  let cursor: string | undefined
  do {
    const page = await bucket.list({ prefix: CONTENT_MEDIA_PREFIX, cursor })
    const gone = page.objects.map((object) => object.key).filter((key) => !keep.has(key))
    if (gone.length > 0) await bucket.delete(gone)
    result.removed += gone.length
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor !== undefined)
  return result
}
