/** Bank statement bytes for tests: the samples arrive as data URLs (`?inline`), test lines are built as text. */

/** The bytes of a data URL. */
export function bytesOf(dataUrl: string): Uint8Array {
  return Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0))
}

const decoder = new TextDecoder('windows-1250')
const windows1250 = new Map(Array.from({ length: 256 }, (_, byte) => [decoder.decode(Uint8Array.of(byte)), byte]))

/** Text as a Czech bank writes it: windows-1250. */
export function encode1250(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => {
    const byte = windows1250.get(char)
    if (byte === undefined) throw new Error(`no windows-1250 byte for ${char}`)
    return byte
  })
}
