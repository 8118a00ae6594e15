// omggif ships no types; only what the QR Platba test reads (api/payments/qr-image.test.ts)
declare module 'omggif' {
  export class GifReader {
    constructor(bytes: Uint8Array)
    width: number
    height: number
    decodeAndBlitFrameRGBA(frame: number, pixels: Uint8ClampedArray): void
  }
}
