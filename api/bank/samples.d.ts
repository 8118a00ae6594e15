/** A sample statement's bytes as a data URL (Vite's `?inline`), for the tests that read api/bank/samples/. */
declare module '*.gpc?inline' {
  const dataUrl: string
  export default dataUrl
}
