import { imagesOf } from './elements.ts'
import type { ContentSet } from './load.ts'

/**
 * Pictures of the content (decision 017): files in content/media/ that the import puts into the MEDIA bucket
 * (R2) under `content/`, where the API serves them at /media/content/NAME. Pages name them as
 * `teaserImage: content/NAME`; a name that is not among the files is an error before anything is written, so
 * no page goes live with a broken picture.
 */
export const CONTENT_MEDIA_PREFIX = 'content/'

export const MEDIA_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** A page's picture is its first paint on a phone; anything bigger wants resizing before it is committed. */
export const MAX_MEDIA_BYTES = 1024 * 1024

/** A file of content/media/ by its name, with its size and (for the upload) a digest of its bytes. */
export type MediaFile = { name: string; bytes: number }

const NAME = /^[a-z0-9][a-z0-9._-]{0,99}\.([a-z0-9]+)$/

/** The content type of an allowed picture name, or null. */
export function mediaType(name: string): string | null {
  const extension = NAME.exec(name)?.[1]
  return extension === undefined ? null : (MEDIA_TYPES[extension] ?? null)
}

export function contentMediaKey(name: string): string {
  return `${CONTENT_MEDIA_PREFIX}${name}`
}

/** Problems of the files themselves: names a URL can carry safely, picture types only, sizes. */
export function mediaFileProblems(files: MediaFile[]): string[] {
  const problems: string[] = []
  for (const file of files) {
    const where = `content/media/${file.name}`
    if (mediaType(file.name) === null) {
      problems.push(
        `${where}: a picture is named with lower-case letters, digits, . _ - and ends in .${Object.keys(MEDIA_TYPES).join(', .')}`,
      )
    } else if (file.bytes > MAX_MEDIA_BYTES) {
      problems.push(
        `${where}: ${Math.ceil(file.bytes / 1024)} kB is over the ${MAX_MEDIA_BYTES / 1024} kB a content picture may have`,
      )
    }
  }
  return problems
}

/**
 * Every `content/…` picture a page names (its teaser, a landing page's hero and banner images) must be one of the
 * files. Other media paths (product pictures) are the catalogue's.
 */
export function mediaReferenceProblems(content: ContentSet, files: MediaFile[]): string[] {
  const names = new Set(files.map((file) => file.name))
  const missing = (image: string | undefined) =>
    image?.startsWith(CONTENT_MEDIA_PREFIX) === true && !names.has(image.slice(CONTENT_MEDIA_PREFIX.length))
  const problems: string[] = []
  for (const page of content.pages) {
    if (missing(page.teaserImage))
      problems.push(`${page.fileName}: teaserImage "${page.teaserImage}" is not a file in content/media/`)
    for (const { image, line } of imagesOf(page.elements ?? [])) {
      if (missing(image)) problems.push(`${page.fileName}:${line}: image "${image}" is not a file in content/media/`)
    }
  }
  return problems
}
