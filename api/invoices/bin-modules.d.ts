/** A `.bin` file imported as a Data module: its bytes (wrangler, the Cloudflare Vite plugin and the test pool). */
declare module '*.bin' {
  const bytes: ArrayBuffer
  export default bytes
}
