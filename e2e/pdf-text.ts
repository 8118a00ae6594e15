import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'

/**
 * The text a PDF shows, one string per text operation, in drawing order: enough to read what the shop's invoices
 * print (api/invoices/pdf.ts draws each cell with one `Tj`). pdf-lib writes embedded fonts as Type0 fonts with
 * two-byte glyph ids and a ToUnicode map of `bfchar` lines, which turns the glyph ids back into characters; a
 * PDF made any other way is not this function's business.
 */
export async function pdfTextRuns(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes)
  const runs: string[] = []
  for (const page of pdf.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict)
    const maps = new Map<string, Map<string, string>>()
    for (const [name, ref] of fonts?.entries() ?? []) {
      const toUnicode = pdf.context.lookup(ref, PDFDict).lookup(PDFName.of('ToUnicode'))
      if (toUnicode instanceof PDFRawStream) maps.set(name.decodeText(), glyphMap(decoded(toUnicode)))
    }
    const contents = page.node.Contents()
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents]
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue
      let font = new Map<string, string>()
      for (const [, fontName, hex] of decoded(stream).matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (fontName !== undefined) font = maps.get(fontName) ?? new Map()
        else runs.push((hex!.match(/.{4}/g) ?? []).map((glyph) => font.get(glyph.toLowerCase()) ?? '?').join(''))
      }
    }
  }
  return runs
}

function decoded(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
}

/** `<0012> <0041>` lines of a ToUnicode map: glyph id → the characters (UTF-16 code units in hex). */
function glyphMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const [, glyph, units] of cmap.matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g)) {
    const codes = (units!.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16))
    map.set(glyph!.toLowerCase(), String.fromCharCode(...codes))
  }
  return map
}
