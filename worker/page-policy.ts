/**
 * Which storefront paths carry personal data, and what that means for caching and referrers. One definition,
 * applied to every answer by the security-headers middleware (docs/decisions/015-storefront-hardening.md).
 *
 * Every rule reads the path as the app's router matches it, never as spelled: TanStack Router decodes
 * percent-escapes, ignores case, a trailing slash and a doubled leading slash, so `/ORDER/t`, `/ord%65r/t` and
 * `//order/t/` are all the order page. `worker/page-policy.test.ts` checks the two against the real route tree.
 */

/** Account, cart and checkout (with the thank-you page), order detail: never stored by any cache. */
const PERSONAL = /^\/(?:account|cart|order)(?:\/|$)/
/** Paths whose URL holds an order token: the token must not travel in a Referer, not even to our own origin's logs. */
const TOKEN_IN_URL = /^\/(?:order|cart\/thank-you)\//

/**
 * The only spelling of a path the edge cache shares (worker/page-cache.ts): lower-case letters, digits and
 * `-._~` in non-empty segments; no escape, capital, empty segment or trailing slash. On such a path the router's
 * reading is the path itself, so the personal rule cannot read it otherwise than the router does.
 */
const CANONICAL = /^\/(?:[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*)?$/

/**
 * The path as the router reads it, leaning to the personal side: escapes decoded (also `%2F`, and again while
 * any are left, though the router decodes once), lower case, runs of slashes as one, no trailing slash.
 */
export function routedPath(pathname: string): string {
  let path = pathname
  for (let round = 0; round < 4 && path.includes('%'); round++) {
    const decoded = decodeEscapes(path)
    if (decoded === path) break
    path = decoded
  }
  return path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
}

/** Each valid escape decoded on its own: a malformed one stays as it is (as the router leaves it). */
function decodeEscapes(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run)
      } catch {
        return run
      }
    })
  }
}

export function isPersonalPath(pathname: string): boolean {
  return PERSONAL.test(routedPath(pathname))
}

/** Whether the path is in the one spelling a shared (edge-cached) page may have. */
export function isCanonicalPath(pathname: string): boolean {
  return CANONICAL.test(pathname)
}

/** `no-referrer` where the URL holds an order token; elsewhere only the origin leaves the site. */
export function referrerPolicyFor(pathname: string): string {
  return TOKEN_IN_URL.test(routedPath(pathname)) ? 'no-referrer' : 'strict-origin-when-cross-origin'
}
