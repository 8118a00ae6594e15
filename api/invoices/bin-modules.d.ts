/** A `.bin` file imported as a Data module: its bytes (wrangler, the Cloudflare Vite plugin and the test pool). */
declare module '*.bin' {
  const bytes: ArrayBuffer
  export default bytes
}

/** The minified builds of pdf-lib and fontkit (api/invoices/pdf.ts) have the packages' own types. */
declare module 'pdf-lib/dist/pdf-lib.esm.min.js' {
  export * from 'pdf-lib'
}
declare module '@pdf-lib/fontkit/dist/fontkit.es.min.js' {
  import fontkit from '@pdf-lib/fontkit'
  export default fontkit
}
