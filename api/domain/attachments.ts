import type { AttachmentType } from '../../contract/request-limits'

/**
 * What a file is, from its first bytes (magic numbers), never from its name or the content type the browser
 * sent: a script renamed to `foto.jpg` is refused. Decision 026.
 */
export function sniffAttachmentType(head: Uint8Array): AttachmentType | null {
  const starts = (bytes: readonly number[], offset = 0) => bytes.every((byte, i) => head[offset + i] === byte)
  const ascii = (text: string, offset = 0) =>
    starts(
      [...text].map((char) => char.charCodeAt(0)),
      offset,
    )
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp'
  if (ascii('%PDF-')) return 'application/pdf'
  // ISO base media: a box `ftyp` at offset 4 whose major brand is one of HEIF's (iPhone photos)
  if (ascii('ftyp', 4) && HEIF_BRANDS.some((brand) => ascii(brand, 8))) return 'image/heic'
  return null
}

const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']

/** The bytes needed to tell the types apart. */
export const SNIFF_BYTES = 16

/** A file name safe to keep and show to staff: no path, no control characters, at most 100 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? ''
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]+/gu, '')
    .trim()
    .slice(0, 100)
  return clean || 'priloha'
}
