import type { Violation } from '../../contract/hydra'
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX, type AttachmentType } from '../../contract/claim-limits'
import { formatMessage, registerValidationMessages, type ValidationLanguage } from '../../contract/validation'
import { claimValidationCs, claimValidationEn } from '../../contract/validation-claims'

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

const MB = 1024 * 1024

export type CheckedFile = { bytes: Uint8Array; contentType: string; fileName: string }

/**
 * Count, size and the type sniffed from the bytes of each attachment, the customer's (`POST /claim-requests`)
 * and the shop's reply alike; the violations of those that fail.
 */
export async function checkAttachments(
  files: File[],
  language: ValidationLanguage,
): Promise<{ checked: CheckedFile[]; violations: Violation[] }> {
  // the rules' messages ride with the forms' code (decision 026); registering them again is harmless
  registerValidationMessages('cs', claimValidationCs)
  registerValidationMessages('en', claimValidationEn)
  const say = (rule: Parameters<typeof formatMessage>[0], params: Record<string, string | number> = {}): Violation => ({
    propertyPath: 'attachments',
    message: formatMessage(rule, params, language),
    code: rule,
  })
  if (files.length > ATTACHMENTS_MAX)
    return { checked: [], violations: [say('attachmentsMax', { max: ATTACHMENTS_MAX })] }
  const checked: CheckedFile[] = []
  const violations: Violation[] = []
  for (const file of files) {
    const fileName = cleanFileName(file.name)
    if (file.size > ATTACHMENT_MAX_BYTES) {
      violations.push(say('attachmentTooLarge', { name: fileName, max: ATTACHMENT_MAX_BYTES / MB }))
      continue
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const contentType = sniffAttachmentType(bytes.subarray(0, SNIFF_BYTES))
    if (contentType === null) violations.push(say('attachmentType', { name: fileName }))
    else checked.push({ bytes, contentType, fileName })
  }
  return { checked, violations }
}
