import jsQR from 'jsqr'
import { GifReader } from 'omggif'
import { describe, expect, it } from 'vitest'
import { orderSpd } from '../../contract/qr-platba'
import { qrGifBase64, qrSvg } from './qr-image'

const ACCOUNT = { iban: 'CZ6220100000002001234588', bic: 'FIOBCZPP', czech: '2001234588/2010' }
const SPD = orderSpd(ACCOUNT, { number: '000000123', total: 123450, paymentDueAt: '2026-12-03 10:00:00' })

/** The GIF's pixels as RGBA, decoded by a GIF reader that is not the generator's. */
function pixelsOfGif(base64: string) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  const reader = new GifReader(bytes)
  const pixels = new Uint8ClampedArray(reader.width * reader.height * 4)
  reader.decodeAndBlitFrameRGBA(0, pixels)
  return { pixels, width: reader.width, height: reader.height }
}

/** The SVG's dark modules (the generator draws each as `M x,y l4,0 …`) painted into RGBA pixels, one per unit. */
function pixelsOfSvg(svg: string) {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1])
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255)
  for (const [, x, y] of svg.matchAll(/M(\d+),(\d+)l4,0/g)) {
    for (let dy = 0; dy < 4; dy++)
      for (let dx = 0; dx < 4; dx++) {
        const at = ((Number(y) + dy) * size + Number(x) + dx) * 4
        pixels.fill(0, at, at + 3)
      }
  }
  return { pixels, width: size, height: size }
}

describe('the QR Platba image', () => {
  it('the mail GIF decodes, with an independent reader, to the SPD string', () => {
    const { pixels, width, height } = pixelsOfGif(qrGifBase64(SPD))
    expect(jsQR(pixels, width, height)?.data).toBe(SPD)
  })

  it('the page SVG decodes to the SPD string', () => {
    const { pixels, width, height } = pixelsOfSvg(qrSvg(SPD, 'QR Platba'))
    expect(jsQR(pixels, width, height)?.data).toBe(SPD)
  })

  it('has error correction M and a quiet zone of 4 modules', () => {
    const { pixels, width } = pixelsOfGif(qrGifBase64(SPD))
    // 4 pixels a module: the first dark pixel (the top-left finder) is 4 modules in from each edge
    const firstDark = pixels.findIndex((value, index) => index % 4 === 0 && value === 0) / 4
    expect([firstDark % width, Math.floor(firstDark / width)]).toEqual([16, 16])
    const dark = (x: number, y: number) => pixels[((16 + 4 * y + 1) * width + 16 + 4 * x + 1) * 4] === 0
    // the format information beside the top-left finder, most significant bit first (ISO/IEC 18004 7.9)
    const cells = [
      [0, 8],
      [1, 8],
      [2, 8],
      [3, 8],
      [4, 8],
      [5, 8],
      [7, 8],
      [8, 8],
      [8, 7],
      [8, 5],
      [8, 4],
      [8, 3],
      [8, 2],
      [8, 1],
      [8, 0],
    ]
    const format = cells.reduce((bits, [x, y]) => (bits << 1) | (dark(x!, y!) ? 1 : 0), 0) ^ 0b101010000010010
    // the level's two bits: L 01, M 00, Q 11, H 10
    expect(format >> 13).toBe(0b00)
  })

  it('names the SVG for screen readers', () => {
    expect(qrSvg(SPD, 'QR Platba "A"')).toMatch(/^<svg role="img" aria-label="QR Platba &quot;A&quot;"/)
  })
})
