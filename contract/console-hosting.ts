/**
 * How the staff console's files are served on the admin host (decision 049), shared by the API worker (its static
 * assets in staging and production) and the local server's stand-in (scripts/vite/admin-console.ts), so both
 * answer alike: nothing kept by any cache, no framing, scripts and styles from the console's own files only.
 */
export const CONSOLE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
}

/** A page address of the console (answered with its index.html), not one of its files (`/assets/app-1a2b.js`). */
export function isConsolePage(path: string): boolean {
  return !/\.[a-z0-9]+$/i.test(path)
}
