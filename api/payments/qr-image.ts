import qrcode from 'qrcode-generator'

/**
 * The QR Platba as an image (docs/qr-platba.md, decision 054): drawn by `qrcode-generator`, plain JavaScript with no
 * Node or DOM API, so it runs in the Worker. Error correction M, as the format asks for printed and shown codes, and
 * a quiet zone of 4 modules, the least a reader is promised.
 */

const QUIET_ZONE = 4

/** The code of `text`; the alphanumeric mode when every character allows it (the SPD is built to), else bytes. */
function codeOf(text: string) {
  const code = qrcode(0, 'M')
  code.addData(text, /^[0-9A-Z $%*+\-./:]*$/.test(text) ? 'Alphanumeric' : 'Byte')
  code.make()
  return code
}

/** A scalable SVG for the shop's pages; `title` names it for screen readers. */
export function qrSvg(text: string, title: string): string {
  const code = codeOf(text)
  const cellSize = 4
  return code
    .createSvgTag({ cellSize, margin: QUIET_ZONE * cellSize, scalable: true })
    .replace('<svg ', `<svg role="img" aria-label="${escapeAttribute(title)}" `)
}

/**
 * A GIF for mails (mail clients show a GIF attached inline; many show no SVG and no data URI), base64 as Postmark's
 * attachments take it. 4 pixels a module: a phone reads it from a screen and from paper.
 */
export function qrGifBase64(text: string): string {
  const cellSize = 4
  const url = codeOf(text).createDataURL(cellSize, QUIET_ZONE * cellSize)
  return url.slice(url.indexOf(',') + 1)
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
