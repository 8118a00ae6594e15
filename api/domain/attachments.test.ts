import { describe, expect, it } from 'vitest'
import { cleanFileName, sniffAttachmentType } from './attachments'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  )

describe('what an attachment is, from its bytes', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0)],
    ['image/png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['image/webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['image/heic', bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0)],
    ['image/heic', bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0)],
    ['application/pdf', bytes('%PDF-1.4\n')],
  ])('%s', (type, head) => expect(sniffAttachmentType(head)).toBe(type))

  it.each([
    ['a script named foto.jpg', bytes('<script>')],
    ['a GIF', bytes('GIF89a')],
    ['an MP4 video (ftyp, not HEIF)', bytes(0, 0, 0, 0x18, 'ftypisom')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
    ['an empty file', bytes()],
  ])('refuses %s', (_, head) => expect(sniffAttachmentType(head)).toBeNull())

  it('keeps a clean name without a path for the staff', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
    expect(cleanFileName('C:\\Users\\jana\\foto\u0000.jpg')).toBe('foto.jpg')
    expect(cleanFileName('')).toBe('priloha')
  })
})
